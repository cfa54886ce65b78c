"""MindSpore's data types (``mindspore.float32`` ...) and their torch counterparts.

A dtype prints as MindSpore prints it: ``str`` is ``Float32``, ``repr`` is
``mindspore.float32``.

>>> str(float32), repr(int64)
('Float32', 'mindspore.int64')
"""

import builtins

import numpy as np
import torch

from unigrad.dialect.dtypes import DtypeTable

__all__ = [
    "bool",
    "bool_",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "float16",
    "float32",
    "float64",
    "bfloat16",
    "complex64",
    "complex128",
    "half",
    "single",
    "double",
    "float_",
    "int_",
    "uint",
    "pytype_to_dtype",
]  # to_torch/from_torch: unigrad internals


class Type:
    """One MindSpore dtype: its printed name, its module-level name and the torch dtype it stands for."""

    __slots__ = ("_name", "_attr", "torch_dtype")

    def __init__(self, name, attr, torch_dtype):
        self._name = name
        self._attr = attr
        self.torch_dtype = torch_dtype

    def __str__(self):
        return self._name

    def __repr__(self):
        return f"mindspore.{self._attr}"

    def __eq__(self, other):
        return isinstance(other, Type) and other.torch_dtype == self.torch_dtype

    def __hash__(self):
        return hash(self.torch_dtype)

    def __reduce__(self):
        return (from_torch, (self.torch_dtype,))


bool_ = Type("Bool", "bool", torch.bool)
int8 = Type("Int8", "int8", torch.int8)
int16 = Type("Int16", "int16", torch.int16)
int32 = Type("Int32", "int32", torch.int32)
int64 = Type("Int64", "int64", torch.int64)
uint8 = Type("UInt8", "uint8", torch.uint8)
uint16 = Type("UInt16", "uint16", torch.uint16)
uint32 = Type("UInt32", "uint32", torch.uint32)
uint64 = Type("UInt64", "uint64", torch.uint64)
float16 = Type("Float16", "float16", torch.float16)
float32 = Type("Float32", "float32", torch.float32)
float64 = Type("Float64", "float64", torch.float64)
bfloat16 = Type("BFloat16", "bfloat16", torch.bfloat16)
complex64 = Type("Complex64", "complex64", torch.complex64)
complex128 = Type("Complex128", "complex128", torch.complex128)
half, single, double, float_ = float16, float32, float64, float32
int_, uint = int32, uint32

TABLE = DtypeTable(
    (t._attr, t, t.torch_dtype)
    for t in (bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64)
    + (float16, float32, float64, bfloat16, complex64, complex128)
)
_BY_TORCH = TABLE.by_torch


def to_torch(dtype):
    """The torch dtype of a MindSpore dtype, a numpy dtype or a Python type (``float`` is float32)."""
    if isinstance(dtype, Type):
        return dtype.torch_dtype
    return _tensor_type(dtype).torch_dtype


def from_torch(torch_dtype):
    """The MindSpore dtype of a torch dtype."""
    return _BY_TORCH[torch_dtype]


def _tensor_type(kind):
    """The dtype a tensor of ``kind`` elements gets (Python ``float`` -> float32, ``int`` -> int64): unigrad's own."""
    if isinstance(kind, Type):
        return kind
    if kind is builtins.bool:
        return bool_
    if kind is int:
        return int64
    if kind is float:
        return float32
    try:
        return _BY_TORCH[torch.from_numpy(np.empty(0, dtype=kind)).dtype]
    except TypeError:
        raise TypeError(f"For 'Tensor', the dtype must be a mindspore dtype, but got {kind!r}.") from None


_PY_TYPES = {bool: bool_, int: int64, float: float64, complex: complex128}


def pytype_to_dtype(obj):
    """The MindSpore dtype of a Python or numpy type: MindSpore's mapping (``float`` -> float64, ``int`` -> int64)."""
    if isinstance(obj, Type):
        return obj
    if not isinstance(obj, (type, np.dtype)):
        raise TypeError(
            "For 'pytype_to_dtype', the argument 'obj' must be a python type object,such as int, float, str, etc. "
            f"But got type {type(obj)}."
        )
    if obj in _PY_TYPES:
        return _PY_TYPES[obj]
    kind = obj.type if isinstance(obj, np.dtype) else obj
    if isinstance(kind, type) and issubclass(kind, np.generic) and np.dtype(kind).kind in "biuf":  # numpy numbers; not complex
        return _BY_TORCH[torch.from_numpy(np.empty(0, dtype=kind)).dtype]
    raise NotImplementedError(f"The python type {kind} cannot be converted to MindSpore type.")


# MindSpore spells the boolean type ``mstype.bool`` as well; set last so this module's own
# ``bool`` checks above read builtins.bool explicitly
globals()["bool"] = bool_
