"""MindSpore's CPU float32 grad kernels whose rounding differs from the textbook formula torch evaluates.

``TanhGrad`` computes ``1 - y * y`` with one fused multiply-add (measured:
``dy = 1`` gives ``fma(-y, y, 1)`` bit for bit), then multiplies by the
incoming gradient. Every function takes and returns float32 tensors (no
gradient of its own: callers put these values on torch's graph).
"""

import torch

from unigrad.numerics.float32 import addcmul_is_fused, fma32

__all__ = ["tanh_grad"]

_ONE = torch.tensor(1.0, dtype=torch.float32)


def tanh_grad(dout, out):
    """MindSpore's ``TanhGrad(out, dout)``: ``dout * fma(-out, out, 1)``."""
    if not addcmul_is_fused() or torch._C._functorch.is_functorch_wrapped_tensor(out):
        return dout * fma32(-out, out, 1.0)
    # one pass: addcmul computes one + (-1 * out) * out, and -1 * out is exact, so the fused multiply-add
    # rounds -out * out + 1 once (a neg pass before it would write and read a buffer for nothing)
    derivative = torch.addcmul(_ONE, out, out, value=-1.0)
    if dout.shape == out.shape and dout.dtype is out.dtype and not dout.requires_grad:
        return derivative.mul_(dout)
    return dout * derivative
