"""oneDNN 3.10's jit softmax on AVX2 (``jit:avx2``, ``alg:softmax_log``): MindSpore's CPU LogSoftmax.

oneDNN generates the kernel with its eltwise injector's own ``exp`` and
``log``; its numbers differ from a correctly rounded evaluation in the last
bits, and this module reproduces them (float32 tensors in and out):

``exp``   clamp to [ln FLT_MIN, ln FLT_MAX]; ``n = floor(x * log2(e) + 1/2)`` (a
          product and a sum, each rounded); ``r = x - n ln 2`` fused; a degree-5
          polynomial in ``r`` by fused multiply-adds, times ``2^(n-1)``, times 2;
          0 below ln FLT_MIN.
``log``   the top 5 mantissa bits pick ``r_i ~ 1/m`` and ``log r_i`` from a
          32-entry table (mantissas of 1.5 and more are halved and the
          exponent raised, against cancellation); ``z = m r_i - 1`` fused; a
          degree-5 polynomial ``z (1 + z (p1 + z (p2 + z (p3 + z p4))))``; ``E ln 2 +
          table`` fused, added to it with a TwoSum correction.
``log_softmax`` per row along the last axis: ``d = x - max``; ``exp(d)`` summed
          in 8 lanes by up to 4 accumulators (4 vectors of 8 per loop step, the
          leftover vectors, then the masked tail into the first), the
          accumulators combined ``(a0 + a1) + (a2 + a3)``, the lanes folded
          ``((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))``; ``d - log(sum)``, and
          no result above 0 (measured: where the injector's log of a sum just
          above 1 is negative, the row's maximum gives +0, not a positive value).
``log_softmax_backward`` oneDNN's reference backward (``ref:any``):
          ``dy - expf(y) * sum(dy)``, libm's ``expf``, the sum one by one from 0.

The constants are the injector's (behaviour, written here from their values).
"""

import torch

from unigrad.numerics import libm, simd
from unigrad.numerics.float32 import fused_multiply_add

__all__ = ["exp", "log", "log_softmax", "log_softmax_backward"]


def _f32(bits):
    return torch.tensor(bits, dtype=torch.int32).view(torch.float32).item()


_LN_FLT_MIN, _LN_FLT_MAX = _f32(0xc2aeac50 - (1 << 32)), _f32(0x42b17218)
_LOG2E, _LN2 = _f32(0x3fb8aa3b), _f32(0x3f317218)
#: exp's polynomial, p5 first (p0 = 1)
_EXP_POLY = [_f32(b) for b in (0x3c07cfce, 0x3d2b9d0d, 0x3e2aad40, 0x3efffee3, 0x3f7ffffb)]
#: log's polynomial, p4 first
_LOG_POLY = [_f32(b - (1 << 32) if b >= 1 << 31 else b) for b in (0x3e4cc8a3, 0xbe8004ab, 0x3eaaaaab, 0xbf000000)]
#: 32 pairs (r_i, log(r_i) - 127 ln 2) indexed by the top 5 mantissa bits
_LOG_TABLE = (
    0x3f800000, 0xc2b00f34, 0x3f780000, 0xc2affef2, 0x3f700000, 0xc2afee29, 0x3f680000, 0xc2afdccd,
    0x3f600000, 0xc2afcad6, 0x3f580000, 0xc2afb837, 0x3f580000, 0xc2afb837, 0x3f500000, 0xc2afa4e4,
    0x3f480000, 0xc2af90cf, 0x3f480000, 0xc2af90cf, 0x3f400000, 0xc2af7be9, 0x3f400000, 0xc2af7be9,
    0x3f380000, 0xc2af661e, 0x3f380000, 0xc2af661e, 0x3f300000, 0xc2af4f5c, 0x3f300000, 0xc2af4f5c,
    0x3fa80000, 0xc2b09a6f, 0x3fa80000, 0xc2b09a6f, 0x3fa00000, 0xc2b08174, 0x3fa00000, 0xc2b08174,
    0x3fa00000, 0xc2b08174, 0x3f980000, 0xc2b06731, 0x3f980000, 0xc2b06731, 0x3f900000, 0xc2b04b82,
    0x3f900000, 0xc2b04b82, 0x3f900000, 0xc2b04b82, 0x3f900000, 0xc2b04b82, 0x3f880000, 0xc2b02e3e,
    0x3f880000, 0xc2b02e3e, 0x3f880000, 0xc2b02e3e, 0x3f800000, 0xc2b00f34, 0x3f800000, 0xc2b00f34,
)
_TABLE = torch.tensor([b - (1 << 32) if b >= 1 << 31 else b for b in _LOG_TABLE], dtype=torch.int32).view(torch.float32)
_R, _LOG_R = _TABLE[0::2].clone(), _TABLE[1::2].clone()


def exp(x):
    """oneDNN's jit ``exp`` of a float32 tensor."""
    below = x < _LN_FLT_MIN
    x = x.clamp(_LN_FLT_MIN, _LN_FLT_MAX)
    fx = x * _LOG2E + 0.5  # two float32 roundings
    n = torch.floor(fx)
    r = fused_multiply_add(-n, _LN2, x)
    half_scale = ((n - 1).to(torch.int32) + 127) << 23
    half_scale = torch.where(below, 0, half_scale).view(torch.float32)
    p = torch.full_like(r, _EXP_POLY[0])
    for c in _EXP_POLY[1:]:
        p = fused_multiply_add(p, r, c)
    p = fused_multiply_add(p, r, 1.0)
    return (p * half_scale) * 2.0


def log(x):
    """oneDNN's jit ``log`` of a float32 tensor (0 gives -inf, negatives nan, inf inf, 1 gives 0)."""
    bits = x.view(torch.int32)
    index = (bits >> 18) & 0x1F
    carry = index >> 4  # mantissas from 1.5 up: halved, the exponent raised
    exponent = ((bits >> 23) & 0x1FF) + carry  # logical shift of a positive number's bits
    m = ((bits & 0x7FFFFF) | ((127 ^ carry) << 23)).view(torch.float32)
    z = fused_multiply_add(m, _R[index], -1.0)
    p = torch.full_like(z, _LOG_POLY[0])
    for c in _LOG_POLY[1:]:
        p = fused_multiply_add(p, z, c)
    p = fused_multiply_add(p, z, 1.0) * z
    pres = fused_multiply_add(exponent.float(), _LN2, _LOG_R[index])
    hi = p + pres
    lo = (hi - pres) - p
    out = hi + lo
    out = torch.where(x == 0, -torch.inf, torch.where(x < 0, torch.nan, out))
    out = torch.where(torch.isposinf(x), torch.inf, out)
    out = torch.where(torch.isnan(x), x, out)
    return torch.where(x == 1, 0.0, out)


def _lane_sum(e):
    """The sum of ``e`` over its last axis in the kernel's order (see the module docstring)."""
    c = e.shape[-1]
    full, tail = divmod(c, 8)
    rows = e.shape[:-1]
    vectors = e[..., :full * 8].reshape(rows + (full, 8))
    steps, leftover = divmod(full, 4)
    width = 4 if steps else leftover if leftover else 1
    acc = torch.zeros(rows + (width, 8), dtype=e.dtype, device=e.device)
    for s in range(steps):
        acc = acc + vectors[..., 4 * s:4 * s + 4, :]
    if leftover:
        acc[..., :leftover, :] = acc[..., :leftover, :] + vectors[..., 4 * steps:, :]
    if tail:
        padded = torch.zeros(rows + (8,), dtype=e.dtype, device=e.device)
        padded[..., :tail] = e[..., full * 8:]
        acc[..., 0, :] = acc[..., 0, :] + padded
    if width == 4:
        v = (acc[..., 0, :] + acc[..., 1, :]) + (acc[..., 2, :] + acc[..., 3, :])
    elif width == 3:
        v = (acc[..., 0, :] + acc[..., 1, :]) + acc[..., 2, :]
    elif width == 2:
        v = acc[..., 0, :] + acc[..., 1, :]
    else:
        v = acc[..., 0, :]
    w = v[..., :4] + v[..., 4:]
    u = w[..., :2] + w[..., 2:]
    return u[..., 0] + u[..., 1]


def log_softmax(x):
    """oneDNN's jit log-softmax of a float32 tensor along its last axis."""
    d = x - x.amax(-1, keepdim=True)
    return (d - log(_lane_sum(exp(d))).unsqueeze(-1)).clamp(max=0.0)


def log_softmax_backward(y, dy):
    """oneDNN's reference log-softmax backward along the last axis: ``dy - expf(y) * sum(dy)``."""
    total = simd.sequential_sum(dy, from_zero=True).unsqueeze(-1)
    return dy - libm.elementwise("expf", y) * total
