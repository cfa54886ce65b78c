"""MindSpore's CPU float32 grad kernels whose rounding differs from the textbook formula torch evaluates.

``TanhGrad`` computes ``1 - y * y`` with one fused multiply-add (measured:
``dy = 1`` gives ``fma(-y, y, 1)`` bit for bit), then multiplies by the
incoming gradient. Every function takes and returns float32 tensors (no
gradient of its own: callers put these values on torch's graph).
"""

import torch

from unigrad.numerics.float32 import addcmul_is_fused, fma32

__all__ = ["tanh_grad", "tanh_derivative"]

_ONE = torch.tensor(1.0, dtype=torch.float32)


def tanh_derivative(out):
    """TanhGrad's factor ``fma(-out, out, 1)`` (``tanh_grad(dout, out)`` is ``dout`` times it, rounded)."""
    if not addcmul_is_fused() or torch._C._functorch.is_functorch_wrapped_tensor(out):
        return fma32(-out, out, 1.0)
    derivative = torch.neg(out)
    return torch.addcmul(_ONE, derivative, out, out=derivative)


def tanh_grad(dout, out):
    """MindSpore's ``TanhGrad(out, dout)``: ``dout * fma(-out, out, 1)``."""
    derivative = tanh_derivative(out)
    if (dout.shape == out.shape and dout.dtype is out.dtype and not dout.requires_grad
            and not derivative.requires_grad and not torch._C._functorch.is_functorch_wrapped_tensor(out)):
        return derivative.mul_(dout)  # in place: one buffer of out's size, not two
    return dout * derivative
