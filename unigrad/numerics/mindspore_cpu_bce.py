"""MindSpore's CPU ``BinaryCrossEntropy`` kernel in float32: its elementwise loss and its reductions.

The loss is ``-w * (y * logf(max(x, 1e-12)) + (1 - y) * logf(max(1 - x, 1e-12)))`` with glibc's ``logf``
(measured: every value of 1,000). A reduced loss adds the elements in 4 interleaved float lanes, combines
the lanes pairwise ``(l0 + l2) + (l1 + l3)`` and then adds the tail one element at a time (measured to the
bit for 3 to 257 elements; on 1,000 and more elements MindSpore splits the work between threads and
this order is off by an ulp or so); ``mean`` divides that sum by the count.
"""

import torch

from unigrad.numerics import libm, simd

__all__ = ["bce_terms", "four_lane_sum", "EPSILON"]

#: the floor ``x`` and ``1 - x`` are clamped to before their logarithms
EPSILON = 1e-12


def bce_terms(x, y, weight):
    """The elementwise loss, float32 ``x`` (probabilities), ``y`` (targets), ``weight`` (or None)."""
    floor = torch.tensor(EPSILON, dtype=x.dtype)
    log_x = libm.elementwise("logf", torch.maximum(x, floor))
    log_rest = libm.elementwise("logf", torch.maximum(1 - x, floor))
    terms = y * log_x + (1 - y) * log_rest
    return -(weight * terms) if weight is not None else -terms


def four_lane_sum(values):
    """The float32 sum of ``values`` (flattened) in the kernel's order: 4 interleaved lanes, combined pairwise,
    then the tail."""
    flat = values.reshape(-1)
    body = flat.numel() // 4 * 4
    # one rounding per packet, as the vector loop adds
    lanes = simd.sequential_sum(flat[:body].reshape(-1, 4), dim=0, from_zero=True)
    total = (lanes[0] + lanes[2]) + (lanes[1] + lanes[3])
    for value in flat[body:]:
        total = total + value
    return total
