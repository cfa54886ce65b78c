"""MindSpore's CPU float32 grad kernels and bprops whose rounding differs from the textbook formula torch evaluates.

``TanhGrad`` computes ``1 - y * y`` with one fused multiply-add (measured:
``dy = 1`` gives ``fma(-y, y, 1)`` bit for bit), then multiplies by the
incoming gradient. Every function takes and returns float32 tensors (no
gradient of its own: callers put these values on torch's graph).
"""

import math

import torch

from unigrad.numerics import libm, mindspore_cpu
from unigrad.numerics.float32 import addcmul_is_fused, f32, fma32

__all__ = ["tanh_grad", "tanh_derivative", "gelu_grad", "hardswish_grad", "elu_grad", "selu_grad", "celu_grad",
           "mish_grad", "asinh_grad", "fast_gelu_grad", "gelu_tanh_grad"]

_ONE = torch.tensor(1.0, dtype=torch.float32)


def tanh_derivative(out):
    """TanhGrad's factor ``fma(-out, out, 1)`` (``tanh_grad(dout, out)`` is ``dout`` times it, rounded)."""
    if not addcmul_is_fused() or torch._C._functorch.is_functorch_wrapped_tensor(out):
        return fma32(-out, out, 1.0)
    # one pass: addcmul computes one + (-1 * out) * out, and -1 * out is exact, so the fused multiply-add
    # rounds -out * out + 1 once (a neg pass before it would write and read a buffer for nothing, and
    # flip a NaN's sign, which MindSpore's kernel keeps)
    return torch.addcmul(_ONE, out, out, value=-1.0)


def tanh_grad(dout, out):
    """MindSpore's ``TanhGrad(out, dout)``: ``dout * fma(-out, out, 1)``."""
    derivative = tanh_derivative(out)
    if (dout.shape == out.shape and dout.dtype is out.dtype and not dout.requires_grad
            and not derivative.requires_grad and not torch._C._functorch.is_functorch_wrapped_tensor(out)):
        if _broadcast_one(dout):
            return derivative  # 1 * d is d, bit for bit (NaNs and -0 included): a pass over the tensor saved
        return derivative.mul_(dout)  # in place: one buffer of out's size, not two
    return dout * derivative


def _broadcast_one(t):
    """Whether ``t`` is a single 1 broadcast to its shape (a sum's seed, as ``loss.sum()``'s backward
    hands it on): every stride 0, so reading its one element is reading all of them."""
    return t.dim() > 0 and not any(t.stride()) and t.numel() > 0 and t[(0,) * t.dim()].item() == 1.0


_SQRT_2 = f32(math.sqrt(2.0))
_TWO_OVER_SQRT_PI = f32(2 / math.sqrt(math.pi))


def gelu_grad(x, dout):
    """The gradient of ``ops.gelu`` (erf form), which MindSpore composes, ``(x * (erf(x / sqrt 2) + 1)) * 0.5``:
    Mul's, Erf's (``dout * ((2 / sqrt pi) * exp(-u * u))`` with its Exp kernel, the constant times exp first) and
    RealDiv's bprops, accumulated in that order; the Erf term flushed as the thread pool flushes it (measured:
    0 of 5,033; 739 differed with the best formula before)."""
    u = x / _SQRT_2
    half = dout * 0.5
    through_erf = mindspore_cpu.flushed((half * x) * (_TWO_OVER_SQRT_PI * mindspore_cpu.exp(-(u * u))))
    return half * (libm.elementwise("erff", u) + 1.0) + through_erf / _SQRT_2


def hardswish_grad(x, dout):
    """HSwishGrad: dout above 3, +0 below -3, else ``(2x + 3) * dout / 6``."""
    return torch.where(x > 3, dout, torch.where(x < -3, torch.zeros_like(x), (2.0 * x + 3.0) * dout / 6.0))


def elu_grad(dout, out):
    """EluGrad: ``dout * (out + 1)`` below 0, else dout (a nan output too)."""
    return torch.where(out < 0, dout * (out + 1.0), dout)


def selu_grad(out, dout):
    """SeLU's bprop: EluGrad on the output, times the scale."""
    return elu_grad(dout, out) * mindspore_cpu.SELU_SCALE


def celu_grad(x, out, dout, alpha):
    """CeLU's bprop: ``dout * (1 if x >= 0 else out / alpha + 1)``."""
    return dout * torch.where(x >= 0, torch.ones_like(x), out / f32(alpha) + 1.0)


def mish_grad(x, dout):
    """Mish's bprop: ``tanh(softplus(x)) * dout + SoftplusGrad(TanhGrad(t, x * dout), x)`` with MindSpore's
    Tanh, Softplus and Exp kernels."""
    t = mindspore_cpu.tanh(mindspore_cpu.softplus(x))
    return t * dout + tanh_grad(x * dout, t) / (1.0 + mindspore_cpu.exp(-x))


def asinh_grad(out, dout):
    """AsinhGrad: ``dout / coshf(y)`` on the forward output, the C library's coshf."""
    return dout / libm.elementwise("coshf", out)


def fast_gelu_grad(x, dout):
    """FastGeLUGrad<float>: in float64, rounded once: ``dout * ((1.702 x) e + e + 1) / (1 + e)^2``,
    e = exp(-1.702 x)."""
    wide = x.double()
    e = torch.exp(-1.702 * wide)
    return ((((1.702 * wide) * e + e) + 1.0) / ((1.0 + e) * (1.0 + e)) * dout.double()).float()


def gelu_tanh_grad(x, dout):
    """GeLUGrad (tanh form): the tanh and the derivative's polynomial in float64, each rounded, then
    ``dout * (((1 + t) + x * (1 - t * t) * m) / 2)`` in float32."""
    wide = x.double()
    t = torch.tanh(0.7978845608 * (wide + 0.044715 * wide * wide * wide)).float()
    slope = (0.7978845608 + 0.1070322244 * wide * wide).float()
    return dout * (((1.0 + t) + x * (1.0 - t * t) * slope) / 2.0)
