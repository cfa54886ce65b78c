"""paddle's global flags (``paddle.set_flags`` / ``get_flags``): a table of the public flags and their values.

Flags are accepted and remembered; none changes what unigrad computes (the
ones listed steer paddle's own kernels, allocators and logging).
"""

#: public flag -> value, as paddle 3.3.1 reports them on CPU.
_FLAGS = {
    "FLAGS_sort_sum_gradient": False,
    "FLAGS_call_stack_level": 1,
    "FLAGS_check_nan_inf": False,
    "FLAGS_check_nan_inf_level": 0,
    "FLAGS_retain_grad_for_all_tensor": False,
    "FLAGS_cudnn_deterministic": False,
    "FLAGS_embedding_deterministic": 0,
    "FLAGS_use_mkldnn": False,
    "FLAGS_enable_pir_api": True,
    "FLAGS_enable_pir_in_executor": False,
    "FLAGS_eager_delete_tensor_gb": 0.0,
    "FLAGS_fraction_of_gpu_memory_to_use": 0.5,
    "FLAGS_allocator_strategy": "auto_growth",
    "FLAGS_benchmark": False,
    "FLAGS_low_precision_op_list": 0,
    "FLAGS_print_ir": False,
    "FLAGS_prim_all": False,
    "FLAGS_use_stride_kernel": True,
}


def set_flags(flags):
    """Set flags from a dict ``{name: value}``; an unknown name is paddle's ValueError."""
    if not isinstance(flags, dict):
        raise TypeError("flags in set_flags should be a dict")
    for key in flags:
        if key not in _FLAGS:
            raise ValueError(f"Flag {key} cannot set its value through this function.")
    for key, value in flags.items():
        _FLAGS[key] = type(_FLAGS[key])(value)


def get_flags(flags):
    """A dict of the named flags' values (``flags`` a name, or a list or tuple of names)."""
    if isinstance(flags, str):
        flags = [flags]
    elif not isinstance(flags, (list, tuple)):
        raise TypeError("Flags in get_flags should be a list, tuple or string.")
    result = {}
    for key in flags:
        if key not in _FLAGS:
            raise ValueError(f"Flag {key} cannot get its value through this function.")
        result[key] = _FLAGS[key]
    return result
