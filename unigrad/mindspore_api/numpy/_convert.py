"""How ``mindspore.numpy`` turns its arguments into tensors and picks result dtypes.

Measured on MindSpore 2.10 (CPU): Python numbers, lists and tuples become
tensors of int32 / float32 / bool (64-bit kinds narrowed to 32), Tensors keep
their dtype (float64 included), numpy arrays are refused ("Expect input to be
array like."). Two inputs promote by their dtypes alone, whatever their ranks
(a 0-D float32 next to a float16 array gives float32, unlike torch's rule),
which is torch's ``promote_types`` table on the two dtypes.
"""

import types

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _box, _from_data

_NARROWED = {torch.float64: torch.float32, torch.int64: torch.int32}
FLOATS = (torch.float16, torch.float32, torch.float64, torch.bfloat16)


def as_torch(value):
    """``value`` as a torch tensor: a Tensor's own, Python data as MindSpore's numpy makes it."""
    if isinstance(value, TensorBox):
        return value._torch
    if isinstance(value, (bool, int, float, list, tuple)):
        if isinstance(value, (list, tuple)):
            value = [v._torch.tolist() if isinstance(v, TensorBox) else v for v in value] if value else value
        t = _from_data(value if value != [] and value != () else [], None)
        return t.to(_NARROWED.get(t.dtype, t.dtype))
    raise TypeError("Expect input to be array like.")


def as_torch_exact(value):
    """``value`` as a torch tensor, keeping Python ints as int64 (MindSpore's ``_to_tensor_origin_dtype``)."""
    if isinstance(value, TensorBox):
        return value._torch
    if isinstance(value, (bool, int, float, list, tuple)):
        return _from_data(value, None)
    raise TypeError("Expect input to be array like.")


def promoted(*tensors):
    """``tensors`` cast to their common dtype (promotion by dtype only, not by rank)."""
    dtype = tensors[0].dtype
    if len(tensors) == 2 and tensors[1].dtype == dtype:
        return tensors
    for t in tensors[1:]:
        dtype = torch.promote_types(dtype, t.dtype)
    return tuple(t if t.dtype == dtype else t.to(dtype) for t in tensors)


def torch_dtype(dtype):
    """A MindSpore dtype, numpy dtype, string or Python type as torch's (None stays None)."""
    return None if dtype is None else mstype.to_torch(dtype)


def boxed(t, dtype=None):
    """A ``mindspore.Tensor`` around ``t``, cast to ``dtype`` when one is given (the ``dtype=`` argument)."""
    if dtype is not None:
        target = mstype.to_torch(dtype)
        if t.dtype != target:
            t = t.to(target)
    return _box(t)


def alias(function, name):
    """A copy of ``function`` named ``name``: numpy's second names (``fabs``, ``radians``) are functions of their own,
    so that each is claimed and documented under its name, at no cost per call."""
    copy = types.FunctionType(function.__code__, function.__globals__, name, function.__defaults__, function.__closure__)
    copy.__kwdefaults__, copy.__doc__, copy.__qualname__ = function.__kwdefaults__, function.__doc__, name
    return copy


def float_of(t):
    """``t`` itself when floating, else as float32 (MindSpore's numpy computes integers in float32)."""
    return t if t.dtype in FLOATS else t.to(torch.float32)


def axes_of(axis, ndim):
    """``axis`` (None, an int, a list or tuple) as a tuple of non-negative axes, checked against ``ndim``."""
    if axis is None:
        return tuple(range(ndim))
    items = (axis,) if isinstance(axis, int) else tuple(axis)
    out = []
    for a in items:
        if isinstance(a, bool) or not isinstance(a, int):
            raise TypeError(f"axis should be int, tuple or list, but got {type(a).__name__}")
        if not -ndim <= a < max(ndim, 1):
            raise ValueError(f"axis {a} is out of bounds for array of dimension {ndim}")
        out.append(a % max(ndim, 1))
    if len(set(out)) != len(out):
        raise ValueError("duplicate value in 'axis'")
    return tuple(out)
