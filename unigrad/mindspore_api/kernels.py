"""MindSpore's kernel table: op name -> the one computation every spelling of the op runs.

``ops.exp``, ``Tensor.exp``, ``ops.Exp()`` and the layers built on them all run
``KERNELS["exp"]``, as in MindSpore each is one kernel. An entry takes a torch
tensor and returns one: under the ``exact`` numerics policy, on CPU, it shows
the numbers of MindSpore's CPU kernel (:mod:`unigrad.numerics.mindspore_cpu`)
on torch's gradient; otherwise it is torch's own op.
"""

import functools

import torch
import torch.nn.functional as F

from unigrad import numerics
from unigrad._engine.kernel_values import with_output_gradient, with_values
from unigrad.numerics import libm, mindspore_cpu

__all__ = ["KERNELS", "softmax", "gelu"]

_POLICY = numerics.POLICY

#: op name -> MindSpore's CPU float32 formula (float32 in, float32 out).
FLOAT32 = {"exp": mindspore_cpu.exp, "tanh": mindspore_cpu.tanh, "sigmoid": mindspore_cpu.sigmoid,
           "silu": mindspore_cpu.silu, "expm1": mindspore_cpu.expm1, "log": mindspore_cpu.log,
           "erf": functools.partial(libm.elementwise, "erff")}

#: op name -> MindSpore's CPU float16 formula: float16 steps, each rounded.
FLOAT16 = {"sigmoid": mindspore_cpu.sigmoid_float16, "silu": lambda x: x * mindspore_cpu.sigmoid_float16(x),
           "expm1": lambda x: torch.exp(x) - 1}  # Expm1 on float16: exp rounded to float16, then minus one

#: Ops whose MindSpore CPU kernels round the exact result (libm's, for float16
#: via float32): computing in float64 and rounding reproduces them where
#: torch's float32 kernels are off by an ulp.
ROUNDED = {"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "sqrt", "erfc", "exp2"}

#: The one-input ops and torch's function for each (the native kernel, and the gradient's formula).
UNARY = {
    "exp": torch.exp, "expm1": torch.expm1, "tanh": torch.tanh, "sigmoid": torch.sigmoid, "silu": F.silu,
    "log": torch.log, "erf": torch.erf, "sin": torch.sin, "cos": torch.cos, "tan": torch.tan, "asin": torch.asin,
    "acos": torch.acos, "atan": torch.atan, "sinh": torch.sinh, "cosh": torch.cosh, "asinh": torch.asinh,
    "acosh": torch.acosh, "atanh": torch.atanh, "sqrt": torch.sqrt, "erfc": torch.erfc, "exp2": torch.exp2,
}

_LOW_PRECISION = (torch.float16, torch.bfloat16, torch.float32)


def _entry(name, torch_op):
    """``torch_op`` with the numbers MindSpore's CPU kernel gives for op ``name``."""
    float32, float16, rounded = FLOAT32.get(name), FLOAT16.get(name), name in ROUNDED

    def run(t):
        result = torch_op(t)
        if not _POLICY.exact or not isinstance(t, torch.Tensor) or t.device.type != "cpu":
            return result
        dtype = t.dtype
        if dtype is torch.float32 and float32 is not None:
            return with_values(result, float32(t.detach()))
        if dtype is torch.float16 and float16 is not None:
            return with_values(result, float16(t.detach()))
        if rounded and dtype in _LOW_PRECISION:
            return with_values(result, torch_op(t.detach().double()).float().to(dtype))
        return result

    run.__name__ = name
    run.torch_fn = torch_op
    return run


KERNELS = {name: _entry(name, torch_op) for name, torch_op in UNARY.items()}


def tanh(t):
    """``torch.tanh(t)`` with MindSpore's values, and MindSpore's TanhGrad on them (dout * (1 - y * y),
    also torch's formula); torch's own tanh is not run."""
    if t.dtype is not torch.float32 or not numerics.exact(t):
        return _tanh_other_dtypes(t)
    return with_output_gradient(t, mindspore_cpu.tanh, mindspore_cpu.tanh_grad)


_tanh_other_dtypes = KERNELS["tanh"]
tanh.torch_fn = torch.tanh
KERNELS["tanh"] = tanh


def exp(t):
    """``torch.exp(t)`` with MindSpore's values, and MindSpore's ExpGrad on them (dout * y): the gradient
    too then carries MindSpore's exp, not torch's, as in ``mnp.sum(mnp.exp(x) * 0.5)``'s gradient."""
    if t.dtype is not torch.float32 or not numerics.exact(t):
        return _exp_other_dtypes(t)
    return with_output_gradient(t, mindspore_cpu.exp, _exp_grad)


def _exp_grad(grad, out):
    return grad * out


_exp_other_dtypes = KERNELS["exp"]
exp.torch_fn = torch.exp
KERNELS["exp"] = exp


def softmax(t, axis):
    """``torch.softmax(t, axis)`` with the numbers MindSpore's CPU kernel gives."""
    result = torch.softmax(t, axis)
    if not numerics.exact(t):
        return result
    if t.dtype == torch.float32:
        return with_values(result, mindspore_cpu.softmax(t.detach(), axis))
    if t.dtype == torch.float16:
        # float16 steps: exp of the shifted input, its sum, the division
        e = torch.exp(t.detach() - t.detach().amax(axis, keepdim=True))
        return with_values(result, e / e.sum(axis, keepdim=True))
    return result


def gelu(t, approximate="none"):
    """``F.gelu(t)`` with the numbers MindSpore's CPU kernel gives."""
    result = F.gelu(t, approximate=approximate)
    if t.dtype == torch.float32 and approximate == "none" and numerics.exact(t):
        return with_values(result, mindspore_cpu.gelu(t.detach()))
    return result


KERNELS["softmax"] = softmax
KERNELS["gelu"] = gelu
