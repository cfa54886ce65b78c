"""SLEEF's float32 functions (FMA build), which paddle's CPU kernels call and torch does not."""

import torch

from unigrad.numerics.float32 import any_true, f32, fused_multiply_add

__all__ = ["cos"]

_INV_PI = f32(0.31830988618379067154)
# pi/2 split in three (|x| < 125) and four (|x| < 39000) float32 parts for Cody-Waite reduction
_HALF_PI_3 = tuple(-f32(v) * 0.5 for v in (3.1414794921875, 0.00011315941810607910156, 1.9841872589410058936e-09))
_HALF_PI_4 = tuple(-f32(v) * 0.5 for v in (3.140625, 0.0009670257568359375, 6.2771141529083251953e-07,
                                           1.2154201256553420762e-10))
_COS_POLY = tuple(f32(v) for v in (2.6083159809786593541503e-06, -0.0001981069071916863322258,
                                    0.00833307858556509017944336, -0.166666597127914428710938))


def cos(x):
    """SLEEF's 3.5-ulp float32 ``cosf``: reduce by the nearest odd multiple of pi/2, then an odd
    polynomial; beyond |x| >= 39000 SLEEF reduces exactly (Payne-Hanek), done here in float64.
    Bitwise equal to paddle 3.3.1 on 10^6 inputs across the whole range."""
    q = torch.round(x * _INV_PI - 0.5) * 2 + 1
    near = x
    for part in _HALF_PI_3:
        near = fused_multiply_add(q, part, near)
    mid = x
    for part in _HALF_PI_4:
        mid = fused_multiply_add(q, part, mid)
    size = x.abs()
    if any_true(~(size < 39000)):  # (and nan): the exact reduction, in float64
        wide = x.double()
        turn = torch.atan2(torch.sin(wide), torch.cos(wide))  # x mod 2 pi, in (-pi, pi]
        q_far = torch.round(turn / torch.pi - 0.5) * 2 + 1
        far = (turn - q_far * (torch.pi / 2)).float()
        d = torch.where(size < 125, near, torch.where(size < 39000, mid, far))
        q = torch.where(size < 39000, q, q_far.float()).to(torch.int32)
    else:
        d = torch.where(size < 125, near, mid)
        q = q.to(torch.int32)
    s = d * d
    d = torch.where((q & 2) == 0, -d, d)
    u = torch.full_like(x, _COS_POLY[0])
    for coefficient in _COS_POLY[1:]:
        u = fused_multiply_add(u, s, coefficient)
    return s * (u * d) + d
