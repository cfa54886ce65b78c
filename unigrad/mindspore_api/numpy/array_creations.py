"""``mindspore.numpy``'s array creation (``array``, ``zeros``, ``arange``, ``linspace``, ``eye`` ...) on torch.

MindSpore's defaults: Python ints give int32, floats float32, bools bool;
``zeros``/``ones``/``eye``/``identity``/``empty`` are float32 unless told;
``*_like`` keep the prototype's dtype.
"""

import math

import numpy as np
import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _box, default_device
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api.numpy._convert import as_torch, boxed, float_of, promoted, torch_dtype

_ALLOWED_DTYPES = ("['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', 'np.uint16', "
                   "'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', 'np.float64', 'np.bool_'] "
                   "are allowed")


def _dtype(dtype, default=torch.float32):
    if dtype is None:
        return default
    try:
        return mstype.to_torch(dtype)
    except TypeError:
        raise TypeError(f"only {_ALLOWED_DTYPES}, but got {dtype}") from None


def _shape(shape):
    if isinstance(shape, int) and not isinstance(shape, bool):
        shape = (shape,)
    if isinstance(shape, list):
        shape = tuple(shape)
    if not isinstance(shape, tuple):
        raise TypeError(f"input shape should be int or tuple of int, but got {type(shape).__name__}")
    for entry in shape:
        if isinstance(entry, bool) or not isinstance(entry, int):
            raise TypeError("each entry in shape should be int.")
        if entry < 0:
            raise ValueError("each entry in shape should no less than 0.")
    return shape


def _check_array_input(obj):
    if not isinstance(obj, (TensorBox, list, tuple, int, float, bool)):
        raise TypeError(f"input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got {type(obj)}")


def _same_tensor(obj, dtype):
    """Whether ``obj`` is a Tensor that already has ``dtype``: MindSpore then hands it back itself."""
    return isinstance(obj, TensorBox) and (dtype is None or mstype.to_torch(dtype) == obj._torch.dtype)


def array(obj, dtype=None, copy=True, ndmin=0):
    _check_array_input(obj)
    if not copy and ndmin <= getattr(obj, "ndim", -1) and _same_tensor(obj, dtype):
        return obj
    t = as_torch(obj)
    if isinstance(obj, TensorBox) and copy:
        t = t.clone()
    if t.dim() < ndmin:
        t = t.reshape((1,) * (ndmin - t.dim()) + tuple(t.shape))
    return boxed(t, dtype)


def asarray(a, dtype=None):
    _check_array_input(a)
    if _same_tensor(a, dtype):
        return a
    return boxed(as_torch(a), dtype)


def asfarray(a, dtype=mstype.float32):
    _check_array_input(a)
    target = _dtype(dtype)
    if not target.is_floating_point:
        target = torch.float32
    return _box(as_torch(a).to(target))


def _filled(shape, value, dtype):
    return _box(torch.full(_shape(shape), value, dtype=_dtype(dtype), device=default_device()))


def zeros(shape, dtype=mstype.float32):
    return _filled(shape, 0, dtype)


def ones(shape, dtype=mstype.float32):
    return _filled(shape, 1, dtype)


def empty(shape, dtype=mstype.float32):
    return _filled(shape, 0, dtype)  # MindSpore's empty is zero-filled


def full(shape, fill_value, dtype=None):
    shape = _shape(shape)
    if isinstance(fill_value, (TensorBox, list, tuple)):
        value = as_torch(fill_value)
        target = _dtype(dtype, value.dtype)
        return _box(value.to(target).broadcast_to(shape).clone())
    default = torch.bool if isinstance(fill_value, bool) else torch.int32 if isinstance(fill_value, int) else torch.float32
    return _box(torch.full(shape, fill_value, dtype=_dtype(dtype, default), device=default_device()))


def _like(fill):
    def like(a, dtype=None, shape=None):
        t = as_torch(a)
        shape = tuple(t.shape) if shape is None else _shape(shape)
        return _box(torch.full(shape, fill, dtype=_dtype(dtype, t.dtype), device=t.device))

    return like


zeros_like = _like(0)
ones_like = _like(1)
empty_like = _like(0)


def full_like(a, fill_value, dtype=None, shape=None):
    t = as_torch(a)
    shape = tuple(t.shape) if shape is None else _shape(shape)
    return _box(as_torch(fill_value).to(_dtype(dtype, t.dtype)).broadcast_to(shape).clone())


def arange(start, stop=None, step=None, dtype=None):
    if stop is None:
        start, stop = 0, start
    if step is None:
        step = 1
    values = [v._torch.item() if isinstance(v, TensorBox) else v for v in (start, stop, step)]
    if values[2] == 0:
        raise ZeroDivisionError("float division by zero")
    default = torch.int32 if all(isinstance(v, int) for v in values) else torch.float32
    count = max(math.ceil((values[1] - values[0]) / values[2]), 0)
    target = _dtype(dtype, default)
    if target.is_floating_point:
        t = values[0] + torch.arange(count, dtype=torch.float32) * values[2]
        return _box(t.to(target))
    return _box(torch.arange(values[0], values[1], values[2], dtype=torch.int64).to(target))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    if num <= 0:
        raise ValueError("cannot support Tensor with num=0.")
    low, high = float_of(as_torch(start)).float(), float_of(as_torch(stop)).float()
    low, high = torch.broadcast_tensors(low, high)
    divisor = num - 1 if endpoint else num
    delta = (high - low) / divisor if divisor > 0 else torch.full_like(low, float("nan"))
    steps = torch.arange(num, dtype=torch.float32).reshape((num,) + (1,) * low.dim())
    out = low + steps * delta if divisor > 0 else low.unsqueeze(0).expand((num,) + tuple(low.shape))
    if endpoint and num > 1:
        out = torch.cat([out[:-1], high.unsqueeze(0)])
    out = torch.movedim(out, 0, axis)
    target = _dtype(dtype)
    out = out.to(target)
    return (_box(out), _box(delta)) if retstep else _box(out)


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    exponents = linspace(start, stop, num, endpoint, dtype=None, axis=axis)._torch
    return _box(torch.pow(torch.tensor(base, dtype=torch.float32), exponents).to(_dtype(dtype)))


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    low, high = float_of(as_torch(start)).float(), float_of(as_torch(stop)).float()
    root = num - 1 if endpoint else num
    bases = torch.pow(high / low, torch.tensor(1.0 / root, dtype=torch.float32))
    exponents = linspace(_box(torch.zeros_like(bases)), _box(torch.full_like(bases, root)), num, endpoint,
                         axis=axis)._torch
    return _box((torch.pow(bases.unsqueeze(axis), exponents) * low.unsqueeze(axis)).to(_dtype(dtype)))


def eye(N, M=None, k=0, dtype=mstype.float32):
    rows, columns = N, N if M is None else M
    out = torch.zeros((rows, columns), dtype=_dtype(dtype))
    out.diagonal(k).fill_(1) if -rows < k < columns else None
    return _box(out)


def identity(n, dtype=mstype.float32):
    return eye(n, dtype=dtype)


def tri(N, M=None, k=0, dtype=mstype.float32):
    columns = N if M is None else M
    return _box(torch.ones((N, columns), dtype=torch.bool).tril(k).to(_dtype(dtype)))


def tril(m, k=0):
    t = as_torch(m)
    if t.dim() == 1:
        t = t.broadcast_to((t.shape[0], t.shape[0]))
    return _box(torch.tril(t, k))


def triu(m, k=0):
    t = as_torch(m)
    if t.dim() == 1:
        t = t.broadcast_to((t.shape[0], t.shape[0]))
    return _box(torch.triu(t, k))


def _indices_pair(rows, columns):
    return _box(rows.to(torch.int32)), _box(columns.to(torch.int32))


def tril_indices(n, k=0, m=None):
    mask = torch.ones((n, n if m is None else m), dtype=torch.bool).tril(k)
    return _indices_pair(*mask.nonzero(as_tuple=True))


def triu_indices(n, k=0, m=None):
    mask = torch.ones((n, n if m is None else m), dtype=torch.bool).triu(k)
    return _indices_pair(*mask.nonzero(as_tuple=True))


def tril_indices_from(arr, k=0):
    t = as_torch(arr)
    if t.dim() != 2:
        raise ValueError("input array must be 2-d")
    return tril_indices(t.shape[-2], k, t.shape[-1])


def triu_indices_from(arr, k=0):
    t = as_torch(arr)
    if t.dim() != 2:
        raise ValueError("input array must be 2-d")
    return triu_indices(t.shape[-2], k, t.shape[-1])


def diag(v, k=0):
    t = as_torch(v)
    if t.dim() == 1:
        return _box(torch.diag(t, k))
    if t.dim() == 2:
        return _box(torch.diagonal(t, k).clone())
    raise ValueError("Input must be 1- or 2-d.")


def diagflat(v, k=0):
    return _box(torch.diag(as_torch(v).reshape(-1), k))


def diagonal(a, offset=0, axis1=0, axis2=1):
    return _box(torch.diagonal(as_torch(a), offset, axis1, axis2).clone())


def diag_indices(n, ndim=2):
    index = _box(torch.arange(n, dtype=torch.int32))
    return (index,) * ndim


def trace(a, offset=0, axis1=0, axis2=1, dtype=None):
    return boxed(torch.diagonal(as_torch(a), offset, axis1, axis2).sum(-1), dtype)


def meshgrid(*xi, sparse=False, indexing="xy"):
    if indexing not in ("xy", "ij"):
        raise ValueError(f"Valid values for `indexing` are 'xy' and 'ij'.")
    tensors = [as_torch(x).reshape(-1) for x in xi]
    count = len(tensors)
    if sparse:
        out = []
        for i, t in enumerate(tensors):
            shape = [1] * count
            position = (1 if i == 0 else 0 if i == 1 else i) if indexing == "xy" and count > 1 else i
            shape[position] = t.numel()
            out.append(_box(t.reshape(shape)))
        return out
    return [_box(g.contiguous()) for g in torch.meshgrid(*tensors, indexing=indexing)]


def indices(dimensions, dtype=mstype.int32, sparse=False):
    if not isinstance(dimensions, (tuple, list)):
        raise TypeError("Shape of the grid must be tuple or list")
    return meshgrid(*[arange(d, dtype=dtype) for d in dimensions], sparse=sparse, indexing="ij")


def _short_window(M):
    """Windows of fewer than two points are ones (MindSpore's ``ones(max(0, M))``)."""
    return _box(torch.ones(max(0, M), dtype=torch.float32)) if M < 2 else None


def _f32(value):
    return torch.tensor(value, dtype=torch.float32)


def bartlett(M):
    short = _short_window(M)
    if short is not None:
        return short
    n, m_minus_one = torch.arange(M, dtype=torch.float32), _f32(M - 1)
    return _box(1 - torch.abs(2 * n - m_minus_one) / m_minus_one)


def blackman(M):
    short = _short_window(M)
    if short is not None:
        return short
    n_doubled = torch.arange(1 - M, M, 2, dtype=torch.float32)
    cos = KERNELS["cos"]
    return _box(_f32(0.42) + _f32(0.5) * cos(_f32(math.pi / (M - 1)) * n_doubled)
                + _f32(0.08) * cos(_f32(2 * math.pi / (M - 1)) * n_doubled))


def _raised_cosine(a, b):
    def window(M):
        short = _short_window(M)
        if short is not None:
            return short
        n = torch.arange(M, dtype=torch.float32)
        return _box(_f32(a) - _f32(b) * KERNELS["cos"](_f32(2 * math.pi / (M - 1)) * n))

    return window


hamming = _raised_cosine(0.54, 0.46)
hanning = _raised_cosine(0.5, 0.5)


class _Grid:
    """``mgrid`` / ``ogrid``: index with slices to get a dense or open mesh (``mgrid[0:5, 0:5]``)."""

    def __init__(self, sparse):
        self._sparse = sparse

    def __getitem__(self, keys):
        single = isinstance(keys, slice)
        keys = (keys,) if single else keys
        ranges = []
        for key in keys:
            start = 0 if key.start is None else key.start
            step = 1 if key.step is None else key.step
            if isinstance(step, complex):
                ranges.append(linspace(start, key.stop, int(abs(step)))._torch)
            else:
                ranges.append(arange(start, key.stop, step)._torch)
        if single:
            return _box(ranges[0])
        grids = torch.meshgrid(*ranges, indexing="ij")
        if self._sparse:
            out = []
            for i, r in enumerate(ranges):
                shape = [1] * len(ranges)
                shape[i] = r.numel()
                out.append(_box(r.reshape(shape)))
            return out
        return _box(torch.stack(promoted(*grids)))


mgrid = _Grid(sparse=False)
ogrid = _Grid(sparse=True)


def ix_(*args):
    out = []
    for i, arg in enumerate(args):
        t = as_torch(arg)
        if t.dim() != 1:
            raise ValueError("Cross index must be 1 dimensional")
        if t.dtype == torch.bool:
            t = t.nonzero().reshape(-1).to(torch.int32)
        shape = [1] * len(args)
        shape[i] = t.numel()
        out.append(_box(t.reshape(shape)))
    return tuple(out)


def vander(x, N=None, increasing=False):
    t = as_torch(x)
    if t.dim() != 1:
        raise ValueError("x should be 1-D")
    count = t.numel() if N is None else N
    powers = torch.arange(count)
    if not increasing:
        powers = torch.flip(powers, (0,))
    return _box(t.unsqueeze(-1) ** powers.to(t.dtype))


def histogram_bin_edges_placeholder():
    raise NotImplementedError


__all__ = [
    "array", "asarray", "asfarray", "zeros", "ones", "empty", "full", "zeros_like", "ones_like", "empty_like",
    "full_like", "arange", "linspace", "logspace", "geomspace", "eye", "identity", "tri", "tril", "triu",
    "tril_indices", "triu_indices", "tril_indices_from", "triu_indices_from", "diag", "diagflat", "diagonal",
    "diag_indices", "trace", "meshgrid", "indices", "bartlett", "blackman", "hamming", "hanning", "mgrid", "ogrid",
    "ix_", "vander",
]
del histogram_bin_edges_placeholder
