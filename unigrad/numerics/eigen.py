"""Eigen's float32 approximations, as paddle's CPU build (AVX, no FMA) evaluates them.

Eigen's vectorised ``pexp``/``plog`` (Cephes polynomials) and its rational
approximations of ``tanh`` and ``erf`` differ from a correctly rounded
result by an ulp or more in many places; paddle's CPU kernels print those
values. Every step here is one float32 torch operation, as one instruction
of Eigen's packet code is. An Eigen elementwise expression evaluates whole
packets with ``pexp``/``plog`` and hands the tail to the C library
(:func:`exp_expression`).
"""

import numpy as np
import torch

from unigrad.numerics import libm, simd
from unigrad.numerics.float32 import any_true, f32
from unigrad.numerics.plain import numpy_view

__all__ = ["exp", "log", "tanh", "erf", "exp_expression", "numpy_exp_expression", "log1p_exp_expression",
           "small_values", "digamma"]

#: Cephes' float32 exp polynomial (``pexp``), highest degree first
_EXP_POLY = tuple(f32(v) for v in (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
                                   1.6666665459e-1, 5.0000001201e-1))


def exp(t):
    """float32 exp as Eigen's vectorised ``pexp`` computes it without FMA: exp(r) * 2**m with
    m = floor(x * log2(e) + 1/2)."""
    x = t.clamp(-88.723, 88.723)
    m = torch.floor(x * 1.44269504088896341 + 0.5)
    r = m * -0.693359375 + x  # m * ln 2 taken off in two float32 parts
    r = m * 2.12194440e-4 + r
    r2 = r * r
    r3 = r2 * r
    y = _EXP_POLY[0] * r + _EXP_POLY[1]
    y1 = _EXP_POLY[3] * r + _EXP_POLY[4]
    y = y * r + _EXP_POLY[2]
    y1 = y1 * r + _EXP_POLY[5]
    y = y * r3 + y1
    y = y * r2 + (r + 1)
    half = torch.floor(m / 2)  # 2**m in two factors, so 2**128 does not overflow on the way
    y = y * torch.pow(2.0, half).float() * torch.pow(2.0, m - half).float()
    return torch.maximum(y, t)


#: Cephes' float32 log polynomial (``plog``), highest degree first
_LOG_POLY = tuple(f32(v) for v in (7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1,
                                   1.4249322787e-1, -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1,
                                   3.3333331174e-1))


def log(t):
    """float32 log as Eigen's vectorised ``plog`` computes it without FMA: the mantissa moved to
    [sqrt(1/2), sqrt(2)) minus 1, a degree-8 polynomial, plus exponent * ln 2."""
    mantissa, exponent = torch.frexp(t.clamp(min=1.17549435e-38))  # subnormals count as the smallest normal
    small = mantissa < 0.707106781186547524
    e = exponent.to(t.dtype) - small.to(t.dtype)
    x = (mantissa - 1) + torch.where(small, mantissa, 0.0)
    x2 = x * x
    x3 = x2 * x
    p = _LOG_POLY
    y = p[0] * x + p[1]
    y1 = p[3] * x + p[4]
    y2 = p[6] * x + p[7]
    y = y * x + p[2]
    y1 = y1 * x + p[5]
    y2 = y2 * x + p[8]
    y = y * x3 + y1
    y = y * x3 + y2
    y = y * x3
    x = x + (-0.5 * x2 + y)
    out = e * 0.693147180559945309 + x
    out = torch.where(t == 0, float("-inf"), out)
    out = torch.where(t == float("inf"), float("inf"), out)
    return torch.where((t < 0) | t.isnan(), float("nan"), out)


_EXP_POLY32 = tuple(np.float32(c) for c in _EXP_POLY)


def _numpy_exp(t):
    """:func:`exp` in numpy float32: the same steps (the powers of two exact, made by ``ldexp``)."""
    f32 = np.float32
    with np.errstate(all="ignore"):
        x = np.clip(t, f32(-88.723), f32(88.723))
        m = np.floor(x * f32(1.44269504088896341) + f32(0.5))
        r = m * f32(-0.693359375) + x
        r = m * f32(2.12194440e-4) + r
        r2 = r * r
        r3 = r2 * r
        p = _EXP_POLY32
        y = p[0] * r + p[1]
        y1 = p[3] * r + p[4]
        y = y * r + p[2]
        y1 = y1 * r + p[5]
        y = y * r3 + y1
        y = y * r2 + (r + f32(1))
        half = np.floor(m / f32(2))
        whole = np.nan_to_num(m).astype(np.int32)
        halves = np.nan_to_num(half).astype(np.int32)
        one = np.ones_like(y)
        y = y * np.ldexp(one, halves) * np.ldexp(one, whole - halves)
        return np.maximum(y, t)


def numpy_exp_expression(values):
    """:func:`exp_expression` of a float32 numpy array, in numpy (a numpy array)."""
    flat = values.reshape(-1)
    whole = flat.size // simd.AVX * simd.AVX
    out = np.empty_like(flat)
    if whole:
        out[:whole] = _numpy_exp(flat[:whole])
    if whole < flat.size:
        out[whole:] = libm.elementwise("expf", torch.from_numpy(flat[whole:])).numpy()
    return out.reshape(values.shape)


def exp_expression(t):
    """exp of each value as an Eigen elementwise expression over ``t`` evaluates it: ``pexp`` on the
    full AVX packets, the C library's expf on the tail."""
    values = small_values(t) if t.numel() >= simd.AVX else None  # (below a packet: libm alone)
    if values is not None:
        return torch.from_numpy(numpy_exp_expression(values))
    return simd.packets_then_tail(t, exp, lambda tail: libm.elementwise("expf", tail))


def log1p_exp_expression(t):
    """log(1 + exp(x)) as an Eigen expression: ``plog(1 + pexp)`` on the packets, libm on the tail."""
    return simd.packets_then_tail(t, lambda v: log(1 + exp(v)),
                                  lambda v: libm.elementwise("logf", 1 + libm.elementwise("expf", v)))


#: Eigen's rational approximation of tanh on [-7.9053, 7.9053]: odd numerator and even denominator
#: coefficients, highest degree first.
_TANH_NUMERATOR = (-2.76076847742355e-16, 2.00018790482477e-13, -8.60467152213735e-11, 5.12229709037114e-08,
                   1.48572235717979e-05, 6.37261928875436e-04, 4.89352455891786e-03)
_TANH_DENOMINATOR = (1.19825839466702e-06, 1.18534705686654e-04, 2.26843463243900e-03, 4.89352518554385e-03)


_TANH_CLAMP = 7.90531110763549805


def _horner_in_place(coefficients, x):
    """:func:`~unigrad.numerics.float32.horner` (one rounded multiply, one rounded add per step), each step
    written over the last: on large inputs a fresh tensor per step costs page faults, about twenty times
    the arithmetic (float32.horner itself belongs to the GEMM work; it could do the same)."""
    value = torch.full_like(x, coefficients[0])
    for coefficient in coefficients[1:]:
        value.mul_(x).add_(coefficient)
    return value


def _tanh_rational(t):
    clamped = t.clamp(-_TANH_CLAMP, _TANH_CLAMP)
    square = clamped * clamped
    numerator = _horner_in_place(_TANH_NUMERATOR, square)
    ratio = numerator.mul_(clamped).div_(_horner_in_place(_TANH_DENOMINATOR, square))  # clamped * num / den
    return torch.where(clamped.abs_() < 0.0004, t, ratio)  # |clamped| < 0.0004 exactly where |t| is


#: up to this many values the rational approximations run in numpy, whose calls on small arrays cost a
#: fraction of torch's (past it torch's in-place steps, which allocate nothing, win)
_NUMPY_AT_MOST = 4096


def small_values(t):
    """``t``'s values as a numpy array when it is float32, small enough for :data:`_NUMPY_AT_MOST` and has a
    numpy view (not under torch.func transforms); else None. Kernels on so few values run faster in numpy."""
    if t.numel() > _NUMPY_AT_MOST or t.dtype is not torch.float32:
        return None
    return numpy_view(t, detach=True)


def _numpy_horner(coefficients, x):
    """:func:`_horner_in_place` in numpy float32 (``coefficients`` already float32, as torch rounds them)."""
    value = np.full_like(x, coefficients[0])
    for coefficient in coefficients[1:]:
        value = value * x + coefficient
    return value


def _float32s(coefficients):
    return tuple(np.float32(c) for c in coefficients)


_TANH_NUMERATOR32, _TANH_DENOMINATOR32 = _float32s(_TANH_NUMERATOR), _float32s(_TANH_DENOMINATOR)


def _numpy_tanh(x):
    """:func:`tanh` in numpy: the rational function on every clamped value (a saturated value's result is
    the clamp's, whichever way it is reached)."""
    with np.errstate(all="ignore"):
        clamped = np.clip(x, np.float32(-_TANH_CLAMP), np.float32(_TANH_CLAMP))
        square = clamped * clamped
        ratio = _numpy_horner(_TANH_NUMERATOR32, square) * clamped / _numpy_horner(_TANH_DENOMINATOR32, square)
        return np.where(np.abs(clamped) < np.float32(0.0004), x, ratio)


def tanh(t):
    """float32 tanh as Eigen's ``ptanh`` (no FMA): x itself below 0.0004, else a rational function of the
    clamped x. Inputs clamped to the same value give the same output, so the rational function is
    evaluated only inside the clamp (and on nan); outside, once."""
    values = small_values(t)
    if values is not None:
        return torch.from_numpy(_numpy_tanh(values))
    saturated = t.abs() >= _TANH_CLAMP
    if not any_true(saturated):
        return _tanh_rational(t)
    edge = _tanh_rational(torch.tensor([_TANH_CLAMP], dtype=t.dtype, device=t.device))
    out = torch.where(t > 0, edge, -edge)
    try:
        inside = ~saturated
        out[inside] = _tanh_rational(t[inside])
    except RuntimeError:  # under vmap no element can be picked out: every one computed
        out = torch.where(saturated, out, _tanh_rational(t))
    return out


_ERF_NUMERATOR = tuple(f32(v) for v in (-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06,
                                         -5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03,
                                         -1.60960333262415e-02))
_ERF_DENOMINATOR = tuple(f32(v) for v in (-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
                                           -7.37332916720468e-03, -1.42647390514189e-02))

_ERF_NUMERATOR32, _ERF_DENOMINATOR32 = _float32s(_ERF_NUMERATOR), _float32s(_ERF_DENOMINATOR)


def erf(t):
    """float32 erf as Eigen's rational approximation on [-4, 4] (no FMA)."""
    values = small_values(t)
    if values is not None:
        with np.errstate(all="ignore"):
            x = np.clip(values, np.float32(-4.0), np.float32(4.0))
            x2 = x * x
            return torch.from_numpy(_numpy_horner(_ERF_NUMERATOR32, x2) * x / _numpy_horner(_ERF_DENOMINATOR32, x2))
    x = t.clamp(-4.0, 4.0)
    x2 = x * x
    return _horner_in_place(_ERF_NUMERATOR, x2).mul_(x).div_(_horner_in_place(_ERF_DENOMINATOR, x2))


#: Cephes' asymptotic series of digamma (``psi``) in 1/x^2, highest degree first (Eigen's float coefficients)
_DIGAMMA_SERIES = tuple(np.float32(v) for v in (-4.16666666666666666667e-3, 3.96825396825396825397e-3,
                                                -8.33333333333333333333e-3, 8.33333333333333333333e-2))


def digamma(t):
    """Eigen's scalar float32 ``digamma`` (Cephes' psi) of a float32 tensor: for x <= 0 the reflection
    ``psi(1 - x) - pi / tan(pi * frac)`` (NaN at the poles), the recurrence ``psi(x + 1) = psi(x) + 1/x`` up to 10,
    then ``log(s) - 0.5 / s - series(1 / s^2) - sum``, each step rounded to float32 and ``log``/``tan`` the C
    library's (measured against paddle's digamma on 6,000 values both sides of 0: 0 differ)."""
    F = np.float32
    x = t.detach().cpu().reshape(-1).numpy().astype(F)
    with np.errstate(all="ignore"):
        negative = x <= 0
        floor = np.floor(x)
        pole = negative & (floor == x)
        fraction = np.where(negative, x - floor, F(0)).astype(F)
        reflected = negative & (fraction != F(0.5))
        upper = reflected & (fraction > F(0.5))
        fraction = np.where(upper, x - (floor + F(1)), fraction).astype(F)
        angle = (F(np.pi) * fraction).astype(F)
        tangent = libm.each("tanf", angle) if angle.size else angle
        correction = np.where(reflected, F(np.pi) / tangent, F(0)).astype(F)
        s = np.where(negative, F(1) - x, x).astype(F)
        w = np.zeros_like(s)
        small = s < F(10)
        while small.any():
            w = np.where(small, w + F(1) / s, w).astype(F)
            s = np.where(small, s + F(1), s).astype(F)
            small = s < F(10)
        z = (F(1) / (s * s)).astype(F)
        series = _DIGAMMA_SERIES[0]
        for coefficient in _DIGAMMA_SERIES[1:]:
            series = (series * z + coefficient).astype(F)
        series = np.where(s < F(1e8), z * series, F(0)).astype(F)
        logs = libm.each("logf", s) if s.size else s
        y = (logs - F(0.5) / s - series - w).astype(F)
        y = np.where(negative, y - correction, y).astype(F)
        y = np.where(pole, F(np.nan), y).astype(F)
    return torch.from_numpy(y).reshape(t.shape).to(t.device)
