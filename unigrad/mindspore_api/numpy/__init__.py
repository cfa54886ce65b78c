"""``mindspore.numpy``: MindSpore's NumPy-style functions on unigrad's engine.

Its documented functions (MindSpore 2.10) as tables over torch, in four
modules named as MindSpore's are (``array_creations``, ``array_ops``,
``logic_ops``, ``math_ops``), with MindSpore's dtype rules (``_convert.py``):
Python numbers and lists become int32/float32/bool tensors, two inputs promote
by dtype alone, and results are ``mindspore.Tensor``s that gradients flow
through (``mindspore.grad`` of a function using them works).

>>> import unigrad.mindspore_api.numpy as mnp
>>> print(mnp.add(mnp.full((2, 2), [1, 2]), 1))
[[2 3]
 [2 3]]
"""

import math

import torch

from unigrad.mindspore_api.common import dtype as mstype
from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common.tensor import Tensor, _box
from unigrad.mindspore_api.ops import _random
from unigrad.mindspore_api.numpy import array_creations, array_ops, fft, logic_ops, math_ops
from unigrad.mindspore_api.numpy.array_creations import *  # noqa: F401,F403 - the tables' names
from unigrad.mindspore_api.numpy.array_ops import *  # noqa: F401,F403
from unigrad.mindspore_api.numpy.logic_ops import *  # noqa: F401,F403
from unigrad.mindspore_api.numpy.math_ops import *  # noqa: F401,F403
from unigrad.mindspore_api.numpy._convert import alias, as_torch

# MindSpore's numpy names for dtypes: its ``int_`` and ``float_`` are the 32-bit ones
bool_ = mstype.bool_
int8, int16, int32, int64 = mstype.int8, mstype.int16, mstype.int32, mstype.int64
uint8, uint16, uint32, uint64 = mstype.uint8, mstype.uint16, mstype.uint32, mstype.uint64
float16, float32, float64 = mstype.float16, mstype.float32, mstype.float64
int_, float_, uint = mstype.int32, mstype.float32, mstype.uint32

pi = math.pi
inf = PINF = float("inf")
NINF = float("-inf")
nan = float("nan")

_NUMPY_NAMES = {"i1": mstype.int8, "i2": mstype.int16, "i4": mstype.int32, "i8": mstype.int64, "u1": mstype.uint8,
                "u2": mstype.uint16, "u4": mstype.uint32, "u8": mstype.uint64, "f2": mstype.float16,
                "f4": mstype.float32, "f8": mstype.float64, "?": mstype.bool_}


def _as_dtype(value):
    """The MindSpore dtype of a dtype, dtype name, Tensor or Python scalar (Python numbers: MindSpore's 32-bit)."""
    if isinstance(value, mstype.Type):
        return value
    if isinstance(value, str) and value in _NUMPY_NAMES:
        return _NUMPY_NAMES[value]
    if isinstance(value, bool):
        return mstype.bool_
    if isinstance(value, int):
        return mstype.int32
    if isinstance(value, float):
        return mstype.float32
    if hasattr(value, "_torch"):
        return mstype.from_torch(value._torch.dtype)
    return mstype.from_torch(mstype.to_torch(value))


def promote_types(type1, type2):
    first, second = _as_dtype(type1), _as_dtype(type2)
    return mstype.from_torch(torch.promote_types(first.torch_dtype, second.torch_dtype))


def result_type(*arrays_and_dtypes):
    out = _as_dtype(arrays_and_dtypes[0])
    for item in arrays_and_dtypes[1:]:
        out = promote_types(out, item)
    return out


def array_str(a):
    return str(a)


def _rand_shape(shape):
    """``rand``/``randn``'s ``*shape`` as MindSpore's ``_generate_shapes`` reads it."""
    if not shape:
        return (1,)
    if len(shape) == 1:
        if isinstance(shape[0], int):
            return shape
        if isinstance(shape[0], (list, tuple)):
            return tuple(shape[0])
        raise TypeError("If the length of the argument 'shape' is 1, the type of the argument 'shape' must be "
                        f"one of ['int', 'list', 'tuple'], but got {type(shape[0])}")
    for value in shape:
        if not isinstance(value, int):
            raise TypeError("If the length of the argument 'shape' is > 1, the type of the argument 'shape' must "
                            f"all be int, but got {type(value)}")
    return shape


def _rand_dtype(dtype):
    if isinstance(dtype, str):
        if dtype not in ("float", "float16", "float32", "float64"):
            raise ValueError("If the argument 'dtype' is str, it must be one of ['float', 'float16', 'float32', "
                             f"'float64'], but got {dtype}")
    elif dtype not in (mstype.float64, mstype.float32, mstype.float16):
        raise ValueError("The argument 'dtype' must be 'mindspore.float64', 'mindspore.float32' or "
                         f"'mindspore.float16', but got {dtype}")


def rand(*shape, dtype=mstype.float32):
    """Uniform values in [0, 1): a ``UniformReal`` primitive seeded from the global seed, as MindSpore's."""
    _rand_dtype(dtype)
    size = _rand_shape(shape)
    return _random._seeded_primitive(_random.UniformReal, "UniformReal")(size).astype(dtype)


def randn(*shape, dtype=mstype.float32):
    """Standard normal values: a ``StandardNormal`` primitive seeded from the global seed, as MindSpore's."""
    _rand_dtype(dtype)
    size = _rand_shape(shape)
    return _random._seeded_primitive(_random.StandardNormal, "StandardNormal")(size).astype(dtype)


def _shape_arg(shape):
    """``shape`` as MindSpore's numpy ``_check_shape`` reads it."""
    if not isinstance(shape, (int, tuple, list, TensorBox)):
        raise TypeError(f"only int, tuple, list and tensor are allowed for shape, but got {type(shape)}")
    if isinstance(shape, TensorBox):
        shape = shape._torch.tolist()
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    for value in shape:
        if not isinstance(value, int):
            raise TypeError("each entry in shape should be int.")
        if value < 0:
            raise ValueError("each entry in shape should no less than 0.")
    return shape


def randint(minval, maxval=None, shape=None, dtype=mstype.int32):
    """Integers in [minval, maxval): a ``UniformInt`` primitive seeded from the global seed, as MindSpore's
    (its bounds are cast to ``dtype`` first, so only int32 passes the primitive's check)."""
    if not isinstance(minval, int):
        raise TypeError(f"For mindspore.numpy.randint, the type of the argument 'minval' must be int, but got {type(minval)}")
    if maxval is None:
        if minval <= 0:
            raise ValueError("For mindspore.numpy.randint, the argument 'minval' must be > 0 when the argument "
                             f"'maxval' is None, but got {minval}")
        minval, maxval = 0, minval
    else:
        if not isinstance(maxval, int):
            raise TypeError("For mindspore.numpy.randint, the type of the argument 'maxval' must be int, "
                            f"but got {type(maxval)}")
        if minval >= maxval:
            raise ValueError("For mindspore.numpy.randint, the value of 'minval' must be greater than the "
                             "value of 'maxval'.")
    if isinstance(dtype, str):
        if dtype not in ("int", "int8", "int16", "int32", "int64"):
            raise ValueError("For 'mindspore.numpy.randint', if the argument 'dtype' is str, it must be one of "
                             f"['int', 'int8', 'int16', 'int32', 'int64'], but got {dtype}")
    elif dtype not in (mstype.int64, mstype.int32, mstype.int16, mstype.int8):
        raise ValueError("For 'mindspore.numpy.randint', the argument 'dtype' must be 'mindspore.int64', "
                         f"'mindspore.int32', 'mindspore.int16' or 'mindspore.int8', but got {dtype}")
    shape = (1,) if shape is None else _shape_arg(shape)
    primitive = _random._seeded_primitive(_random.UniformInt, "UniformInt")
    low, high = Tensor(minval).astype(dtype), Tensor(maxval).astype(dtype)
    return primitive(shape, low, high).astype(dtype)


def around(a, decimals=0):
    t = as_torch(a)
    if decimals < 0:
        raise ValueError("decimals < 0 is not supported now.")
    if decimals == 0:
        return _box(torch.round(t))
    return _box(torch.round(t * 10 ** decimals) / 10 ** decimals)


round = alias(around, "round")  # noqa: A001 - numpy's name


__all__ = sorted(
    set(array_creations.__all__) | set(array_ops.__all__) | set(logic_ops.__all__) | set(math_ops.__all__)
    | {"bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
       "float64", "int_", "float_", "promote_types", "result_type", "array_str", "rand", "randn", "randint"}
)
