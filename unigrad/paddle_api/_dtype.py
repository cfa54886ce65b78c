"""Paddle's data types (``paddle.float32`` ...) and their torch and numpy twins.

A :class:`dtype` prints as paddle prints it (``paddle.float32``, repr
``<DataType.FLOAT32: 10>``); :func:`to_torch` accepts what paddle accepts
where a dtype is expected (a ``dtype``, a name such as ``'float32'``, a numpy
dtype or type, a torch dtype).
"""

import enum

import numpy as np
import torch

from unigrad.dialect.dtypes import DtypeTable

__all__ = ["dtype", "to_torch", "from_torch", "get_default_dtype", "set_default_dtype"]


class dtype:
    """One paddle data type; equal only to itself."""

    __slots__ = ("name", "_code", "_torch_dtype", "_str")

    def __init__(self, name, code, torch_dtype):
        self.name = name.upper()
        self._code = code
        self._torch_dtype = torch_dtype
        self._str = "paddle." + name

    def __repr__(self):
        return f"<DataType.{self.name}: {self._code}>"

    def __str__(self):
        return self._str

    def __reduce__(self):
        return (_by_name, (self._str[7:],))


dtype.__module__ = "paddle"  # printed as <class 'paddle.dtype'>


#: paddle name -> (DataType code, torch dtype), as paddle 3.3.1 numbers them.
_TABLE = {
    "bool": (1, torch.bool),
    "uint8": (2, torch.uint8),
    "int8": (3, torch.int8),
    "int16": (5, torch.int16),
    "int32": (7, torch.int32),
    "int64": (9, torch.int64),
    "float32": (10, torch.float32),
    "float64": (11, torch.float64),
    "complex64": (12, torch.complex64),
    "complex128": (13, torch.complex128),
    "float16": (15, torch.float16),
    "bfloat16": (16, torch.bfloat16),
}

TABLE = DtypeTable(((name, dtype(name, code, tdt), tdt) for name, (code, tdt) in _TABLE.items()),
                   {"float": "float32", "double": "float64", "half": "float16", "int": "int64", "long": "int64"})
DTYPES = TABLE.by_name
_FROM_TORCH = TABLE.by_torch


def _by_name(name):
    return DTYPES[name]


def from_torch(torch_dtype):
    """The paddle dtype of a torch dtype."""
    return _FROM_TORCH[torch_dtype]


def to_torch(value):
    """The torch dtype for anything paddle accepts as a dtype; ``None`` stays ``None``."""
    if value is None:
        return None
    if isinstance(value, dtype):
        return value._torch_dtype
    if isinstance(value, torch.dtype):
        return value
    if isinstance(value, str):
        found = TABLE.named(value[7:] if value.startswith("paddle.") else value)
        if found is not None:
            return found._torch_dtype
    # paddle hands anything else to NumPy: its TypeError ("data type 'float8' not understood") is paddle's
    numpy_dtype = np.dtype(value)
    if numpy_dtype.name not in DTYPES:
        raise ValueError(f"Not supported numpy dtype {numpy_dtype.str}")
    return DTYPES[numpy_dtype.name]._torch_dtype


#: the dtypes ``to_tensor``, ``empty`` and ``empty_like`` name when they refuse one
_LISTED = ("bool", "float16", "uint16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8",
           "complex64", "complex128", "bfloat16")


def to_torch_listed(value):
    """``to_torch`` for the functions that check a dtype against paddle's list first (``to_tensor``, ``empty``,
    ``empty_like``), with their TypeError."""
    try:
        return to_torch(value)
    except (TypeError, ValueError):
        raise TypeError(f"dtype must be any of [{', '.join(_LISTED)}], but received {value}") from None


_default = ["float32"]


def get_default_dtype():
    """The default floating dtype's name (``'float32'`` unless set)."""
    return _default[0]


def set_default_dtype(d):
    """Set the default floating dtype (float16, float32 or float64)."""
    name = from_torch(to_torch(d))._str[7:]
    if name not in ("float16", "float32", "float64", "bfloat16"):
        raise TypeError(
            "set_default_dtype only supports [float16, float32, float64] , but received " + name
        )
    _default[0] = name

#: torch's dtype spellings paddle 3 also has at its top level (``paddle.float`` is ``paddle.float32``).
TORCH_STYLE_ALIASES = {"float": "float32", "double": "float64", "half": "float16", "int": "int32", "long": "int64",
                       "short": "int16", "cfloat": "complex64", "cdouble": "complex128"}


class VarType(enum.IntEnum):
    """``paddle.base.core.VarDesc.VarType``: paddle's older enum of variable types and dtypes (its values are
    paddle 3.3.1's; ``LOD_TENSOR`` is ``DENSE_TENSOR``). ``Tensor.type`` is ``DENSE_TENSOR``; a dtype member prints
    as the paddle dtype (``paddle.float32``), the others as ``VarType.<NAME>``."""

    BOOL, INT16, INT32, INT64, FP16, FP32, FP64, DENSE_TENSOR, SELECTED_ROWS = 0, 1, 2, 3, 4, 5, 6, 7, 8
    FEED_MINIBATCH, FETCH_LIST, STEP_SCOPES, DENSE_TENSOR_ARRAY, PLACE_LIST, READER, RAW = 9, 10, 11, 13, 14, 15, 17
    UINT8, INT8, BF16, COMPLEX64, COMPLEX128, STRING, STRINGS, VOCAB, SPARSE_COO = 20, 21, 22, 23, 24, 25, 26, 27, 30
    FP8_E4M3FN, FP8_E5M2, UINT16, UINT32, UINT64 = 32, 33, 36, 37, 38
    LOD_TENSOR, LOD_TENSOR_ARRAY = 7, 13

    def __str__(self):
        return _VAR_TYPE_DTYPES.get(self.name, f"VarType.{self.name}")


#: the VarType members that print as a paddle dtype
_VAR_TYPE_DTYPES = {
    "BOOL": "paddle.bool", "INT16": "paddle.int16", "INT32": "paddle.int32", "INT64": "paddle.int64",
    "FP16": "paddle.float16", "FP32": "paddle.float32", "FP64": "paddle.float64", "UINT8": "paddle.uint8",
    "INT8": "paddle.int8", "BF16": "paddle.bfloat16", "COMPLEX64": "paddle.complex64", "COMPLEX128": "paddle.complex128",
    "FP8_E4M3FN": "paddle.float8_e4m3fn", "FP8_E5M2": "paddle.float8_e5m2", "RAW": "paddle.raw", "STRING": "paddle.pstring",
}
