"""MindSpore's CPU float32 grad kernels whose rounding differs from the textbook formula torch evaluates.

``TanhGrad`` computes ``1 - y * y`` with one fused multiply-add (measured:
``dy = 1`` gives ``fma(-y, y, 1)`` bit for bit), then multiplies by the
incoming gradient. Every function takes and returns float32 tensors (no
gradient of its own: callers put these values on torch's graph).
"""

from unigrad.numerics.float32 import fma32

__all__ = ["tanh_grad"]


def tanh_grad(dout, out):
    """MindSpore's ``TanhGrad(out, dout)``: ``dout * fma(-out, out, 1)``."""
    return dout * fma32(-out, out, 1.0)
