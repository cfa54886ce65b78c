"""MindSpore's CPU float32 approximations of ``exp`` and ``tanh``, on torch.

MindSpore's CPU kernels do not call libm for these: ``exp`` is a range
reduction by a truncated ln 2 and a degree-5 polynomial, ``tanh`` a Padé
fraction clamped at +-5, both evaluated with fused multiply-adds. Their
results differ from a correctly rounded one by several ulps, which shows in
printed values (``exp(1)`` prints ``2.7182798``), so the front end evaluates
the same formulas. A float32 fused multiply-add is computed in float64 (the
product of two float32 is exact there) and rounded once to float32.
"""

import torch


def _f32(value):
    """A Python constant rounded to float32, as a C ``float`` literal is."""
    return torch.tensor(value, dtype=torch.float32).double()


_LOG2E = _f32(1.44269504088896341)
_LN2_SHORT = _f32(0.693147)  # the kernel's truncated ln 2: part of its result
_EXP_COEFFS = [_f32(1.0 / 120), _f32(1.0 / 24), _f32(1.0 / 6), _f32(0.5), _f32(1.0)]
_EXP_LOW, _EXP_HIGH = -87.3365478515625, 88.72283935546875  # logf(FLT_MIN), logf(FLT_MAX)


def _fma(a, b, c):
    """float32 ``a * b + c`` rounded once (``a``, ``b``, ``c`` float64 holding float32 values)."""
    return (a * b + c).float().double()


def exp(x):
    """MindSpore's CPU float32 ``exp`` of a float32 tensor."""
    x = x.double().clamp(_EXP_LOW, _EXP_HIGH)
    k = torch.floor(_fma(x, _LOG2E.to(x.device), 0.5))
    r = _fma(-k, _LN2_SHORT.to(x.device), x)
    c120, c24, c6, c2, c1 = (c.to(x.device) for c in _EXP_COEFFS)
    t = _fma(r, _fma(r, c120, c24), c6)
    t = _fma(r, _fma(r, t, c2), c1)
    poly = _fma(r, t, c1)
    # 2 * 2**(k-1) * poly (k may be 128, whose power float32 cannot hold), with
    # 2**(k-1) built from its exponent bits: k = -126 gives 0, not a subnormal
    half_scale = ((k + 126).to(torch.int32) << 23).view(torch.float32).double()
    return (2.0 * (poly * half_scale).float().double()).float()


def tanh(x):
    """MindSpore's CPU float32 ``tanh``: a Padé fraction, +-1 beyond +-5."""
    x = x.double()
    sq = (x * x).float().double()
    a = (_fma(_fma((sq + 378.0).float().double(), sq, 17325.0), sq, 135135.0) * x).float().double()
    b = _fma(_fma(_fma(torch.full_like(sq, 28.0), sq, 3150.0), sq, 62370.0), sq, 135135.0)
    out = (a / b).float()
    out = torch.where(x > 5.0, torch.ones_like(out), out)
    return torch.where(x < -5.0, -torch.ones_like(out), out)


def sigmoid(x):
    """MindSpore's CPU float32 ``sigmoid``: ``1 / (1 + exp(-x))`` with its ``exp``."""
    return 1.0 / (1.0 + exp(-x))


def silu(x):
    """MindSpore's CPU float32 ``silu``: ``x * sigmoid(x)``."""
    return x * sigmoid(x)


#: op name -> MindSpore's CPU float32 formula (float32 in, float32 out).
FLOAT32 = {"exp": exp, "tanh": tanh, "sigmoid": sigmoid, "silu": silu}

#: Ops whose MindSpore CPU kernels round the exact result (libm's, for float16
#: via float32): computing in float64 and rounding reproduces them where
#: torch's float32 kernels are off by an ulp.
ROUNDED = {"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "sqrt", "erfc", "exp2"}

_LOW_PRECISION = (torch.float16, torch.bfloat16, torch.float32)


def with_values_of(result, values):
    """``values``' numbers carrying ``result``'s gradient (the op's exact derivative).

    ``result - result.detach()`` is exactly zero wherever ``result`` is finite,
    so the numbers are ``values``' bit for bit.
    """
    zero = result - result.detach()
    zero = torch.where(torch.isfinite(result.detach()), zero, torch.zeros_like(zero))
    return values.detach() + zero


def unary(name, torch_op, t):
    """``torch_op(t)`` with the numbers MindSpore's CPU kernel gives for op ``name``."""
    result = torch_op(t)
    if not isinstance(t, torch.Tensor) or t.dtype not in _LOW_PRECISION:
        return result
    if t.dtype == torch.float32 and name in FLOAT32:
        return with_values_of(result, FLOAT32[name](t.detach()))
    if name in ROUNDED:
        return with_values_of(result, torch_op(t.detach().double()).float().to(t.dtype))
    return result
