"""SLEEF's float32 sin and cos (3.5-ulp, FMA build, AVX2 packets), which paddle's CPU kernels call and torch does not.

SLEEF reduces the argument by multiples of pi (sin) or odd multiples of
pi/2 (cos) in one of three ways, and its vector functions choose the way per
packet of 8 values: three float32 parts of pi when every value of the packet
is below 125 in magnitude, four parts when every value is below 39000, the
exact (Payne-Hanek) reduction otherwise. A small value in a packet with a
large neighbour is reduced the precise way too, and can come out an ulp
apart from the same value elsewhere. The scalar tail of a tensor chooses per
value, and so does the scalar function everywhere (``packets=False``: paddle's
grad functors call it on each value). Both then evaluate the same odd
polynomial.
"""

import torch

from unigrad.numerics import simd
from unigrad.numerics.float32 import f32, fused_multiply_add

__all__ = ["sin", "cos"]

_INV_PI = f32(0.31830988618379067154)
# pi split in three (|x| < 125) and four (|x| < 39000) float32 parts for Cody-Waite reduction
_PI_3 = tuple(f32(v) for v in (3.1414794921875, 0.00011315941810607910156, 1.9841872589410058936e-09))
_PI_4 = tuple(f32(v) for v in (3.140625, 0.0009670257568359375, 6.2771141529083251953e-07, 1.2154201256553420762e-10))
_POLY = tuple(f32(v) for v in (2.6083159809786593541503e-06, -0.0001981069071916863322258,
                                0.00833307858556509017944336, -0.166666597127914428710938))
_THREE_PARTS_BELOW, _FOUR_PARTS_BELOW = 125.0, 39000.0


def _reduced(x, q, scale):
    """x - q * pi * scale, by three and by four float32 parts of pi (fused multiply-adds, as SLEEF's FMA build)."""
    near, mid = x, x
    for part in _PI_3:
        near = fused_multiply_add(q, -part * scale, near)
    for part in _PI_4:
        mid = fused_multiply_add(q, -part * scale, mid)
    return near, mid


def _exactly_reduced(x, odd):
    """The exact reduction, in float64: x minus the nearest multiple of pi (``odd``: the nearest odd multiple
    of pi/2), as a float32, and that multiple's count."""
    wide = x.double()
    turn = torch.atan2(torch.sin(wide), torch.cos(wide))  # x mod 2 pi, in (-pi, pi]
    q = torch.round(turn / torch.pi - 0.5) * 2 + 1 if odd else torch.round(turn / torch.pi)
    return (turn - q * (torch.pi / 2 if odd else torch.pi)).float(), q.float()


def _chosen_reduction(x, q, scale, odd, packets):
    """The reduced argument and multiple SLEEF computes for each value of ``x``: the reduction chosen by the
    largest magnitude in its packet (``packets``; by its own in the scalar tail), or by its own magnitude
    (the scalar function); nan counts as large."""
    near, mid = _reduced(x, q, scale)
    size = simd.packet_max(x.abs()) if packets else x.abs()
    if not bool((size >= _FOUR_PARTS_BELOW).any() | size.isnan().any()):
        return torch.where(size < _THREE_PARTS_BELOW, near, mid), q
    far, q_far = _exactly_reduced(x, odd)
    precise = ~(size < _FOUR_PARTS_BELOW)
    return torch.where(size < _THREE_PARTS_BELOW, near, torch.where(precise, far, mid)), torch.where(precise, q_far, q)


def _odd_polynomial(d):
    s = d * d
    u = torch.full_like(d, _POLY[0])
    for coefficient in _POLY[1:]:
        u = fused_multiply_add(u, s, coefficient)
    return s * (u * d) + d


def cos(x, packets=True):
    """SLEEF's 3.5-ulp float32 ``cosf`` on AVX2 packets (``packets=False``: the scalar function on each
    value): reduce by the nearest odd multiple of pi/2, then the odd polynomial, negated for every other
    multiple. Bitwise equal to paddle 3.3.1 on 10^6 inputs across the whole range, and on tensors mixing
    magnitudes below and above 125 and 39000 in one packet."""
    q = torch.round(x * _INV_PI - 0.5) * 2 + 1
    d, q = _chosen_reduction(x, q, 0.5, True, packets)
    d = torch.where((q.to(torch.int32) & 2) == 0, -d, d)
    return _odd_polynomial(d)


def sin(x, packets=True):
    """SLEEF's 3.5-ulp float32 ``sinf`` on AVX2 packets (``packets=False``: the scalar function on each
    value): reduce by the nearest multiple of pi, then the odd polynomial, negated for odd multiples; -0
    stays -0."""
    q = torch.round(x * _INV_PI)
    d, q = _chosen_reduction(x, q, 1.0, False, packets)
    d = torch.where((q.to(torch.int32) & 1) == 1, -d, d)
    return torch.where((x == 0) & x.signbit(), x, _odd_polynomial(d))
