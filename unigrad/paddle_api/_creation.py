"""Tensor creation: ones, zeros, full, *_like, arange, linspace, eye, random ops, seed.

Shapes are paddle's (a list, a tuple, an int or a Tensor); float tensors
default to ``paddle.get_default_dtype()``; new tensors go to the current
device (``paddle.set_device``) and are created with ``stop_gradient=True``.
"""

import builtins

import numpy as np
import torch

from unigrad.paddle_api import _dtype, _place, _random, ops
from unigrad.paddle_api.tensor import Tensor, to_tensor, wrap

__all__ = [
    "to_tensor", "ones", "zeros", "full", "empty", "ones_like", "zeros_like", "full_like", "empty_like",
    "arange", "linspace", "logspace", "eye", "diag", "meshgrid", "rand", "randn", "uniform", "normal",
    "standard_normal", "randint", "randperm", "seed", "get_rng_state", "set_rng_state", "clone",
    "complex", "range", "as_tensor", "asarray", "from_numpy", "iinfo", "finfo", "manual_seed", "rand_like",
    "randn_like", "diagflat", "histogram_bin_edges",
]


def _shape(shape):
    if isinstance(shape, Tensor):
        return [int(v) for v in shape._torch.reshape(-1).tolist()]
    if isinstance(shape, int):
        return [shape]
    return [int(s._torch.item()) if isinstance(s, Tensor) else int(s) for s in shape]


#: paddle's C++ argument check, quoted in its errors as ``(at <file>:<line>)``.
_LIST_OF_INT_CHECK = "/paddle/paddle/fluid/pybind/op_function_common.cc:708"
_SHAPE_TYPE_CHECK = "/paddle/paddle/fluid/pybind/eager_utils.cc:2669"


def _checked_shape(shape, kernel, int_as_list=True):
    """``shape`` as a list of ints, refused as paddle refuses it for its ``kernel`` ("full", "empty",
    "gaussian" or "uniform"): elements must be ints (or Tensors holding ints), sizes no less than 0.

    Beyond a list, tuple or Tensor (or an int where the function accepts one), paddle takes any object
    with ``astype`` (a NumPy scalar); others fail on that ``astype``, except that ``full``'s family reads
    None as ``[]`` and refuses the rest with a TypeError.
    """
    if int_as_list and isinstance(shape, int):
        shape = [shape]
    if isinstance(shape, (list, tuple)):
        sizes = []
        for position, item in enumerate(shape):
            value = item._torch.item() if isinstance(item, Tensor) else item
            if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
                raise TypeError(f"(InvalidType) {kernel}(): argument (position 1) must be list of int, but got "
                                f"{type(value).__name__} at pos {position} (at {_LIST_OF_INT_CHECK})")
            sizes.append(int(value))
    elif isinstance(shape, Tensor) or hasattr(shape, "astype"):
        sizes = [int(v) for v in np.asarray(shape.numpy() if isinstance(shape, Tensor) else shape).reshape(-1)]
    elif kernel == "full" and shape is None:
        sizes = []
    elif kernel == "full":
        raise TypeError(f"(InvalidType) full(): argument (position 1) must be list, tuple, int, or Tensor, but got "
                        f"{type(shape).__name__} (at {_SHAPE_TYPE_CHECK})")
    else:
        raise AttributeError(f"'{type(shape).__name__}' object has no attribute 'astype'")
    negative = next((i for i, size in enumerate(sizes) if size < 0), None)
    if negative is not None and kernel in ("full", "empty"):
        raise ValueError(f"(InvalidArgument) Each value of attribute 'shape' is expected to be no less than 0. But "
                         f"received: shape[{negative}] = {sizes[negative]}; shape = {sizes}.")
    if negative is not None:
        raise RuntimeError("(PreconditionNotMet) The meta data must be valid when call the mutable data function.")
    return sizes


def _float(dtype):
    return _dtype.to_torch(dtype if dtype is not None else _dtype.get_default_dtype())


def _finish(t, requires_grad=False):
    out = wrap(t)
    if requires_grad:
        out.stop_gradient = False
    return out


def _device(device):
    return _place.current_device() if device is None else _place._parse(device)


def ones(shape, dtype=None, name=None, *, out=None, device=None, requires_grad=False, pin_memory=False):
    return _finish(torch.ones(_checked_shape(shape, "full"), dtype=_float(dtype), device=_device(device)), requires_grad)


def zeros(shape, dtype=None, name=None, *, out=None, device=None, requires_grad=False, pin_memory=False):
    return _finish(torch.zeros(_checked_shape(shape, "full"), dtype=_float(dtype), device=_device(device)), requires_grad)


def empty(shape, dtype=None, name=None, *, out=None, device=None, requires_grad=False, pin_memory=False):
    target = _dtype.to_torch_listed(dtype if dtype is not None else _dtype.get_default_dtype())
    return _finish(torch.empty(_checked_shape(shape, "empty"), dtype=target, device=_device(device)), requires_grad)


def full(shape, fill_value, dtype=None, name=None, *, out=None, device=None, requires_grad=False, pin_memory=False):
    if isinstance(fill_value, Tensor):
        fill_value = fill_value._torch.item()
    if dtype is None:
        dtype = "bool" if isinstance(fill_value, bool) else None
    return _finish(torch.full(_checked_shape(shape, "full"), fill_value, dtype=_float(dtype), device=_device(device)), requires_grad)


def _like(x, dtype):
    return x._torch.dtype if dtype is None else _dtype.to_torch(dtype)


_NO_ARGUMENT = object()


def _x_or_input(function, x, input):
    """The tensor a ``*_like`` function was given, as ``x`` or as torch's name ``input`` (paddle 3's alias)."""
    if input is _NO_ARGUMENT:
        if x is _NO_ARGUMENT:
            raise TypeError(f"{function}() missing 1 required positional argument: 'x'")
        return x
    if x is not _NO_ARGUMENT:
        raise TypeError(f"{function}() got multiple values for argument 'x'")
    return input


def ones_like(x=_NO_ARGUMENT, dtype=None, name=None, *, device=None, requires_grad=False, pin_memory=False,
              input=_NO_ARGUMENT):
    x = _x_or_input("ones_like", x, input)
    return _finish(torch.ones_like(x._torch, dtype=_like(x, dtype), device=device and _place._parse(device)),
                   requires_grad)


def zeros_like(x=_NO_ARGUMENT, dtype=None, name=None, *, device=None, requires_grad=False, pin_memory=False,
               input=_NO_ARGUMENT):
    x = _x_or_input("zeros_like", x, input)
    return _finish(torch.zeros_like(x._torch, dtype=_like(x, dtype), device=device and _place._parse(device)),
                   requires_grad)


def empty_like(x=_NO_ARGUMENT, dtype=None, name=None, *, device=None, requires_grad=False, pin_memory=False,
               input=_NO_ARGUMENT):
    x = _x_or_input("empty_like", x, input)
    target = x._torch.dtype if dtype is None else _dtype.to_torch_listed(dtype)
    return _finish(torch.empty_like(x._torch, dtype=target, device=device and _place._parse(device)),
                   requires_grad)


def full_like(x=_NO_ARGUMENT, fill_value=_NO_ARGUMENT, dtype=None, name=None, *, device=None, requires_grad=False,
              pin_memory=False, input=_NO_ARGUMENT):
    x = _x_or_input("full_like", x, input)
    if fill_value is _NO_ARGUMENT:
        raise TypeError("full_like() missing 1 required positional argument: 'fill_value'")
    target = device and _place._parse(device)
    return _finish(torch.full_like(x._torch, fill_value, dtype=_like(x, dtype), device=target), requires_grad)


def _number(value):
    return value._torch.item() if isinstance(value, Tensor) else value


def arange(start=0, end=None, step=1, dtype=None, *, out=None, device=None, requires_grad=False,
           pin_memory=False, name=None):
    start, end, step = _number(start), _number(end), _number(step)
    if end is None:
        start, end = 0, start
    if dtype is None:
        is_int = all(isinstance(v, (int, np.integer)) for v in (start, end, step))
        target = torch.int64 if is_int else _float(None)
    else:
        target = _dtype.to_torch(dtype)
    return _finish(torch.arange(start, end, step, dtype=target, device=_device(device)), requires_grad)


def linspace(start, stop, num, dtype=None, name=None, *, out=None, device=None, requires_grad=False):
    """``paddle.linspace`` as paddle's kernel computes it (measured): start and stop cast to the dtype, the step
    from their difference, the first half counted up from start, the rest down from stop; all in the dtype for
    floats, in float64 for integers (the results truncated)."""
    target, count = _float(dtype), int(_number(num))
    work = target if target.is_floating_point else torch.float64
    ends = torch.tensor([_number(start), _number(stop)], dtype=torch.float64).to(target).to(work)
    first, last = ends[0], ends[1]
    if count <= 1:
        values = first.reshape(1)[:count]
    else:
        step = (last - first) / (count - 1)
        i = torch.arange(count, dtype=work)
        values = torch.where(i < count // 2, first + step * i, last - step * (count - 1 - i))
    return _finish(values.to(target).to(_device(device)), requires_grad)


def logspace(start, stop, num, base=10.0, dtype=None, name=None):
    return wrap(torch.logspace(_number(start), _number(stop), int(_number(num)), base, dtype=_float(dtype),
                               device=_device(None)))


def eye(num_rows, num_columns=None, dtype=None, name=None, *, out=None, device=None, requires_grad=False,
        pin_memory=False):
    rows = int(_number(num_rows))
    cols = rows if num_columns is None else int(_number(num_columns))
    return _finish(torch.eye(rows, cols, dtype=_float(dtype), device=_device(device)), requires_grad)


def diag(x, offset=0, padding_value=0, name=None):
    t = x._torch
    if t.dim() == 1 and padding_value:
        n = t.shape[0] + abs(offset)
        base = torch.full((n, n), padding_value, dtype=t.dtype, device=t.device)
        return wrap(base + torch.diag(t, offset) - torch.diag(torch.full_like(t, padding_value), offset))
    return wrap(torch.diag(t, offset))


def meshgrid(*args, **kwargs):
    tensors = args[0] if len(args) == 1 and isinstance(args[0], (list, tuple)) else args
    return [wrap(t) for t in torch.meshgrid(*[t._torch for t in tensors], indexing="ij")]


def seed(seed):
    """Reseed paddle's CPU generator (its numbers are reproduced) and torch's (used on CUDA)."""
    torch.manual_seed(seed)
    return _random.seed(seed)


def get_rng_state(device=None):
    """The generator states: paddle's CPU generator, or torch's CUDA generators for a GPU ``device``."""
    if device is not None and _place._parse(device).type != "cpu":
        return list(torch.cuda.get_rng_state_all())
    return [_random.default_generator().get_state()]


def set_rng_state(state_list, device=None):
    if device is not None and _place._parse(device).type != "cpu":
        torch.cuda.set_rng_state_all(state_list)
    else:
        _random.default_generator().set_state(state_list[0])


#: paddle's CPU random kernels and the dtypes each is registered for, in paddle's order.
_FLOAT_KERNEL = ("float64", "complex128", "float16", "float32", "complex64", "bfloat16")
_RANDOM_KERNELS = {"uniform": _FLOAT_KERNEL, "gaussian": _FLOAT_KERNEL, "randint": ("int64", "int32")}


def _random_dtype(kernel, torch_dtype):
    """``torch_dtype`` if paddle's ``kernel`` exists for it, else paddle's kernel-lookup error."""
    name = _dtype.from_torch(torch_dtype)._str[7:]
    supported = _RANDOM_KERNELS[kernel]
    if name not in supported:
        raise RuntimeError(
            f"(NotFound) The kernel with key (CPU, Undefined(AnyLayout), {name}) of kernel `{kernel}` is not "
            f"registered. Selected wrong DataType `{name}`. Paddle support following DataTypes: "
            f"{', '.join(supported)}.\n  [Hint: Expected kernel_iter == iter->second.end() && kernel_key.backend() "
            "== Backend::CPU != true, but received kernel_iter == iter->second.end() && kernel_key.backend() == "
            "Backend::CPU:1 == true:1.] (at /paddle/paddle/phi/core/kernel_factory.cc:317)\n"
        )
    return torch_dtype


def rand(shape, dtype=None, name=None, *, out=None, device=None, requires_grad=False, pin_memory=False):
    target = _random_dtype("uniform", _float(dtype))
    return _finish(_random.draw("uniform", _checked_shape(shape, "uniform"), dtype=target, device=_device(device)), requires_grad)


def randn(shape, dtype=None, name=None, *, out=None, device=None, requires_grad=False, pin_memory=False):
    target = _random_dtype("gaussian", _float(dtype))
    return _finish(_random.draw("gaussian", _checked_shape(shape, "gaussian"), dtype=target, device=_device(device)), requires_grad)


def standard_normal(shape, dtype=None, name=None, *, out=None, device=None, requires_grad=False):
    """``paddle.standard_normal``: ``randn`` but for an int shape, which paddle refuses here."""
    target = _random_dtype("gaussian", _float(dtype))
    values = _random.draw("gaussian", _checked_shape(shape, "gaussian", int_as_list=False), dtype=target,
                          device=_device(device))
    return _finish(values, requires_grad)


def gaussian(shape, mean=0.0, std=1.0, seed=0, dtype=None, name=None):
    """``paddle.tensor.random.gaussian``: normal values of the default float dtype (or ``dtype``)."""
    target = _random_dtype("gaussian", _float(dtype))
    return wrap(_random.draw("gaussian", _checked_shape(shape, "gaussian", int_as_list=False), mean=mean, std=std, dtype=target, device=_device(None)))


def uniform(shape, dtype=None, min=0, max=1.0, seed=0, name=None, *, out=None, device=None,
            requires_grad=False):
    target = _random_dtype("uniform", _float(dtype))
    values = _random.draw("uniform", _checked_shape(shape, "uniform", int_as_list=False), low=min, high=max, dtype=target, seed=seed, device=_device(device))
    return _finish(values, requires_grad)


def normal(mean=0.0, std=1.0, shape=None, name=None, *, out=None):
    """A tensor ``mean`` or ``std`` sets the shape and dtype: standard normals scaled and shifted, as paddle does."""
    if isinstance(mean, Tensor) or isinstance(std, Tensor):
        like = mean if isinstance(mean, Tensor) else std
        if isinstance(mean, Tensor) and isinstance(std, Tensor):
            # paddle reshapes std to the shape of mean given as a tensor (which fails for a 1-D mean, see reshape)
            std = ops.reshape(std if mean._torch.is_complex() else std.astype(mean.dtype), ops.shape(mean))
        noise = _random.draw("gaussian", list(like._torch.shape), dtype=like._torch.dtype, device=like._torch.device)
        scale = std._torch.to(noise.dtype).reshape(noise.shape) if isinstance(std, Tensor) else float(std)
        return wrap(noise * scale + (mean._torch if isinstance(mean, Tensor) else mean))
    dtype = torch.complex64 if isinstance(mean, builtins.complex) else _float(None)
    return wrap(_random.draw("gaussian", _checked_shape(shape if shape is not None else [1], "gaussian", False), mean=mean, std=std, dtype=dtype,
                             device=_device(None)))


def randint(low=0, high=None, shape=[1], dtype=None, name=None):
    if high is None:
        low, high = 0, low
    target = _random_dtype("randint", torch.int64 if dtype is None else _dtype.to_torch(dtype))
    if low >= high:
        raise ValueError(
            f"(InvalidArgument) randint's low must less then high, but received: low = {low}, high = {high}.\n"
            f"  [Hint: Expected low < high, but received low:{low} >= high:{high}.] "
            "(at /paddle/paddle/phi/infermeta/nullary.cc:308)\n"
        )
    return wrap(_random.draw("randint", low, high, _shape(shape), dtype=target, device=_device(None)))


def randperm(n, dtype="int64", name=None):
    return wrap(_random.draw("randperm", n, dtype=_dtype.to_torch(dtype), device=_device(None)))


def clone(x, name=None):
    return wrap(x._torch.clone())


def complex(real, imag, name=None):
    return wrap(torch.complex(real._torch, imag._torch))


def range(start=0, end=None, step=1, dtype=None, *, out=None, device=None, requires_grad=False,  # noqa: A001
          name=None):
    """``paddle.range`` (deprecated in paddle): ``start`` to ``end`` inclusive by ``step``, of the default float
    dtype unless ``dtype`` says otherwise."""
    start, end, step = _number(start), _number(end), _number(step)
    if end is None:
        start, end = 0, start
    target = _float(dtype)
    count = int(np.floor((end - start) / step)) + 1 if (end - start) * step >= 0 else 0
    values = torch.arange(builtins.max(count, 0), dtype=torch.float64) * step + start
    return _finish(values.to(target).to(_device(device)), requires_grad)


def as_tensor(data, dtype=None, device=None, requires_grad=False, pin_memory=False):
    """``paddle.as_tensor``: ``paddle.tensor(data, dtype, device, requires_grad)``."""
    out = to_tensor(data.detach() if isinstance(data, Tensor) else data, dtype=dtype, place=device)
    out.stop_gradient = not requires_grad
    return out


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False):
    """``paddle.asarray``: ``paddle.tensor(obj, dtype, device, requires_grad)``."""
    return as_tensor(obj, dtype=dtype, device=device, requires_grad=requires_grad)


def from_numpy(ndarray):
    """``paddle.from_numpy``: a tensor of a NumPy array's values and dtype."""
    if not isinstance(ndarray, np.ndarray):
        raise TypeError(f"The input type of from_numpy() must be numpy.ndarray, but received {type(ndarray)}. "
                        "To convert other types to tensor, please use paddle.tensor() instead.")
    return as_tensor(ndarray)


def manual_seed(seed_value):
    """``paddle.manual_seed``: ``paddle.seed``."""
    return seed(seed_value)


def rand_like(input, name=None, *, dtype=None, device=None, requires_grad=False):  # noqa: A002 - paddle's name
    """``paddle.rand_like``: ``paddle.rand`` of ``input``'s shape and (by default) dtype."""
    return rand(list(input._torch.shape), dtype=input.dtype if dtype is None else dtype, device=device,
                requires_grad=requires_grad)


def randn_like(x, dtype=None, name=None, *, device=None, requires_grad=False):
    """``paddle.randn_like``: ``paddle.randn`` of ``x``'s shape and (by default) dtype."""
    return randn(list(x._torch.shape), dtype=x.dtype if dtype is None else dtype, device=device,
                 requires_grad=requires_grad)


class _TypeInfo:
    """A ``paddle.iinfo`` / ``paddle.finfo`` result: the dtype's limits, printed as paddle prints them."""

    def __init__(self, kind, fields):
        self._kind, self._fields = kind, fields
        for key, value in fields.items():
            setattr(self, key, value)

    def __repr__(self):
        shown = ", ".join(f"{key}={value:g}" if isinstance(value, builtins.float) else f"{key}={value}"
                          for key, value in self._fields.items())
        return f"paddle.{self._kind}({shown})"

    __str__ = __repr__


_IINFO_TYPES = ("int8", "int16", "int32", "int64", "uint8")
_FINFO_TYPES = {"float32": "float32", "float64": "float64", "float16": "float16", "bfloat16": "bfloat16",
                "complex64": "float32", "complex128": "float64"}


def _dtype_name(dtype):
    try:
        return _dtype.from_torch(_dtype.to_torch(dtype))._str[7:]
    except (TypeError, ValueError, KeyError):
        return None


def iinfo(dtype):
    """``paddle.iinfo``: an integer dtype's min, max and bits."""
    name = _dtype_name(dtype)
    if name not in _IINFO_TYPES:
        raise ValueError("(InvalidArgument) the argument of paddle.iinfo can only be paddle.int8, paddle.int16, "
                         "paddle.int32, paddle.int64, or paddle.uint8 (at /paddle/paddle/fluid/pybind/pybind.cc:518)\n")
    info = torch.iinfo(_dtype.to_torch(name))
    return _TypeInfo("iinfo", {"min": info.min, "max": info.max, "bits": info.bits, "dtype": name})


def finfo(dtype):
    """``paddle.finfo``: a floating dtype's limits, eps, resolution and bits."""
    name = _FINFO_TYPES.get(_dtype_name(dtype))
    if name is None:
        raise ValueError("(InvalidArgument) The argument of paddle.finfo can only be paddle.float32, paddle.float64, "
                         "paddle.float16, paddle.bfloat16, paddle.float8_e4m3fn, paddle.float8_e5m2, paddle.complex64 "
                         "or paddle.complex128 (at /paddle/paddle/fluid/pybind/pybind.cc:572)\n")
    info = torch.finfo(_dtype.to_torch(name))
    return _TypeInfo("finfo", {"min": builtins.float(info.min), "max": builtins.float(info.max),
                               "eps": builtins.float(info.eps), "resolution": builtins.float(info.resolution),
                               "smallest_normal": builtins.float(info.smallest_normal),
                               "tiny": builtins.float(info.tiny), "bits": info.bits, "dtype": name})


def diagflat(x, offset=0, name=None):
    """``paddle.diagflat``: ``x`` flattened onto a diagonal of a new 2-D tensor (paddle's diag of the flattened)."""
    return diag(x if x.ndim <= 1 else ops.flatten(x), offset)


def histogram_bin_edges(input, bins=100, min=0.0, max=0.0, name=None):  # noqa: A002 - paddle's names
    """``paddle.histogram_bin_edges``: ``bins + 1`` edges by ``paddle.linspace`` over [min, max] (the data's range
    when both are 0; widened by 0.5 each way when empty)."""
    min, max = builtins.float(min), builtins.float(max)  # noqa: A001
    if max == 0.0 and min == 0.0:
        min, max = ops.min(input), ops.max(input)  # noqa: A001
    elif max < min:
        raise ValueError("max must be larger than min in range parameter")
    if builtins.float(min - max) == 0.0:
        max, min = max + 0.5, min - 0.5  # noqa: A001
    return linspace(min, max, bins + 1)
