"""MindSpore's CPU float32 approximations of ``exp`` and ``tanh``, on torch.

MindSpore's CPU kernels do not call libm for these: ``exp`` is a range
reduction by a truncated ln 2 and a degree-5 polynomial, ``tanh`` a Padé
fraction clamped at +-5, both evaluated with fused multiply-adds. Their
results differ from a correctly rounded one by several ulps, which shows in
printed values (``exp(1)`` prints ``2.7182798``), so the front end evaluates
the same formulas. A float32 fused multiply-add is computed in float64 (the
product of two float32 is exact there) and rounded once to float32.
"""


import numpy as np
import torch

from unigrad import _libm


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


_LN2_TRUNC = _f32(0.693147)  # the log kernel's ln 2, truncated like exp's
_LOG_COEFFS = [_f32(1.0 / 9), _f32(1.0 / 7), _f32(0.2), _f32(1.0 / 3), _f32(1.0)]
_LOG_TOP = _f32(1.0 / 11)


def _simd_log(x):
    """The vectorised float32 ``log`` of MindSpore's CPU kernel (finite positive normal inputs).

    ``x = y * 2**e`` with ``y`` in [1, 2); ``log y = 2 atanh(s)``, ``s = (y - 1) / (y + 1)``,
    is a degree-11 odd series evaluated with fused multiply-adds, and ``e``
    contributes ``e * 0.693147``.
    """
    bits = x.float().view(torch.int32)
    e = (((bits >> 23) & 0xFF) - 127).double()
    y = ((bits & 0x7FFFFF) | (127 << 23)).view(torch.float32).double()
    s = ((y - 1.0).float() / (y + 1.0).float()).double()
    s2 = (s * s).float().double()
    poly = _LOG_TOP.to(x.device)
    for c in _LOG_COEFFS:
        poly = _fma(poly, s2, c.to(x.device))
    r = ((s * poly).float().double() * 2.0).float().double()
    return (r + (e * _LN2_TRUNC.to(x.device)).float().double()).float()


def log(x):
    """MindSpore's CPU float32 ``log``.

    Whole blocks of 8, then of 4, elements of the flattened tensor go through
    :func:`_simd_log`, the rest through libm's ``logf``; 0 gives -inf,
    negatives nan, inf inf. (This is one thread's split: a kernel's first
    five launches run on one thread; later ones may be split over threads
    by a timing-based search, which moves the scalar elements.)
    """
    flat = x.detach().reshape(-1)
    n = flat.numel()
    head = n // 4 * 4
    out = _simd_log(flat)
    if head < n:
        out[head:] = libm("logf", flat[head:])
    out = torch.where(flat == 0, -torch.inf, out)
    out = torch.where(flat < 0, torch.nan, out)
    out = torch.where(torch.isposinf(flat), torch.inf, out)
    out = torch.where(torch.isnan(flat), flat, out)
    return out.reshape(x.shape)


def softplus(x):
    """MindSpore's CPU float32 ``Softplus`` kernel: its ``exp``, then whole
    blocks of 4 and 8 elements ``log(1 + e)`` by :func:`_simd_log`, the rest
    libm's ``log1pf(e)``."""
    flat = x.detach().reshape(-1)
    e = exp(flat)
    head = flat.numel() // 4 * 4
    out = _simd_log(1.0 + e)
    if head < flat.numel():
        out[head:] = libm("log1pf", e[head:])
    return out.reshape(x.shape)


#: libm's float functions some kernels call, with the float64 torch function
#: that gives their exact value.
_LIBM_EXACT = {"expf": torch.exp, "erff": torch.erf, "logf": torch.log, "log1pf": torch.log1p}
#: How far from the exact value (in ulps of the correctly rounded float32)
#: libm's result can be while still equal to it: elements past this are
#: computed by libm itself (glibc's ``expf`` errs only right at a midpoint,
#: its ``erff``/``logf``/``log1pf`` by up to about 0.8 ulp).
_LIBM_SAFE_ULPS = {"expf": 0.45, "erff": 0.1, "logf": 0.1, "log1pf": 0.1}


def _libm_call(name, values):
    fn = _libm.function(name)
    return torch.tensor([fn(v) for v in values.tolist()], dtype=torch.float32)


def libm(name, x):
    """The C library's float32 ``name`` (``"expf"`` ...) of a float32 tensor.

    MindSpore's scalar kernel loops call libm, whose results are not always
    the correctly rounded ones. Where the exact value lies well inside a
    float32 rounding interval both agree, so only the elements near an
    interval's edge (and non-finite or tiny ones) are passed to libm itself.
    """
    x = x.detach()
    exact = _LIBM_EXACT[name](x.double())
    out = exact.float()
    if _libm.function(name) is None:
        return out
    base = out.double()
    step = (torch.nextafter(out, torch.where(exact >= base, torch.inf, -torch.inf).float()).double() - base).abs()
    off = ((exact - base).abs() / step).nan_to_num(1.0)
    hard = (off > _LIBM_SAFE_ULPS[name]) | ~torch.isfinite(out) | (out.abs() < 1.2e-38)
    if bool(hard.any()):
        out = out.clone()
        out[hard] = _libm_call(name, x[hard].cpu()).to(out.device)
    return out


def expm1(x):
    """MindSpore's CPU float32 ``expm1``: libm's ``expf(x) - 1``."""
    return libm("expf", x) - 1.0


_SQRT2 = _f32(1.4142135623730951).float()


def gelu(x):
    """MindSpore's CPU float32 ``gelu`` (erf form): ``0.5 * x * (1 + erff(x / sqrt 2))``."""
    return 0.5 * x * (1.0 + libm("erff", x / _SQRT2.to(x.device)))


def _block_sum(e):
    """The float32 sum over the last axis in MindSpore's SIMD order.

    8-wide lanes accumulate the first multiple of 8 elements and are then
    added lane by lane; the next 4 elements (if there are 4) are summed and
    added; the rest are added one by one.
    """
    n = e.shape[-1]
    c8 = n // 8 * 8
    c4 = c8 + (n - c8) // 4 * 4
    total = torch.zeros(e.shape[:-1], dtype=e.dtype, device=e.device)
    if c8:
        lanes = torch.zeros(e.shape[:-1] + (8,), dtype=e.dtype, device=e.device)
        for j in range(0, c8, 8):
            lanes = lanes + e[..., j:j + 8]
        for j in range(8):
            total = total + lanes[..., j]
    if c4 > c8:
        quad = e[..., c8] + e[..., c8 + 1]
        quad = quad + e[..., c8 + 2]
        total = total + (quad + e[..., c8 + 3])
    for j in range(c4, n):
        total = total + e[..., j]
    return total


def _sum8(e):
    """The float32 sum over the last axis of MindSpore's ReduceSum: 8 lanes
    over the first multiple of 8 elements, added in order, then the rest."""
    n = e.shape[-1]
    c8 = n // 8 * 8
    total = torch.zeros(e.shape[:-1], dtype=e.dtype, device=e.device)
    if c8:
        lanes = torch.zeros(e.shape[:-1] + (8,), dtype=e.dtype, device=e.device)
        for j in range(0, c8, 8):
            lanes = lanes + e[..., j:j + 8]
        total = _sequential_sum(lanes)
    for j in range(c8, n):
        total = total + e[..., j]
    return total


def reduce_sum(x, axis):
    """MindSpore's CPU float32 sum of ``x`` over one ``axis`` (the axis dropped):
    :func:`_sum8` along the last axis, element after element along another."""
    if axis % x.dim() == x.dim() - 1:
        return _sum8(x)
    return _sequential_sum(x.movedim(axis, -1))


def logsumexp(x, axis, keepdim):
    """MindSpore's CPU float32 ``logsumexp`` over one axis: ``log(sum(exp(x - max))) + max``
    with its ``exp``, ``ReduceSum`` and ``log``."""
    x = x.detach()
    top = x.amax(axis, keepdim=True)
    total = reduce_sum(exp(x - top), axis)
    out = log(total) + top.squeeze(axis)
    return out.unsqueeze(axis) if keepdim else out


def _sequential_sum(e):
    """The float32 sum over the last axis, element after element."""
    total = torch.zeros(e.shape[:-1], dtype=e.dtype, device=e.device)
    for j in range(e.shape[-1]):
        total = total + e[..., j]
    return total


def softmax(x, axis):
    """MindSpore's CPU float32 ``softmax`` along ``axis``.

    Along the last axis the kernel is vectorised: its ``exp``, the SIMD-order
    sum, and a multiply by the sum's reciprocal. Along another axis it is a
    scalar loop: libm's ``expf``, a sequential sum, and a division.
    """
    last = axis % x.dim() == x.dim() - 1 if x.dim() else True
    moved = x.detach().movedim(axis, -1) if x.dim() else x.detach().reshape(1)
    shifted = moved - moved.amax(-1, keepdim=True)
    if last:
        e = exp(shifted)
        out = e * (1.0 / _block_sum(e).unsqueeze(-1))
    else:
        e = libm("expf", shifted)
        out = e / _sequential_sum(e).unsqueeze(-1)
    return out.movedim(-1, axis) if x.dim() else out.reshape(())


def cpu_softmax(t, axis):
    """``torch.softmax(t, axis)`` with the numbers MindSpore's CPU kernel gives."""
    result = torch.softmax(t, axis)
    if t.dtype == torch.float32:
        return with_values_of(result, softmax(t.detach(), axis))
    if t.dtype == torch.float16:
        # float16 steps: exp of the shifted input, its sum, the division
        e = torch.exp(t.detach() - t.detach().amax(axis, keepdim=True))
        return with_values_of(result, e / e.sum(axis, keepdim=True))
    return result


def cpu_gelu(t, approximate="none"):
    """``F.gelu(t)`` with the numbers MindSpore's CPU kernel gives."""
    result = torch.nn.functional.gelu(t, approximate=approximate)
    if t.dtype == torch.float32 and approximate == "none":
        return with_values_of(result, gelu(t.detach()))
    return result


def _sqrt(x):
    """Correctly rounded float32 square root (torch's float32 kernel is not)."""
    return torch.sqrt(x.double()).float()


def _fma_square_sum(d):
    """float32 ``sum(d * d)`` over the last axis in MindSpore's deviation order.

    8 lanes, then 4, accumulate ``lane + d * d`` with one rounding (a fused
    multiply-add), each block's lanes are summed in order and added to the
    total, and the rest of the row is
    fused-accumulated element by element.
    """
    n = d.shape[-1]
    c8 = n // 8 * 8
    c4 = c8 + (n - c8) // 4 * 4
    dd = d.double()
    total = torch.zeros(d.shape[:-1], dtype=torch.float32, device=d.device)
    for start, stop, width in ((0, c8, 8), (c8, c4, 4)):
        if stop > start:
            lanes = torch.zeros(d.shape[:-1] + (width,), dtype=torch.float64, device=d.device)
            for j in range(start, stop, width):
                lanes = (lanes + dd[..., j:j + width] * dd[..., j:j + width]).float().double()
            total = total + _sequential_sum(lanes.float())
    for j in range(c4, n):
        total = (total.double() + dd[..., j] * dd[..., j]).float()
    return total


def _std_all(x, unbiased):
    """MindSpore's ``ReduceStd`` over every element: a sequential mean, then
    the squared deviations fused-accumulated one by one."""
    flat = x.detach().reshape(-1).cpu().numpy()
    n = flat.size
    mean = np.float32(np.cumsum(flat, dtype=np.float32)[-1] / np.float32(n)) if n else np.float32(np.nan)
    dev = np.float32(0.0)
    for value in (flat - mean).astype(np.float64).tolist():
        dev = np.float32(float(dev) + value * value)
    out = np.float32(np.sqrt(np.float64(dev / np.float32(n - 1 if unbiased else n))))
    return torch.tensor(out, dtype=torch.float32, device=x.device)


def reduce_std(x, axes, unbiased):
    """MindSpore's CPU float32 ``ReduceStd`` of ``x`` over ``axes`` (reduced dims removed).

    Over some axes each output's values (the reduced axes moved last) have a
    sequential mean, and their squared deviations are summed in the SIMD
    order of :func:`_fma_square_sum`; over all axes (or a 1-D input) it is
    :func:`_std_all`. The square root is correctly rounded.
    """
    x = x.detach()
    axes = sorted({a % x.dim() for a in axes}) if x.dim() else []
    if not axes or x.dim() <= 1:
        return _std_all(x, unbiased)
    keep = [d for d in range(x.dim()) if d not in axes]
    rows = x.permute(keep + axes).reshape([x.shape[d] for d in keep] + [-1])
    n = rows.shape[-1]
    mean = _sequential_sum(rows) / n
    dev = _fma_square_sum(rows - mean.unsqueeze(-1))
    return _sqrt(dev / float(n - 1 if unbiased else n))


def _half_sigmoid(x):
    """float16 ``1 / (1 + exp(-x))``, each step rounded to float16."""
    return 1.0 / (1.0 + torch.exp(-x))


#: op name -> MindSpore's CPU float32 formula (float32 in, float32 out).
FLOAT32 = {"exp": exp, "tanh": tanh, "sigmoid": sigmoid, "silu": silu, "expm1": expm1, "log": log}

#: op name -> MindSpore's CPU float16 formula: float16 steps, each rounded.
FLOAT16 = {"sigmoid": _half_sigmoid, "silu": lambda x: x * _half_sigmoid(x)}

#: Ops whose MindSpore CPU kernels round the exact result (libm's, for float16
#: via float32): computing in float64 and rounding reproduces them where
#: torch's float32 kernels are off by an ulp.
ROUNDED = {"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "sqrt", "erfc", "exp2"}

_LOW_PRECISION = (torch.float16, torch.bfloat16, torch.float32)


def with_values_of(result, values):
    """``values``' numbers carrying ``result``'s gradient (the op's exact derivative).

    ``result.detach() - result`` is exactly +0 wherever ``result`` is finite,
    and subtracting +0 keeps every number, -0 included, bit for bit.
    """
    zero = result.detach() - result
    zero = torch.where(torch.isfinite(result.detach()), zero, torch.zeros_like(zero))
    return values.detach() - zero


def unary(name, torch_op, t):
    """``torch_op(t)`` with the numbers MindSpore's CPU kernel gives for op ``name``."""
    result = torch_op(t)
    if not isinstance(t, torch.Tensor) or t.dtype not in _LOW_PRECISION:
        return result
    if t.dtype == torch.float32 and name in FLOAT32:
        return with_values_of(result, FLOAT32[name](t.detach()))
    if t.dtype == torch.float16 and name in FLOAT16:
        return with_values_of(result, FLOAT16[name](t.detach()))
    if name in ROUNDED:
        return with_values_of(result, torch_op(t.detach().double()).float().to(t.dtype))
    return result
