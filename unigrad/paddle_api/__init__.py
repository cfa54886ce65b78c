"""The paddle dialect (``import paddle`` under ``unigrad run``): PaddlePaddle 3.3.1's dygraph on the engine.

``Tensor`` wraps one torch tensor; ops are torch ops under paddle's names and
argument conventions; ``paddle.grad`` and ``paddle.autograd`` run on
``unigrad._engine.tape``; printing, return types and errors are paddle's.

>>> x = to_tensor(2.0, stop_gradient=False)
>>> print(grad(x * x, x)[0])
Tensor(shape=[], dtype=float32, place=Place(cpu), stop_gradient=True,
       4.)
"""

import sys as _sys
import types as _types

from unigrad.paddle_api import _creation, _dtype, _place, _printing, ops
from unigrad.paddle_api import _methods  # noqa: F401 -- binds Tensor's methods and operators
from unigrad.paddle_api._dtype import get_default_dtype, set_default_dtype
from unigrad.paddle_api._gradients import enable_grad, grad, is_grad_enabled, no_grad, set_grad_enabled
from unigrad.paddle_api._place import (CPUPlace, CUDAPlace, get_device, is_compiled_with_cinn, is_compiled_with_cuda,
                                      is_compiled_with_custom_device, is_compiled_with_ipu, is_compiled_with_rocm,
                                      is_compiled_with_xpu, set_device)
from unigrad.paddle_api._printing import set_printoptions
from unigrad.paddle_api._creation import *  # noqa: F401,F403 -- the creation ops are paddle's top level
from unigrad.paddle_api._creation import __all__ as _creation_names
from unigrad.paddle_api.ops import *  # noqa: F401,F403 -- so are the math ops
from unigrad.paddle_api.ops import __all__ as _op_names
from unigrad.paddle_api.tensor import Size, Tensor, is_complex, is_floating_point, is_integer, is_tensor, to_tensor
from unigrad.paddle_api import autograd, device, framework, linalg, nn, optimizer, regularizer  # noqa: E402
from unigrad.paddle_api import amp, compat, distribution, incubate  # noqa: E402
from unigrad.paddle_api import hapi, io, metric, static, text, vision  # noqa: E402 -- the data and high-level-API half
from unigrad.paddle_api import callbacks  # noqa: E402 -- paddle.callbacks is a module of its own
from unigrad.paddle_api.hapi import Model, flops, summary  # noqa: E402

__version__ = "3.3.1"

dtype = _dtype.dtype
bool = _dtype.DTYPES["bool"]
uint8 = _dtype.DTYPES["uint8"]
int8 = _dtype.DTYPES["int8"]
int16 = _dtype.DTYPES["int16"]
int32 = _dtype.DTYPES["int32"]
int64 = _dtype.DTYPES["int64"]
float16 = _dtype.DTYPES["float16"]
bfloat16 = _dtype.DTYPES["bfloat16"]
float32 = _dtype.DTYPES["float32"]
float64 = _dtype.DTYPES["float64"]
complex64 = _dtype.DTYPES["complex64"]
complex128 = _dtype.DTYPES["complex128"]
float, double, half, int, long, short, cfloat, cdouble = (
    _dtype.DTYPES[_dtype.TORCH_STYLE_ALIASES[_n]] for _n in ("float", "double", "half", "int", "long", "short",
                                                             "cfloat", "cdouble"))


def _tensor(data, dtype=None, device=None, requires_grad=False, pin_memory=False):
    """``paddle.tensor(data, dtype, device, requires_grad)``: paddle 3's torch-style to_tensor (a copy)."""
    out = to_tensor(data.detach() if isinstance(data, Tensor) else data, dtype=dtype, place=device)
    out.stop_gradient = not requires_grad
    return out


class _CallableModule(_types.ModuleType):
    """``paddle.tensor`` is both paddle's tensor-function module and the function ``tensor(...)``."""

    def __call__(self, *args, **kwargs):
        return _tensor(*args, **kwargs)


_sys.modules[__name__ + ".tensor"].__class__ = _CallableModule

from unigrad.paddle_api.framework import (  # noqa: E402
    ParamAttr, create_parameter, disable_static, enable_static, get_flags, in_dynamic_mode, set_flags,
)
from unigrad.paddle_api import base  # noqa: E402
from unigrad.paddle_api._framework_io import load, save  # noqa: E402
from unigrad.paddle_api import _torch_style  # noqa: E402

# paddle 3's torch-style parameter names (input=, other=, dim= ...), once every function is in place
_torch_style.install(_sys.modules[__name__], [_sys.modules[__name__], Tensor, ops, _creation, linalg, nn.functional])

from unigrad.dialect.real_names import name_missing_attributes as _name_missing_attributes  # noqa: E402

_name_missing_attributes(__name__, "paddle", _sys.modules)  # "module 'paddle' has no attribute ..."

__all__ = sorted(
    {
        "Tensor", "Size", "to_tensor", "is_tensor", "is_complex", "is_floating_point", "is_integer", "grad", "no_grad", "enable_grad", "set_grad_enabled",
        "is_grad_enabled", "set_printoptions", "CPUPlace", "CUDAPlace", "set_device", "get_device",
        "is_compiled_with_cuda", "is_compiled_with_cinn", "is_compiled_with_custom_device", "is_compiled_with_ipu",
        "is_compiled_with_rocm", "is_compiled_with_xpu", "get_default_dtype", "set_default_dtype", "create_parameter", "ParamAttr",
        "in_dynamic_mode", "disable_static", "save", "load", "dtype", "bool", "float", "double", "half", "int", "long",
        "short", "cfloat", "cdouble", "compat", "incubate", "tensor", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16",
        "float32", "float64", "complex64", "complex128", "autograd", "device", "framework", "linalg", "nn",
        "optimizer", "regularizer", "base", "set_flags", "get_flags",
    }
    | set(_creation_names)
    | set(_op_names)
    | {"io", "metric", "hapi", "static", "text", "Model", "callbacks", "flops", "summary", "vision"}  # the data and high-level-API half
)
