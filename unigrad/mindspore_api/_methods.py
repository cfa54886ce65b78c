"""MindSpore Tensor methods that are the ``mindspore.ops`` function of the same name on the tensor.

Real MindSpore 2.10's ``Tensor.topk(k)`` is ``ops.topk(tensor, k)``, and so for
many of its methods. Each name below is bound once, after ``ops`` is loaded,
to run that function with the tensor first; a name is listed only where
MindSpore's Tensor has it and, measured on MindSpore 2.10, this binding gives
MindSpore's output: its documented examples (``unigrad conform --harvest
mindspore mindspore.Tensor.<name>``) or, for the many without one, the calls of
the case ``tensor_ops_methods``. Others whose Tensor method takes another form
than the ops function (``permute(*dims)``, ``cumsum(dim=)``, ``where``,
``sort``, ``chunk`` ...) are left out.
"""

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.dialect.tensor import install
from unigrad.mindspore_api import ops
from unigrad.mindspore_api._errors import RULE, with_call_stack
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api import _misuse
from unigrad.mindspore_api.common.tensor import Tensor, _box, _failed_launch, _unregistered
from unigrad.numerics import simd

__all__ = ["OPS_METHODS", "OWN_FORM_METHODS", "MORE_METHODS", "MORE_METHODS_2"]

#: Tensor methods that run ``ops.<name>(tensor, ...)``
OPS_METHODS = (
    "absolute", "amax", "amin", "argsort", "argwhere", "atan2", "bmm", "ceil", "count_nonzero", "cummax", "cummin",
    "diag", "diagonal", "dot", "eq", "equal", "flip", "fliplr", "flipud", "floor", "floor_divide", "fmod",
    "gather_elements", "gather_nd", "ge", "greater", "greater_equal", "gt", "hardshrink", "hypot", "index_select",
    "inner", "isclose", "isfinite", "isinf", "isnan", "le", "lerp", "less", "less_equal", "logical_and",
    "logical_not", "logical_or", "logical_xor", "logsumexp", "lt", "masked_fill", "masked_select", "maximum",
    "minimum", "mm", "moveaxis", "movedim", "narrow", "ne", "negative", "not_equal", "outer", "reciprocal", "round",
    "rsqrt", "sign", "softmax", "split", "swapdims", "t", "tensor_split", "topk", "trace", "tril", "triu",
    "true_divide", "trunc", "unbind", "xlogy",
)


def _bound(name):
    function = getattr(ops, name)

    def method(self, *args, **kwargs):
        return function(self, *args, **kwargs)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"``ops.{name}`` of this tensor."
    return method


install(Tensor, {name: _bound(name) for name in OPS_METHODS}, only_missing=True)


def _permute(self, *axis):
    """``Tensor.permute(*axis)``: the axes as separate arguments or one tuple."""
    return ops.permute(self, tuple(axis[0]) if len(axis) == 1 and isinstance(axis[0], (tuple, list)) else axis)


def _as(name, dtype):
    """``Tensor.<name>()`` (``x.half()`` ...): the tensor cast to ``dtype``."""

    def method(self):
        return self.astype(dtype)

    method.__name__ = method.__qualname__ = name
    return method


def _new_filled(fill):
    """``Tensor.new_ones`` & co.: a new tensor of ``size`` in this one's dtype (or ``dtype``)."""

    def method(self, size, dtype=None):
        return ops.full(tuple(size) if isinstance(size, (tuple, list)) else (size,), fill,
                        dtype=self.dtype if dtype is None else dtype)

    return method


def _new_full(self, size, fill_value, dtype=None):
    raise NotImplementedError("new_full method support Ascend only")  # MindSpore 2.10's words on CPU


def _type(self, dtype=None):
    """``Tensor.type()``: the dtype's name (``'Float32'``); ``type(dtype)``: the tensor cast to it."""
    return str(self.dtype) if dtype is None else self.astype(dtype)


#: Tensor methods with a form of their own (measured on MindSpore 2.10: case tensor_own_form_methods)
OWN_FORM_METHODS = {
    "permute": _permute,
    "view_as": lambda self, other: ops.reshape(self, other.shape),
    **{name: _as(name, dtype) for name, dtype in (
        ("float", mstype.float32), ("int", mstype.int32), ("long", mstype.int64), ("half", mstype.float16),
        ("double", mstype.float64), ("bool", mstype.bool_), ("short", mstype.int16), ("byte", mstype.uint8),
        ("bfloat16", mstype.bfloat16))},
    "type_as": lambda self, other: self.astype(other.dtype),
    "new_ones": _new_filled(1), "new_zeros": _new_filled(0), "new_empty": _new_filled(0), "new_full": _new_full,
    "type": _type,
}

install(Tensor, OWN_FORM_METHODS, only_missing=True)


# -- more methods, each measured on MindSpore 2.10's CPU backend (cases tensor_methods_more*) -------------------------
# Many of MindSpore's Tensor methods have two overloads (the older numpy-style one and the torch-style one
# that replaces it after 2.9); which one a call takes is read off its arguments, as MindSpore's parser does.

def _failed_call(name, args, kwargs, valid):
    """MindSpore's TypeError for a call that no overload of ``Tensor.<name>`` takes (``valid``: the overloads)."""
    given = ", ".join([_kind(a) for a in args] + [f"{k}={_kind(v)}" for k, v in kwargs.items()])
    listing = "\n".join(f'"Tensor.{name}({overload})"' for overload in valid)
    return TypeError(with_call_stack(f'Failed calling {name} with "{name}({given})".\nThe valid calling should be:\n'
                                     f"{listing}\n", "mindspore/ccsrc/include/pynative/forward/pyboost/converter.h:248 Parse"))


def _kind(value):
    """How MindSpore's "Failed calling" errors name an argument's type."""
    if isinstance(value, TensorBox):
        return "Tensor"
    if isinstance(value, (list, tuple)):
        return f"{'list' if isinstance(value, list) else 'tuple'}<{', '.join(_kind(v) for v in value)}>"
    return "None" if value is None else {bool: "bool", int: "int", float: "float", str: "str"}.get(type(value), type(value).__name__)


def _unsupported_types(kernel, detail):
    """MindSpore's TypeError from CPU kernel selection: ``kernel`` has no kernel for these dtypes."""
    return TypeError(with_call_stack(
        f"\n{RULE}\n- Kernel select failed:\n{RULE}\nSelect CPU operator[{kernel}] fail! Unsupported data type!\n{detail}",
        "mindspore/ccsrc/plugin/cpu/cpu_device_context.cc:469 SetOperatorInfo"))


def _torch_of(value):
    return value._torch if isinstance(value, TensorBox) else value


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _on_cpu(tensor):
    return tensor._torch.device.type == "cpu"


# ---- methods whose kernel MindSpore 2.10's CPU backend lacks: the launch fails asynchronously -----------------------
# The call returns a tensor that can never be read; the next read of any tensor raises (Tensor.zero_'s behaviour).

def _no_cpu_kernel(name, kernel, variants=None):
    """``Tensor.<name>``, whose launch on CPU fails for want of ``kernel`` (``variants(*args, **kwargs)``: the
    suffix MindSpore adds to the kernel's name for this call, ``Scalar`` / ``Tensor`` ...)."""

    def method(self, *args, **kwargs):
        full = kernel + (variants(*args, **kwargs) if variants else "")
        return _failed_launch(self._torch, _unregistered(full))

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"``Tensor.{name}``: MindSpore 2.10 has no {kernel} kernel on CPU (the launch fails)."
    return method


def _scalar_or_tensor(position, keyword):
    """The kernel suffix from whether the argument at ``position`` (or ``keyword``) is a Tensor."""

    def variant(*args, **kwargs):
        value = args[position] if len(args) > position else kwargs.get(keyword)
        return "Tensor" if isinstance(value, TensorBox) else "Scalar"

    return variant


def _clamp_variant(*args, **kwargs):
    bounds = list(args) + [kwargs.get("min"), kwargs.get("max")]
    return "Tensor" if any(isinstance(b, TensorBox) for b in bounds) else "Scalar"


def _scatter_variant(dim=None, index=None, src=None, *, value=None, reduce=None):
    return ("Src" if isinstance(src, TensorBox) else "Value") + ("Reduce" if reduce is not None else "")


def _kernel_mod_failure(name, kernel):
    """``Tensor.<name>`` (the in-place random fills): MindSpore 2.10 cannot create the CPU kernel."""

    def method(self, *args, **kwargs):  # the output's shape and dtype can be read, its values not
        return _failed_launch(self._torch, (RuntimeError, with_call_stack(
            f"Create kernelmod for op {kernel} failed", "mindspore/ccsrc/pynative/utils/pyboost/pyboost_utils.cc:244 CreateKernelMod")),
            shape_known=True)

    method.__name__ = method.__qualname__ = name
    return method


def _exponential_(self, lambd=1, *, generator=None):
    return _failed_launch(self._torch, (RuntimeError, with_call_stack(
        "Not implement exception", "mindspore/core/include/ops/ops_func_impl/op_func_impl.h:42 InferShape")))


def _raises(name, error, message):
    """``Tensor.<name>``, which raises ``error(message)`` at once on MindSpore 2.10's CPU backend."""

    def method(self, *args, **kwargs):
        raise error(message)

    method.__name__ = method.__qualname__ = name
    return method


#: name: (kernel, suffix from the arguments or None)
_NO_CPU_KERNEL = {
    "fill_": ("InplaceFill", _scalar_or_tensor(0, "value")),
    "masked_fill_": ("InplaceMaskedFill", _scalar_or_tensor(1, "value")),
    "clamp_": ("InplaceClamp", _clamp_variant),
    "log_": ("InplaceLog", None), "floor_": ("InplaceFloor", None), "sigmoid_": ("InplaceSigmoid", None),
    "tanh_": ("InplaceTanh", None), "sign_": ("InplaceSign", None), "erfinv_": ("InplaceErfinv", None),
    "index_fill_": ("InplaceIndexFill", _scalar_or_tensor(2, "value")),
    "index_copy_": ("InplaceIndexCopy", None),
    "scatter_": ("InplaceScatter", _scatter_variant),
    "scatter_add_": ("InplaceScatterAdd", None),
    "index_add_": ("InplaceIndexAddExt", None),
    "index_put_": ("InplaceIndexPut", None),
    "masked_scatter_": ("InplaceMaskedScatter", None),
    "addmm_": ("InplaceAddmm", None),
    "clone": ("Clone", None),
    "roll": ("Roll", None),
    "bitwise_not": ("BitwiseNot", None),
    "scatter_add": ("ScatterAddExt", None),
}


# ---- in-place arithmetic: out of place on MindSpore 2.10's CPU backend -------------------------------------------

def _out_of_place_on_cpu(name, compute):
    """``Tensor.<name>``, MindSpore's in-place form of ``compute``: on CPU, MindSpore 2.10 returns the result as
    a new tensor and leaves ``self`` as it was; elsewhere (as on Ascend) ``self`` is updated and returned."""

    def method(self, *args, **kwargs):
        out = compute(self, *args, **kwargs)
        if _on_cpu(self):
            return out
        self._torch.copy_(out._torch)
        return self

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"``Tensor.{name}``: on CPU a new tensor (MindSpore 2.10 leaves ``self`` unchanged there)."
    return method


def _div(self, other, *, rounding_mode=None):
    """``Tensor.divide`` / ``div_``: true division, or rounded ``'floor'`` / ``'trunc'``."""
    return ops.div(self, other, rounding_mode=rounding_mode)


def _copy_(self, src, non_blocking=False):
    """``Tensor.copy_``: ``src`` broadcast to ``self``'s shape and cast to its dtype, written into ``self``; a new
    tensor object of those values is returned, as MindSpore 2.10 returns. A source that does not broadcast fails
    in the launched kernel (the next read raises)."""
    t, s = self._torch, _torch_of(src)
    if s.dim() > t.dim():
        return _failed_launch(t, (RuntimeError, with_call_stack(
            f"For 'InplaceCopy', the rank of 'value' must be less than 'variable', but got the dimension of 'value': "
            f"{_const_vector(s.shape)} and 'variable': {_const_vector(t.shape)}.",
            "mindspore/ops/kernel/cpu/native/inplace_copy_cpu_kernel.cc:197 Resize")))
    lead = t.dim() - s.dim()
    for axis in range(s.dim()):
        if s.shape[axis] not in (1, t.shape[lead + axis]):
            return _failed_launch(t, (RuntimeError, with_call_stack(
                f"For 'InplaceCopy', when the {lead + axis}'th, the shape of 'value' must be 1 and equal to the shape "
                f"of 'variable', but got the shape of 'value': {_const_vector(s.shape)}, and the shape of 'variable': "
                f"{_const_vector(t.shape)}", "mindspore/ops/kernel/cpu/native/inplace_copy_cpu_kernel.cc:209 Resize")))
    t.copy_(s)
    return _box(t)


def _const_vector(shape):
    return f"[const vector]{{{', '.join(map(str, shape))}}}"


# ---- methods of their own form ------------------------------------------------------------------------------------

def _where(self, condition=None, y=None, *, other=None):
    """``Tensor.where(condition, y)``: ``self`` where ``condition`` holds, else ``y`` (``other``: its newer name)."""
    y = y if other is None else other
    if condition is None or y is None:
        raise _failed_call("where", [a for a in (condition, y) if a is not None], {},
                           ("condition=<Tensor>, other=<number,Tensor>", "condition=<Tensor>, y=<number,Tensor>"))
    if condition._torch.dtype != torch.bool:
        raise TypeError("Select CPU operator[Select] fail! Unsupported data type!")
    return ops.where(condition, self, y)


#: integer dtypes MindSpore's CumSum widens to int32
_CUMSUM_WIDENED = (torch.int8, torch.uint8, torch.int16, torch.bool)


def _cumsum(self, *args, dim=None, axis=None, dtype=None):
    """``Tensor.cumsum(dim, *, dtype)`` or the older ``cumsum(axis=None, dtype=None)`` (no axis: the flattened
    tensor): ``ops.cumsum``, small integer dtypes and bool widened to int32."""
    if len(args) > 2 or args and not (args[0] is None or _is_int(args[0])) or dim is not None and axis is not None:
        kwargs = {k: v for k, v in (("dim", dim), ("axis", axis), ("dtype", dtype)) if v is not None}
        raise _failed_call("cumsum", args, kwargs, ("dim=<int>, *, dtype=<None, mstype>", "axis=<None, int>, dtype=<None, mstype>"))
    if len(args) == 2:
        dtype = args[1]
    axis = args[0] if args else dim if dim is not None else axis
    if axis is not None:  # Tensor.cumsum checks its axis in Python, at the call
        error = _misuse.range_error(axis, max(self._torch.dim(), 1))
        if error is not None:
            raise error
    t = self._torch if axis is not None else self._torch.reshape(-1)
    if dtype is None and t.dtype in _CUMSUM_WIDENED:
        t = t.to(torch.int32)
    return ops.cumsum(_box(t), axis or 0, dtype)


#: dtypes MindSpore 2.10's CPU Sort kernel takes
_SORTABLE = (torch.float16, torch.float32, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64)


def _sort(self, *args, dim=None, axis=None, descending=False, stable=False):
    """``Tensor.sort(dim=-1, descending=False, stable=False)`` or ``sort(axis=-1, descending=False)``:
    ``(values, int32 indices)``."""
    if dim is not None and axis is not None:
        raise _failed_call("sort", args, {"dim": dim, "axis": axis},
                           ("dim=<int>, descending=<bool>, stable=<bool>", "axis=<int>, descending=<bool>"))
    if args:
        dim, *rest = args
        descending = rest[0] if rest else descending
        stable = rest[1] if len(rest) > 1 else stable
    dim = axis if dim is None else dim
    t = self._torch
    if t.dtype not in _SORTABLE:
        name = str(mstype.from_torch(t.dtype))
        raise _unsupported_types("Sort", "The supported data types are " + "".join(
            f"input[{n}], output[{n} Int32]; " for n in ("Float16", "Float32", "UInt8", "Int8", "Int16", "Int32", "Int64"))
            + f", but get input[{name} ] and output[{name} Int32 ]")
    values, indices = torch.sort(t, dim=-1 if dim is None else dim, descending=descending, stable=True)
    return _box(values), _box(indices.to(torch.int32))


def _chunk(self, chunks, dim=None, *, axis=None):
    """``Tensor.chunk(chunks, dim=0)`` (``axis``: the older name): at most ``chunks`` pieces along ``dim``."""
    if dim is not None and axis is not None:
        raise _failed_call("chunk", [chunks], {"dim": dim, "axis": axis}, ("chunks=<int>, dim=<int>", "chunks=<int>, axis=<int>"))
    if chunks <= 0:
        raise ValueError(f"For ops.chunk parameter 'chunks' must be greater than 0, but got {chunks}")
    return ops.chunk(self, chunks, (axis if dim is None else dim) or 0)


def _gather(self, *args, **kwargs):
    """``Tensor.gather(dim, index)`` (torch's gather along ``dim``) or the older ``gather(input_indices, axis,
    batch_dims=0)`` (``ops.gather``): an int first argument picks the first."""
    first = args[0] if args else kwargs.get("dim", kwargs.get("input_indices"))
    if _is_int(first) and len(args) <= 2 and set(kwargs) <= {"dim", "index"}:
        given = dict(zip(("dim", "index"), args), **kwargs)
        return _box(torch.gather(self._torch, given["dim"], given["index"]._torch.long()))
    if isinstance(first, TensorBox):
        given = dict(zip(("input_indices", "axis", "batch_dims"), args), **kwargs)
        return ops.gather(self, given["input_indices"], given["axis"], given.get("batch_dims", 0))
    raise _failed_call("gather", args, kwargs, ("dim=<Tensor, int>, index=<Tensor>",
                                                "input_indices=<Tensor>, axis=<Tensor, int>, batch_dims=<int>"))


def _remainder(self, other=None, *, divisor=None):
    """``Tensor.remainder(other)`` (``divisor``: the older name): ``self - floor(self / other) * other``, the sign
    of the divisor; an integer remainder by zero keeps the dividend, as MindSpore's CPU kernel does."""
    other = divisor if other is None else other
    a, b = self._torch, _torch_of(other)
    result = torch.result_type(a, b)
    a = a.to(result)
    b = b.to(result) if isinstance(b, torch.Tensor) else torch.tensor(b, dtype=result, device=a.device)
    if result.is_floating_point:
        return _box(a - torch.floor(a / b) * b)
    zero = b == 0
    return _box(torch.where(zero, a, torch.remainder(a, torch.where(zero, torch.ones_like(b), b))))


def _repeat_interleave(self, repeats, dim=None, *, output_size=None, **kwargs):
    """``Tensor.repeat_interleave(repeats, dim=None)``: each element ``repeats`` times (``dim`` None: flattened).
    ``output_size`` takes MindSpore 2.10's RepeatInterleaveInt/Tensor kernels, which CPU lacks."""
    if kwargs:
        raise _failed_call("repeat_interleave", [repeats], kwargs, (
            "repeats=<Tensor, int, list of int, tuple of int>, dim=<None, int>",
            "repeats=<Tensor, list of int, tuple of int>, dim=<None, int>, *, output_size=<None, int>",
            "repeats=<int>, dim=<None, int>, *, output_size=<None, int>"))
    if output_size is not None:
        kernel = "RepeatInterleaveInt" if _is_int(repeats) else "RepeatInterleaveTensor"
        return _failed_launch(self._torch, _unregistered(kernel))
    if self._torch.dtype == torch.bool:
        raise TypeError("The 'input x' doesn't support 'Bool' and expect to receive (mindspore.int8, mindspore.int16, "
                        "mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, "
                        "mindspore.uint64, mindspore.float16, mindspore.float32, mindspore.float64).")
    if isinstance(repeats, (list, tuple)):
        repeats = torch.tensor(repeats, device=self._torch.device)
    repeats = _torch_of(repeats)
    if isinstance(repeats, torch.Tensor) and repeats.numel() == 1:
        repeats = int(repeats.reshape(-1)[0])
    return _box(torch.repeat_interleave(self._torch, repeats, dim=dim))


def _select(self, *args, **kwargs):
    """``Tensor.select(dim, index)``: the slice at ``index`` along ``dim``; or the older ``select(condition, y)``:
    ``self`` where ``condition`` holds, else ``y``."""
    first = args[0] if args else kwargs.get("dim", kwargs.get("condition"))
    if isinstance(first, TensorBox):
        given = dict(zip(("condition", "y"), args), **kwargs)
        return ops.select(given["condition"], self, given["y"])
    given = dict(zip(("dim", "index"), args), **kwargs)
    dim, index = given["dim"], given["index"]
    size = self._torch.shape[dim]
    if not -size <= index < size:
        raise ValueError(f"For Primitive [SelectExtView] start exceed range. start: {index}, start should be in [{-size}, {size}).")
    return _box(self._torch.select(dim, index))


def _unique(self, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """``Tensor.unique``: MindSpore 2.10 runs it on the Unique2 kernel, which its CPU backend lacks."""
    error = _unregistered("Unique2")
    outputs = [_failed_launch(self._torch, error)]
    outputs += [_failed_launch(self._torch, error) for wanted in (return_inverse, return_counts) if wanted]
    return outputs[0] if len(outputs) == 1 else tuple(outputs)


def _scaled_sum(name, product):
    """``Tensor.<name>(a, b, *, beta=1, alpha=1)``: ``beta * self + alpha * product(a, b)`` (addmm, addbmm, baddbmm)."""

    def method(self, first, second, *args, beta=1, alpha=1):
        if args:
            raise _failed_call(name, [first, second, *args], {},
                               (f"{'mat1=<Tensor>, mat2=<Tensor>' if name == 'addmm' else 'batch1=<Tensor>, batch2=<Tensor>'}"
                                ", *, beta=<Number>, alpha=<Number>",))
        out = product(first._torch, second._torch)
        if alpha != 1:
            out = out * alpha
        base = self._torch if beta == 1 else self._torch * beta
        return _box(base + out)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"``Tensor.{name}(a, b, *, beta=1, alpha=1)``: ``beta * self + alpha * ({product.__doc__})``."
    return method


def _matrix_product(a, b):
    """a @ b"""
    return KERNELS["matmul_any"](a, b)


def _batch_product_sum(a, b):
    """the sum over the batch of a @ b"""
    return KERNELS["matmul_any"](a, b).sum(0)


def _scatter(self, dim=None, index=None, src=None, *, value=None, reduce=None, axis=None):
    """``Tensor.scatter(dim, index, src)`` / ``scatter(dim, index, value)``: ``src``'s elements (or ``value``) written
    at ``index`` along ``dim`` (``axis``: the older name). MindSpore 2.10's CPU kernel ignores ``reduce``: the
    values are written."""
    dim = axis if dim is None else dim
    if src is None or value is not None:
        raise _failed_call("scatter", [], {"dim": dim, "index": index, **({"src": src} if src is not None else {}),
                                          **({"value": value} if value is not None else {})},
                           ("dim=<int>, index=<Tensor>, src=<Tensor>", "dim=<int>, index=<Tensor>, value=<Number>",
                            "dim=<int>, index=<Tensor>, src=<Tensor>, *, reduce=<str>",
                            "dim=<int>, index=<Tensor>, value=<Number>, *, reduce=<str>"))
    t, where = self._torch, index._torch.long()
    if isinstance(src, TensorBox):
        return _box(t.scatter(dim, where, src._torch.to(t.dtype)))
    return _box(t.scatter(dim, where, src))


def _index_add(self, *args, **kwargs):
    """``Tensor.index_add(indices, y, axis, use_lock=True, check_index_bound=True)`` or ``index_add(dim, index,
    source, *, alpha=1)``. Both run MindSpore's IndexAdd, which on CPU adds into ``self`` itself (the result is
    ``self``'s new values) and takes int32 indices only."""
    if args and _is_int(args[0]) or "dim" in kwargs:
        if len(args) > 3:
            raise _failed_call("index_add", args, kwargs, ("indices=<Tensor>, y=<Tensor>, axis=<int>, use_lock=<bool>, "
                                                           "check_index_bound=<bool>", "dim=<int>, index=<Tensor>, source=<Tensor>, *, alpha=<Number>"))
        given = dict(zip(("dim", "index", "source"), args), **kwargs)
        axis, indices, y, alpha = given["dim"], given["index"], given["source"], given.get("alpha", 1)
    else:
        given = dict(zip(("indices", "y", "axis", "use_lock", "check_index_bound"), args), **kwargs)
        axis, indices, y, alpha = given["axis"], given["indices"], given["y"], 1
    if indices._torch.dtype != torch.int32:
        raise TypeError(f"For primitive[IndexAdd], the input argument[indices type] must be a type of {{Tensor[Int32]}}, "
                        f"but got Tensor[{mstype.from_torch(indices._torch.dtype)}].")
    self._torch.index_add_(axis, indices._torch.long(), y._torch.to(self._torch.dtype), alpha=alpha)
    return _box(self._torch)


def _repeat(self, *repeats, **kwargs):
    """``Tensor.repeat(*repeats)``: MindSpore 2.10 has no kernel for it on CPU."""
    if kwargs:
        raise TypeError(f"tensor_repeat() got an unexpected keyword argument '{next(iter(kwargs))}'")
    raise RuntimeError("'repeat' is not supported on this device.")


def _nan_to_num(self, nan=None, posinf=None, neginf=None):
    """``Tensor.nan_to_num(nan=0.0, posinf=None, neginf=None)``: NaN and the infinities replaced (by default with
    0 and the dtype's largest finite values); float16 and float32 only on CPU."""
    t = self._torch
    if t.dtype == torch.float64:
        raise TypeError("For NanToNum, the dtype of 'input' must not be float64.")
    if t.dtype not in (torch.float16, torch.float32):
        raise TypeError("Select CPU operator[NanToNum] fail! Unsupported data type!")
    return _box(torch.nan_to_num(t, 0.0 if nan is None else nan, posinf, neginf))


def _expand(self, *size):
    """``Tensor.expand(*size)``: ``self`` broadcast to ``size`` (a tuple, separate ints or a Tensor; -1 keeps a dim)."""
    if len(size) == 1 and isinstance(size[0], TensorBox):
        size = tuple(int(s) for s in size[0]._torch.tolist())
    elif len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = tuple(size[0])
    shape = tuple(self._torch.shape)
    padded = (1,) * (len(size) - len(shape)) + shape
    if len(size) < len(shape) or any(s not in (1, n, -1) and n != 1 for s, n in zip(size, padded)) \
            or any(n != 1 and s != n and s != -1 for s, n in zip(size, padded)):
        raise ValueError(
            "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input dimension is 1 or "
            f"target dimension is -1. But got x_shape: ({', '.join(map(str, shape))}), target shape: ({', '.join(map(str, size))}).")
    return _box(self._torch.expand(size))


def _sum_to_size(self, *size):
    """``Tensor.sum_to_size(*size)``: summed over the axes ``size`` broadcasts, to ``size``."""
    size = tuple(size[0]) if len(size) == 1 and isinstance(size[0], (tuple, list)) else size
    shape = tuple(self._torch.shape)
    lead = len(shape) - len(size)
    if lead < 0 or any(s not in (1, n) for s, n in zip(size, shape[lead:])):
        raise ValueError(f"For sum_to_size, size {size} is not expandable to the tensor size {shape}.")
    axes = tuple(range(lead)) + tuple(lead + k for k, s in enumerate(size) if s == 1 and shape[lead + k] != 1)
    out = self.sum(axis=axes, keepdims=True) if axes else self
    return ops.reshape(out, size)


def _index_put(self, indices, values, accumulate=False):
    """``Tensor.index_put(indices, values, accumulate=False)``: ``values`` written (or added) at ``indices``."""
    where = tuple(i._torch.long() for i in indices)
    return _box(self._torch.index_put(where, values._torch.to(self._torch.dtype), accumulate))


def _take(self, indices, axis=None, mode="clip"):
    """``Tensor.take(indices, axis=None, mode='clip')``: elements at ``indices`` (of the flattened tensor when
    ``axis`` is None); out-of-range indices clipped or wrapped."""
    t = self._torch if axis is not None else self._torch.reshape(-1)
    axis = 0 if axis is None else axis
    size, where = t.shape[axis], indices._torch.long()
    if mode == "wrap":
        where = where % size
    elif mode == "clip":  # a negative index counts from the end first
        where = torch.where(where < 0, where + size, where).clamp(0, size - 1)
    elif mode == "raise" and ((where < -size) | (where >= size)).any():
        raise ValueError("'raise' mode is not supported on CPU")
    return _box(torch.index_select(t, axis, (where % size).reshape(-1)).reshape(
        t.shape[:axis] + where.shape + t.shape[axis + 1:]))


def _nonzero(self, *, as_tuple=False):
    """``Tensor.nonzero()``: the int64 positions of the non-zero elements; ``as_tuple`` has no CPU kernel."""
    if as_tuple:
        raise RuntimeError(_unregistered("NonZeroExt")[1])
    return _box(torch.nonzero(self._torch))


def _index_fill(self, axis, index, value):
    """``Tensor.index_fill(axis, index, value)``: the slices at ``index`` along ``axis`` set to ``value``."""
    return _box(self._torch.index_fill(axis, index._torch.long(), _torch_of(value)))


def _masked_scatter(self, mask, source):
    """``Tensor.masked_scatter(mask, source)``: ``source``'s elements, in order, where ``mask`` holds."""
    return _box(self._torch.masked_scatter(mask._torch, source._torch))


def _signed(self):
    return self._torch.dtype.is_floating_point or self._torch.dtype.is_complex or self._torch.dtype in (
        torch.int8, torch.int16, torch.int32, torch.int64)


def _with_value(name):
    """``Tensor.argmax_with_value`` / ``argmin_with_value(axis=0, keep_dims=False)``: ``(values, int64 indices)``."""
    reduce = torch.max if name == "argmax_with_value" else torch.min

    def method(self, axis=0, keep_dims=False):
        if axis is None:  # over every element: a 0-D value, and (as measured) the index 0
            return _box(reduce(self._torch)), _box(torch.tensor(0, device=self._torch.device))
        values, indices = reduce(self._torch, dim=axis, keepdim=keep_dims)
        return _box(values), _box(indices)

    method.__name__ = method.__qualname__ = name
    return method


def _aminmax(self, *, axis=0, keepdims=False):
    """``Tensor.aminmax(*, axis=0, keepdims=False)``: ``(minima, maxima)`` along ``axis``."""
    return (_box(torch.amin(self._torch, dim=axis, keepdim=keepdims)),
            _box(torch.amax(self._torch, dim=axis, keepdim=keepdims)))


def _mT(self):
    """``Tensor.mT``: the last two axes swapped."""
    return _box(self._torch.transpose(-2, -1))


def _mH(self):
    """``Tensor.mH`` / ``H`` / ``adjoint()``: the conjugate of ``mT``."""
    return _box(self._torch.transpose(-2, -1).conj().resolve_conj())


MORE_METHODS = {
    "where": _where, "cumsum": _cumsum, "sort": _sort, "chunk": _chunk, "gather": _gather,
    "remainder": _remainder, "repeat_interleave": _repeat_interleave, "select": _select, "unique": _unique,
    "addmm": _scaled_sum("addmm", _matrix_product), "addbmm": _scaled_sum("addbmm", _batch_product_sum),
    "baddbmm": _scaled_sum("baddbmm", _matrix_product),
    "scatter": _scatter, "index_add": _index_add, "repeat": _repeat, "nan_to_num": _nan_to_num,
    "expand": _expand, "sum_to_size": _sum_to_size, "index_put": _index_put, "take": _take, "nonzero": _nonzero,
    "index_fill": _index_fill, "masked_scatter": _masked_scatter,
    "argmax_with_value": _with_value("argmax_with_value"), "argmin_with_value": _with_value("argmin_with_value"),
    "aminmax": _aminmax, "mT": property(_mT), "mH": property(_mH), "H": property(_mH), "adjoint": _mH,
    # aliases of methods unigrad's Tensor has, with MindSpore's same values
    "multiply": lambda self, value: self.mul(value), "divide": _div,
    "subtract": lambda self, other, *, alpha=1: self.sub(other, alpha=alpha),
    "arccos": lambda self: self.acos(), "arcsin": lambda self: self.asin(), "arctan": lambda self: self.atan(),
    "arccosh": lambda self: self.acosh(), "arcsinh": lambda self: self.asinh(), "arctanh": lambda self: self.atanh(),
    "arctan2": lambda self, other: self.atan2(other), "top_k": lambda self, k, sorted=True: self.topk(k, sorted=sorted),
    "positive": lambda self: self, "reshape_as": lambda self, other: ops.reshape(self, other.shape),
    "ndimension": lambda self: self.ndim, "msort": lambda self: _sort(self, 0)[0],
    "is_floating_point": lambda self: self._torch.dtype.is_floating_point,
    "is_complex": lambda self: self._torch.dtype.is_complex, "is_signed": _signed,
    "isneginf": lambda self: _box(torch.isneginf(self._torch)), "isposinf": lambda self: _box(torch.isposinf(self._torch)),
    "signbit": lambda self: _box(self._torch < 0),  # MindSpore's signbit of -0.0 is False
    "bitwise_and": lambda self, other: _box(torch.bitwise_and(self._torch, _torch_of(other))),
    "bitwise_or": lambda self, other: _box(torch.bitwise_or(self._torch, _torch_of(other))),
    "bitwise_xor": lambda self, other: _box(torch.bitwise_xor(self._torch, _torch_of(other))),
    "bitwise_left_shift": lambda self, other: _box(torch.bitwise_left_shift(self._torch, _torch_of(other))),
    "bitwise_right_shift": lambda self, other: _box(torch.bitwise_right_shift(self._torch, _torch_of(other))),
    "invert": lambda self: _box(torch.bitwise_not(self._torch)),
    "gcd": lambda self, other: _box(torch.gcd(self._torch, _torch_of(other))),
    "lcm": lambda self, other: _box(torch.lcm(self._torch, _torch_of(other))),
    "diagflat": lambda self, offset=0: _box(torch.diagflat(self._torch, offset)),
    "reverse": lambda self, axis: _box(torch.flip(self._torch, tuple(axis))),
    "rot90": lambda self, k, dims: _box(torch.rot90(self._torch, k, tuple(dims))),
    # the in-place forms: out of place on CPU, as MindSpore 2.10 runs them there
    "add_": _out_of_place_on_cpu("add_", lambda self, other, *, alpha=1: self.add(other, alpha=alpha)),
    "sub_": _out_of_place_on_cpu("sub_", lambda self, other, *, alpha=1: self.sub(other, alpha=alpha)),
    "mul_": _out_of_place_on_cpu("mul_", lambda self, other: self.mul(other)),
    "div_": _out_of_place_on_cpu("div_", _div),
    "remainder_": _out_of_place_on_cpu("remainder_", _remainder),
    "floor_divide_": _out_of_place_on_cpu("floor_divide_", lambda self, other: ops.floor_divide(self, other)),
    "exp_": _out_of_place_on_cpu("exp_", lambda self: self.exp()),
    "copy_": _copy_,
    "requires_grad_": lambda self, requires_grad=True: None,
    # no kernel on CPU
    **{name: _no_cpu_kernel(name, kernel, variant) for name, (kernel, variant) in _NO_CPU_KERNEL.items()},
    "uniform_": _kernel_mod_failure("uniform_", "InplaceUniform"),
    "normal_": _kernel_mod_failure("normal_", "InplaceNormal"),
    "random_": _kernel_mod_failure("random_", "InplaceRandom"),
    "exponential_": _exponential_,
    "bernoulli_": _raises("bernoulli_", RuntimeError, "'bernoulli_' is not supported on this device."),
    "put_": _raises("put_", RuntimeError, "There is no branch to go function tensor_put_!"),
    "fill_diagonal_": _raises("fill_diagonal_", ValueError, "should not come here for fill_diagonal method."),
    "kthvalue": _raises("kthvalue", ValueError, "should not come here for kthvalue py_method."),
}

install(Tensor, MORE_METHODS, only_missing=True)


# ---- more methods (case tensor_methods_more2) -----------------------------------------------------------------------

def _split_along(name, axis, least):
    """``Tensor.hsplit`` / ``vsplit`` / ``dsplit(indices_or_sections)``: ``tensor_split`` along ``axis``, for a
    tensor of at least ``least`` dimensions (a 1-D tensor's hsplit raises, unlike numpy's)."""

    def method(self, indices_or_sections):
        if self._torch.dim() < least:
            raise ValueError(f"{name} expect `x` is a Tensor with at least {least} dimension, but got {self._torch.dim()}")
        if not (_is_int(indices_or_sections) or isinstance(indices_or_sections, (tuple, list))
                and all(_is_int(k) for k in indices_or_sections)):
            raise TypeError("Type of Argument `indices_or_sections` should be integer, tuple(int) or list(int), "
                            f"but got {type(indices_or_sections)}")
        sections = list(indices_or_sections) if isinstance(indices_or_sections, tuple) else indices_or_sections
        return ops.tensor_split(self, sections, axis)

    method.__name__ = method.__qualname__ = name
    return method


def _axes(axis, ndim):
    """MindSpore's validator: ``axis`` (an int or tuple of ints) in ``[-ndim, ndim)``, as non-negative axes."""
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    for a in axes:
        if not -max(ndim, 1) <= a < max(ndim, 1):
            raise ValueError(f"The 'axis' must be in the range of [{-ndim}, {ndim}), but got {a}.")
    return tuple(a % max(ndim, 1) for a in axes)


def _ptp(self, axis=None, keepdims=False):
    """``Tensor.ptp(axis=None, keepdims=False)``: ``max - min`` over ``axis`` (all axes when None)."""
    if not isinstance(keepdims, bool):
        raise TypeError(f"For 'Tensor.ptp', the type of the argument 'keepdims' must be bool, but got {type(keepdims)}.")
    t = self._torch
    axes = tuple(range(t.dim())) if axis is None else _axes(axis, t.dim())
    return _box(torch.amax(t, dim=axes, keepdim=keepdims) - torch.amin(t, dim=axes, keepdim=keepdims))


def _cross(self, other, dim=None):
    """``Tensor.cross(other, dim=None)``: the cross product along ``dim`` (None: the first axis of size 3), the
    kernel table's (MindSpore's ``a1*b2 - a2*b1`` in the tensors' dtype)."""
    a, b = torch.broadcast_tensors(self._torch, other._torch)
    if dim is None:
        dim = next((k for k, n in enumerate(a.shape) if n == 3), 0)
    if a.shape[dim] != 3:
        raise ValueError(with_call_stack(f"For 'Cross', dimension {dim} must be 3, but got {a.shape[dim]}.",
                                         "mindspore/ops/infer/ops_func_impl//cross.cc:47 CheckCrossDim"))
    return _box(KERNELS["cross"](a, b, dim))


_GER_TYPES = (torch.float16, torch.float32, torch.float64)


def _ger(self, vec2):
    """``Tensor.ger(vec2)``: the outer product of two 1-D float tensors of one dtype."""
    for name, t in (("x1", self._torch), ("x2", vec2._torch)):
        if t.dtype not in _GER_TYPES:
            raise TypeError(f"For primitive[Ger], the input argument[{name}] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{mstype.from_torch(t.dtype)}].")
    if self._torch.dtype != vec2._torch.dtype:
        raise TypeError(f"For primitive[Ger], the input type must be same.\nname:[x1]:Tensor[{mstype.from_torch(self._torch.dtype)}]."
                        f"\nname:[x2]:Tensor[{mstype.from_torch(vec2._torch.dtype)}].\n")
    for name, t in (("x1", self._torch), ("x2", vec2._torch)):
        if t.dim() != 1:
            raise ValueError(with_call_stack(f"For primitive[Ger], the {name} rank must be equal to 1, but got {t.dim()}.",
                                             "mindspore/core/utils/check_convert_utils.cc:626 CheckInteger"))
    return _box(torch.outer(self._torch, vec2._torch))


def _real_part(self):
    t = self._torch
    return _box(t.real.clone() if t.is_complex() else t)


def _imag_part(self):
    t = self._torch
    return _box(t.imag.clone() if t.is_complex() else torch.zeros_like(t))


def _isreal(self):
    t = self._torch
    return _box(t.imag == 0 if t.is_complex() else torch.ones(t.shape, dtype=torch.bool, device=t.device))


def _slice_scatter(self, src, axis=0, start=None, end=None, step=1):
    """``Tensor.slice_scatter(src, axis=0, start=None, end=None, step=1)``: ``src`` written over the slice
    ``start:end:step`` along ``axis``; ``src`` must have the slice's shape and ``self``'s dtype."""
    t, s = self._torch, src._torch
    axis = axis % t.dim()
    positions = range(t.shape[axis])[slice(start, end, step)]
    shape = tuple(t.shape[:axis]) + (len(positions),) + tuple(t.shape[axis + 1:])
    if tuple(s.shape) != shape:
        raise ValueError(f"For slice_scatter, src shape should be equal to the slice size,but got src shape "
                         f"{tuple(s.shape)} and slice shape {shape}")
    if s.dtype != t.dtype:
        raise TypeError(f"For primitive[TensorScatterElements], the input type must be same.\nname:[input_x]:Tensor["
                        f"{mstype.from_torch(t.dtype)}].\nname:[updates]:Tensor[{mstype.from_torch(s.dtype)}].\n")
    out = t.clone()
    out.index_copy_(axis, torch.tensor(list(positions), dtype=torch.long, device=t.device), s)
    return _box(out)


def _select_scatter(self, src, axis, index):
    """``Tensor.select_scatter(src, axis, index)``: ``src`` written over the slice at ``index`` along ``axis``."""
    axis = axis if axis >= 0 else axis + self._torch.dim()
    index = index if index >= 0 else index + self._torch.shape[axis]
    return _slice_scatter(self, _box(src._torch.unsqueeze(axis)), axis, index, index + 1)


def _diagonal_scatter(self, src, offset=0, dim1=0, dim2=1):
    """``Tensor.diagonal_scatter(src, offset=0, dim1=0, dim2=1)``: ``src`` on the diagonal, computed as MindSpore
    computes it: ``self - diag_embed(diagonal) + diag_embed(src)`` (an infinite diagonal element gives NaN)."""
    t, s = self._torch, src._torch
    diagonal = t.diagonal(offset, dim1, dim2)
    if tuple(diagonal.shape) != tuple(s.shape):
        raise ValueError(f"For diagonal_scatter, the shape of src should equal to the shape of input diagonal,but got "
                         f"src.shape {tuple(s.shape)} and diagonal shape {tuple(diagonal.shape)}.")
    old, new = torch.zeros_like(t), torch.zeros_like(t)
    old.diagonal(offset, dim1, dim2).copy_(diagonal)
    new.diagonal(offset, dim1, dim2).copy_(s)
    return _box(t - old + new)


def _itemset(self, *args):
    """``Tensor.itemset(index, value)`` / ``itemset(value)``: a new tensor, ``self``'s values with the element at
    ``index`` (flat int or tuple) set to ``value`` cast to ``self``'s dtype; ``self`` is unchanged."""
    if not args:
        raise ValueError("'Tensor.itemset()' must have at least one argument, but got None.")
    if len(args) > 2:
        raise ValueError(f"'Tensor.itemset()' must have at most 2 argument, but got {len(args)}.")
    t = self._torch
    out = t.clone()
    if len(args) == 1:
        if tuple(t.shape) != (1,):
            raise IndexError(f"Only tensor which shape is (1,) support 1 arg that means omit index, but the tensor "
                             f"shape is {tuple(t.shape)} and got 1 input.")
        out.fill_(_torch_of(args[0]))
        return _box(out)
    index, value = args
    if _is_int(index):
        if not -t.numel() <= index < t.numel():
            raise IndexError(f"index {index} is out of bounds for axis 0 with size {t.numel()}")
        out.view(-1)[index] = _torch_of(value)
    elif isinstance(index, tuple):
        out[index] = _torch_of(value)
    else:
        raise TypeError("The index object cannot be interpreted as an integer")
    return _box(out)


def _resize(self, *new_shape):
    """``Tensor.resize(*new_shape)``: a new tensor of ``new_shape`` from the flattened values, cut short or
    padded with zeros (``self`` unchanged; no shape: ``self``)."""
    if not new_shape:
        return self
    if len(new_shape) == 1 and isinstance(new_shape[0], tuple):
        new_shape = new_shape[0]
    flat, size = self._torch.reshape(-1), 1
    for n in new_shape:
        size = size * n
    if size > flat.numel():
        flat = torch.cat((flat, torch.zeros(size - flat.numel(), dtype=flat.dtype, device=flat.device)))
    return _box(flat[:size].reshape(new_shape))


def _stride(self, dim=None):
    """``Tensor.stride(dim=None)``: the list of element strides (a transpose or slice is a view, as in
    MindSpore), or the one of ``dim``."""
    strides = list(self._torch.stride())
    return strides if dim is None else strides[dim]


def _cumprod(self, dim, dtype=None):
    """``Tensor.cumprod(dim, dtype=None)``: the running products along ``dim``, multiplied in order as MindSpore's
    CPU kernel multiplies (integers and bool widened to int64, unless ``dtype``)."""
    t = self._torch
    if dtype is not None:
        t = t.to(mstype.to_torch(dtype))
    elif not (t.is_floating_point() or t.is_complex()):
        t = t.to(torch.int64)
    if t.dim() == 0:
        raise ValueError(with_call_stack("For primitive[CumProd], the rank of 'x' must be greater than 0, but got 0.",
                                         "mindspore/core/utils/check_convert_utils.cc:626 CheckInteger"))
    if not -t.dim() <= dim < t.dim():
        raise ValueError(with_call_stack(f"For primitive[CumProd], the axis must be in [{-t.dim()},{t.dim()}), but got {dim}.",
                                         "mindspore/ops/infer/ops_func_impl//cum_prod.cc:42 InferShape"))
    return _box(simd.running_products(t, dim) if t.shape[dim] else t.clone())


def _nansum(self, axis=None, keepdims=False, *, dtype=None):
    """``Tensor.nansum(axis=None, keepdims=False, *, dtype=None)``: the sum with NaN counted as zero; integers
    keep their dtype, bool sums to int64."""
    t = self._torch
    if dtype is not None:
        t = t.to(mstype.to_torch(dtype))
    if t.is_floating_point():
        t = torch.where(torch.isnan(t), torch.zeros((), dtype=t.dtype, device=t.device), t)
    out = _box(t).sum(axis=axis, keepdims=keepdims)
    if not t.is_floating_point() and t.dtype != torch.bool:
        out = out.astype(mstype.from_torch(t.dtype))
    return out


def _median(self, *args, **kwargs):
    """``Tensor.median(axis=-1, keepdims=False)`` / ``median(dim, keepdim=False)``: ``(lower medians, int64
    indices)`` along the axis (the last one by default)."""
    names = ("dim", "keepdim") if "dim" in kwargs or "keepdim" in kwargs else ("axis", "keepdims")
    given = dict(zip(names, args), **kwargs)
    axis, keep = given.get(names[0], -1), given.get(names[1], False)
    if not _is_int(axis) or not isinstance(keep, bool) or set(given) - set(names):
        raise _failed_call("median", args, kwargs, ("dim=<int>, keepdim=<bool>", "axis=<int>, keepdims=<bool>"))
    t = self._torch
    if t.dim() == 0:
        return _box(t.clone()), _box(torch.zeros((), dtype=torch.int64, device=t.device))
    values, indices = torch.median(t, dim=axis, keepdim=keep)
    return _box(values), _box(indices)


def _diff(self, n=1, axis=-1, prepend=None, append=None):
    """``Tensor.diff(n=1, axis=-1, prepend=None, append=None)``: the first differences along ``axis`` (only
    ``n=1`` on MindSpore 2.10)."""
    t = self._torch
    if t.dim() < 1:
        raise TypeError(f"For 'diff', the dimension 'x' must be at least 1, but got {t.dim()}")
    if not _is_int(n):
        raise TypeError(f"For 'diff', the type of 'n' must be 'int', but got '{type(n).__name__}'.")
    if n != 1:
        raise RuntimeError(f"For 'diff', 'n' must be 1, but got {n}")
    if t.dtype in (torch.uint16, torch.uint32, torch.uint64):
        raise TypeError("For 'diff', the data type of the elements in 'x' cannot be uint16, uint32, uint64, but got "
                        f"{mstype.from_torch(t.dtype)}")
    parts = [p._torch for p in (prepend,) if p is not None] + [t] + [p._torch for p in (append,) if p is not None]
    t = torch.cat(parts, axis) if len(parts) > 1 else t
    later, earlier = t.narrow(axis, 1, t.shape[axis] - 1), t.narrow(axis, 0, t.shape[axis] - 1)
    return _box(later ^ earlier if t.dtype == torch.bool else later - earlier)


def _searchsorted(self, v, side="left", sorter=None):
    """``Tensor.searchsorted(v, side='left', sorter=None)``: int32 insertion positions of ``v`` in this sorted
    tensor (the last axis); a ``sorter`` has no CPU support."""
    if side not in ("left", "right"):
        raise ValueError(f"For 'Tensor.searchsorted', the argument 'side' should be one of in ['left', 'right'], but got {side}.")
    values = v._torch if isinstance(v, TensorBox) else torch.tensor(v, device=self._torch.device)
    if sorter is not None:
        raise RuntimeError(with_call_stack("For 'SearchSorted', the CPU Device is not supported sorter param.",
                                           "mindspore/ops/kernel/cpu/native/searchsorted_cpu_kernel.cc:113 CheckParam"))
    return _box(torch.searchsorted(self._torch, values, right=side == "right").to(torch.int32))


def _as_float32(number):
    return torch.tensor(number, dtype=torch.float32).item()


def _angle_units(name, factor):
    """``Tensor.deg2rad`` / ``rad2deg``: ``x * a / b``, two float roundings, as MindSpore computes it."""
    a, b = factor

    def method(self):  # the Python floats are taken as float32 constants, in float64 too
        t = self._torch
        if t.dtype not in (torch.float16, torch.float32, torch.float64):
            raise TypeError(f"The 'x' should be one of [mindspore.float16, mindspore.float32, mindspore.float64], but got "
                            f"'{mstype.from_torch(t.dtype).__repr__()}'.")
        if t.dtype == torch.float16:
            return _box(t * torch.tensor(a / b, dtype=torch.float16))
        return _box(t * _as_float32(a) / _as_float32(b))

    method.__name__ = method.__qualname__ = name
    return method


def _fmax(self, other):
    """``Tensor.fmax(other)``: the larger of each pair, a NaN losing to a number."""
    a = self._torch
    b = other._torch if isinstance(other, TensorBox) else torch.tensor(other, dtype=a.dtype, device=a.device)
    for name, t in (("x1", a), ("x2", b)):
        if t.dtype == torch.bool:
            raise TypeError(with_call_stack(f"For primitive[Fmax], the input argument[{name}] must be a type of {{Tensor[Float16], "
                                            "Tensor[Float32], Tensor[Float64], Tensor[Int32], Tensor[Int64]}, but got Tensor[Bool].",
                                            "mindspore/core/utils/check_convert_utils.cc:1042 CheckTensorSubClass"))
    result = torch.result_type(a, b)
    return _box(torch.fmax(a.to(result), b.to(result)))


def _copysign(self, other):
    """``Tensor.copysign(other)``: ``|self|`` with ``other``'s sign (negative when ``other < 0``; -0.0 counts as
    positive), integers as float32."""
    t = self._torch
    if t.dtype == torch.bool or t.is_complex():
        raise TypeError(f"copysign does not accept dtype {mstype.from_torch(t.dtype).__repr__().split('.')[-1]}.")
    t = t if t.dtype in (torch.float16, torch.float32, torch.float64) else t.to(torch.float32)
    o = _torch_of(other)
    negative = (o < 0) if isinstance(o, torch.Tensor) else torch.tensor(o < 0, device=t.device)
    return _box(torch.where(negative, -t.abs(), t.abs()))


def _heaviside(self, values):
    """``Tensor.heaviside(values)``: 0 below zero, 1 above, ``values`` at zero; both tensors of one dtype."""
    a = self._torch
    if not isinstance(values, TensorBox):
        raise TypeError(f"For primitive[Heaviside], the input type must be same.\ninput argument[values]:"
                        f"{mstype.from_torch(torch.tensor(values).dtype) if not isinstance(values, float) else 'Float32'}"
                        f"\ninput argument[x]:Tensor[{mstype.from_torch(a.dtype)}]\n")
    b = values._torch
    if a.dtype != b.dtype:
        raise TypeError(f"For primitive[Heaviside], the input type must be same.\nname:[values]:Tensor["
                        f"{mstype.from_torch(b.dtype)}].\nname:[x]:Tensor[{mstype.from_torch(a.dtype)}].\n")
    return _box(torch.heaviside(a, b))


def _sgn(self):
    """``Tensor.sgn()``: the sign (of a complex tensor, ``x / |x|``, 0 at 0)."""
    t = self._torch
    return _box(torch.sgn(t) if t.is_complex() else torch.sign(t))


def _addcmul(self, tensor1, tensor2, value=1):
    """``Tensor.addcmul(tensor1, tensor2, value=1)``: ``self + value * (tensor1 * tensor2)``, all of one dtype;
    the result keeps ``self``'s dtype (an int tensor with a float value: the value truncated)."""
    t, a, b = self._torch, tensor1._torch, tensor2._torch
    for name, other in (("tensor1", a), ("tensor2", b)):
        if other.dtype != t.dtype:
            raise TypeError(f"For primitive[Addcmul], the input type must be same.\nname:[input]:Tensor["
                            f"{mstype.from_torch(t.dtype)}].\nname:[{name}]:Tensor[{mstype.from_torch(other.dtype)}].\n")
    v = _torch_of(value)
    v = v.to(t.dtype) if isinstance(v, torch.Tensor) else torch.tensor(v, device=t.device).to(t.dtype)
    return _box(t + v * (a * b))


def _xdivy(self, y):
    """``Tensor.xdivy(y)``: ``self / y``, 0 where ``self`` is 0; float or complex only."""
    t = self._torch
    if not (t.is_floating_point() or t.is_complex()):
        raise TypeError(with_call_stack(
            "For primitive[Xdivy], the input argument[x] must be a type of {Tensor[Complex128], Tensor[Complex64], "
            f"Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{mstype.from_torch(t.dtype)}].",
            "mindspore/core/utils/check_convert_utils.cc:1042 CheckTensorSubClass"))
    o = _torch_of(y)
    result = torch.result_type(t, o)
    t = t.to(result)
    quotient = t / o
    return _box(torch.where(t == 0, torch.zeros((), dtype=quotient.dtype, device=t.device), quotient))


def _soft_shrink(self, lambd=0.5):
    """``Tensor.soft_shrink(lambd=0.5)``: values moved ``lambd`` towards zero, those within ``lambd`` zeroed."""
    t = self._torch
    if t.dtype not in (torch.bfloat16, torch.float16, torch.float32):
        raise TypeError(with_call_stack(
            "For primitive[SoftShrink], the input argument[input_x] must be a type of {BFloat16, Float16, Float32}, "
            f"but got {mstype.from_torch(t.dtype)}.", "mindspore/core/utils/check_convert_utils.cc:1065 CheckSubClass"))
    if lambd < 0:
        raise RuntimeError(with_call_stack(f"For 'SoftShrink', the values for lambd should be greater or equal to 0, , "
                                           f"but found to be [{lambd:g}].",
                                           "mindspore/ops/kernel/cpu/native/soft_shrink_cpu_kernel.cc:88 Resize"))
    return _box(KERNELS["softshrink"](t, lambd))


def _inv(self):
    """``Tensor.inv()``: ``1 / self`` (integers: C's integer division, ``1 / 0`` the lowest value)."""
    t = self._torch
    if t.dtype in (torch.int32, torch.int64):
        zero = t == 0
        quotient = torch.div(torch.ones_like(t), torch.where(zero, torch.ones_like(t), t), rounding_mode="trunc")
        return _box(torch.where(zero, torch.full_like(t, torch.iinfo(t.dtype).min), quotient))
    if t.dtype not in (torch.float32, torch.float64, torch.complex64, torch.complex128):
        raise _unsupported_types("Inv", "The supported data types are input[Int32], output[Int32]; input[Int64], output[Int64]; "
                                 "input[Float32], output[Float32]; input[Float64], output[Float64]; input[Complex64], "
                                 "output[Complex64]; input[Complex128], output[Complex128]; , but get input["
                                 f"{mstype.from_torch(t.dtype)} ] and output[{mstype.from_torch(t.dtype)} ]")
    return _box(1 / t)


def _ldexp(self, other):
    """``Tensor.ldexp(other)``: ``self * 2 ** other`` (the power in float32; a float tensor keeps its dtype)."""
    t = self._torch
    power = torch.pow(2.0, torch.as_tensor(_torch_of(other), device=t.device).to(torch.float32))
    return _box(t * power.to(t.dtype) if t.is_floating_point() else t * power)


def _unsupported_op(name, kernel):
    """``Tensor.<name>``: MindSpore 2.10 has no ``kernel`` op on CPU (RuntimeError at the call)."""
    return _raises(name, RuntimeError, f"Unsupported op [{kernel}] on CPU, Please confirm whether the device target "
                   "setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query the operator "
                   "support list.")


def _named(name, method):
    """``method``, named ``Tensor.<name>`` in Python's own errors (a missing or unexpected argument)."""
    method.__code__ = method.__code__.replace(co_name=name, co_qualname=f"Tensor.{name}")
    method.__qualname__ = f"Tensor.{name}"
    return method


MORE_METHODS_2 = {
    "hsplit": _split_along("hsplit", 1, 2), "vsplit": _split_along("vsplit", 0, 1), "dsplit": _split_along("dsplit", 2, 3),
    "ptp": _ptp, "cross": _cross, "ger": _ger,
    "conj": lambda self: _box(self._torch.conj().resolve_conj()), "real": _real_part, "imag": _imag_part, "isreal": _isreal,
    "select_scatter": _select_scatter, "slice_scatter": _slice_scatter, "diagonal_scatter": _diagonal_scatter,
    "itemset": _itemset, "resize": _resize, "stride": _stride, "storage_offset": lambda self: self._torch.storage_offset(),
    "is_pinned": lambda self: False, "is_shared": lambda self: False,
    "cumprod": _named("cumprod", _cumprod), "nansum": _nansum, "median": _median, "diff": _diff,
    "searchsorted": _named("searchsorted", _searchsorted),
    "deg2rad": _angle_units("deg2rad", (3.141592653589793, 180.0)),
    "rad2deg": _angle_units("rad2deg", (180.0, 3.141592653589793)),
    "frac": lambda self: _box(self._torch - torch.trunc(self._torch)) if self._torch.is_floating_point() else _box(torch.zeros_like(self._torch)),
    "fmax": _fmax, "copysign": _copysign, "heaviside": _heaviside, "sgn": _sgn, "addcmul": _addcmul,
    "xdivy": _xdivy, "soft_shrink": _soft_shrink, "inv": _inv,
    "ldexp": _ldexp,
    "value": lambda self: self,
    "has_init": property(lambda self: False),
    "addcdiv": _no_cpu_kernel("addcdiv", "AddcdivExt"),
    "fmin": _unsupported_op("fmin", "Fmin"), "fills": _unsupported_op("fills", "Fills"),
}

install(Tensor, MORE_METHODS_2, only_missing=True)
