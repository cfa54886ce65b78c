"""The x86 ``rsqrt`` estimate (``vrsqrtps``) of the CPU paddle's outputs were recorded on, and Eigen's AVX
square root built on it.

Eigen's fast-math ``psqrt`` (paddle's float32 ``sqrt`` on full AVX packets, and the square roots inside
its batch-norm and instance-norm kernels) starts from the CPU's 12-bit reciprocal square root estimate
and refines it with one Newton step: ``x * (y * ((-0.5 * x) * (y * y) + 1.5))``. The estimate is a table
in the CPU, so the bits depend on the machine. On the recording machine (AMD EPYC) it is a pure function
of the exponent's parity and the top 12 mantissa bits; ``data/rsqrt_estimate.npz`` holds it for the
2 * 4096 buckets of [1, 4), measured from paddle 3.3.1's own outputs by
``tests/numerics/data/record_rsqrt_estimate.py`` (every float32 in [1, 4) checked). Other exponents
scale exactly: ``estimate(x * 4**k) = estimate(x) / 2**k``. Eigen's fast-math ``prsqrt`` (paddle's
``rsqrt``) refines the same estimate once: ``y * (y * ((-0.5 * x) * y) + 1.5)``.
"""

from pathlib import Path

import torch

from unigrad.numerics import simd

__all__ = ["estimate", "eigen_sqrt", "sqrt_expression", "correctly_rounded_sqrt", "eigen_rsqrt", "rsqrt_expression"]

_TABLE_FILE = Path(__file__).parent / "data" / "rsqrt_estimate.npz"
_MANTISSA_BITS_USED = 12
_FLT_MIN = 1.17549435e-38
_table = None
_DEFAULT_NAN = -float("nan")


def _estimates():
    global _table
    if _table is None:
        import numpy as np

        _table = torch.from_numpy(np.load(_TABLE_FILE)["estimate"].astype(np.int32)).view(torch.float32)
    return _table


def estimate(t):
    """The CPU's ``rsqrt`` estimate of each positive normal float32 in ``t`` (other values: meaningless)."""
    bits = t.view(torch.int32)
    exponent = (bits >> 23) & 0xFF
    index = (((exponent + 1) & 1) << _MANTISSA_BITS_USED) | ((bits >> (23 - _MANTISSA_BITS_USED)) & 0xFFF)
    base = _estimates().to(t.device)[index.long()]
    shift = torch.div(exponent - 127, 2, rounding_mode="floor")
    return base * torch.pow(2.0, -shift.float())


def eigen_sqrt(t):
    """float32 sqrt as Eigen's fast-math AVX ``psqrt``: the estimate refined once, times x; 0 below the
    smallest normal (subnormals and zeros, -0 too), x86's default NaN (sign bit set) for negatives and +inf."""
    y = estimate(t)
    out = t * (y * ((t * -0.5) * (y * y) + 1.5))
    out = torch.where((t < 0) | (t == float("inf")), _DEFAULT_NAN, out)  # the x86 default NaN, sign bit set
    return torch.where((t < _FLT_MIN) & ~(t < 0), 0.0, out)


def correctly_rounded_sqrt(t):
    """The correctly rounded float32 sqrt (``std::sqrt``, ``_mm256_sqrt_ps``): torch's float32 CPU sqrt is
    not always (torch 2.13), its float64 one rounded to float32 is."""
    return torch.sqrt(t.double()).float()


def sqrt_expression(t):
    """sqrt of each value as an Eigen elementwise expression evaluates it: :func:`eigen_sqrt` on the full
    AVX packets of ``t``'s memory, ``std::sqrt`` on the tail."""
    return simd.packets_then_tail(t.contiguous(), eigen_sqrt, correctly_rounded_sqrt)


def eigen_rsqrt(t):
    """float32 1/sqrt as Eigen's fast-math AVX ``prsqrt``: the estimate refined once by Newton's step; where x
    is not a positive normal float, the estimate itself: +-inf at +-0 and subnormals (of their sign), 0 at
    +inf, x86's default NaN below zero; a nan passes through."""
    y = estimate(t)
    out = y * (y * ((t * -0.5) * y) + 1.5)
    out = torch.where(t.abs() < _FLT_MIN, torch.copysign(torch.full_like(t, float("inf")), t), out)
    out = torch.where(t <= -_FLT_MIN, _DEFAULT_NAN, out)  # (a negative subnormal is -0 to the estimate)
    out = torch.where(t == float("inf"), 0.0, out)
    return torch.where(t.isnan(), t, out)


def rsqrt_expression(t):
    """1/sqrt of each value as an Eigen elementwise expression evaluates it: :func:`eigen_rsqrt` on the full
    AVX packets of ``t``'s memory, ``1 / std::sqrt`` (two roundings) on the tail."""
    return simd.packets_then_tail(t.contiguous(), eigen_rsqrt, lambda tail: 1.0 / correctly_rounded_sqrt(tail))
