"""MindSpore's CPU float32 kernels (nnacl, FMA build): exp, tanh, log and the kernels built on them.

MindSpore's CPU kernels do not call libm for ``exp`` and ``tanh``: ``exp`` is
a range reduction by a truncated ln 2 and a degree-5 polynomial, ``tanh`` a
Padé fraction clamped at +-5, both evaluated with fused multiply-adds.
Their results differ from a correctly rounded one by several ulps, which
shows in printed values (``exp(1)`` prints ``2.7182798``). ``log`` is a
vectorised atanh series on whole blocks of 4 and 8 elements and libm's
``logf`` on the rest; sums and deviations follow the kernels' SIMD orders.
Every function takes and returns float32 tensors (no gradient).
"""

import math

import numpy as np
import torch
import torch.nn.functional as F

from unigrad.numerics import libm, simd
from unigrad.numerics.float32 import (FusedChain, add_alpha_is_fused, addcmul_is_fused, any_true, f32, fma32,
                                      fma32_scalar, fused_multiply_add, fused_round_numpy)
from unigrad.numerics.plain import numpy_view

__all__ = ["exp", "tanh", "sigmoid", "silu", "log", "softplus", "expm1", "gelu", "sum_all", "small_sum_all_wide",
           "reduce_sum", "reduce_mean", "logsumexp", "softmax", "reduce_std", "sqrt", "fma_square_sum", "sigmoid_float16",
           "bce_with_logits_grad", "flushed", "hardswish", "SELU_SCALE", "selu", "celu", "mish", "log1p", "fast_gelu",
           "gelu_tanh",
           "adam_lr", "adam"]

_LOG2E = f32(1.44269504088896341)
_LN2_SHORT = f32(0.693147)  # the kernels' truncated ln 2: part of their results
_EXP_COEFFS = (f32(1.0 / 120), f32(1.0 / 24), f32(1.0 / 6), f32(0.5), f32(1.0))
_EXP_LOW, _EXP_HIGH = -87.3365478515625, 88.72283935546875  # logf(FLT_MIN), logf(FLT_MAX)


def _exp(x, fma):
    """MindSpore's exp steps with the fused multiply-add ``fma`` (on float64 holding float32 values)."""
    x = x.clamp(_EXP_LOW, _EXP_HIGH).double()
    k = torch.floor(fma(x, _LOG2E, 0.5))
    r = fma(-k, _LN2_SHORT, x)
    c120, c24, c6, c2, c1 = _EXP_COEFFS
    t = fma(r, fma(r, c120, c24), c6)
    t = fma(r, fma(r, t, c2), c1)
    poly = fma(r, t, c1).float()
    # 2 * 2**(k-1) * poly (k may be 128, whose power float32 cannot hold), with
    # 2**(k-1) built from its exponent bits: k = -126 gives 0, not a subnormal
    half_scale = ((k + 126).to(torch.int32) << 23).view(torch.float32)
    return 2.0 * (poly * half_scale)


def _tanh(x, fma):
    """MindSpore's tanh steps with the fused multiply-add ``fma`` (on float64 holding float32 values)."""
    sq = (x * x).double()
    a = fma(fma(((sq + 378.0).float()).double(), sq, 17325.0), sq, 135135.0).float() * x
    b = fma(fma(fma(torch.full_like(sq, 28.0), sq, 3150.0), sq, 62370.0), sq, 135135.0).float()
    out = a / b
    out = torch.where(x > 5.0, 1.0, out)
    return torch.where(x < -5.0, -1.0, out)


#: whether a tensor is a torch.func wrapper (under vmap): the torch-FMA kernels write into buffers (``out=``),
#: which vmap's batching rules refuse; there the emulated fused multiply-add runs instead
_traced = torch._C._functorch.is_functorch_wrapped_tensor


def _scalar(value):
    return torch.tensor(value, dtype=torch.float32)


# The fused kernels below write into a few buffers of the input's size, in place: every pass over memory and
# every fresh megabyte (fresh pages from the system) costs more than the arithmetic. addcmul is vectorised
# where at most one operand is broadcast; a step ``x * c1 + c2`` with two constants is torch.add's alpha.
_LOG2E_T, _NEG_LN2_SHORT_T = _scalar(_LOG2E), _scalar(-_LN2_SHORT)
_EXP_COEFFS_T = tuple(_scalar(c) for c in _EXP_COEFFS)
_HALF_T = _scalar(0.5)


def _fused_kernels():
    """Whether torch's addcmul and add-with-alpha are fused multiply-adds here (probed once)."""
    return addcmul_is_fused() and add_alpha_is_fused()


def _exp_torch_fma(x):
    """:func:`_exp` with torch's fused multiply-adds: one float32 torch call per step."""
    x = x.detach()  # (out= refuses a tensor that requires grad, under grad mode)
    work = torch.empty((2,) + x.shape, dtype=x.dtype, device=x.device)
    clamped, k = work.unbind(0)
    torch.clamp(x, _EXP_LOW, _EXP_HIGH, out=clamped)
    torch.add(_HALF_T, clamped, alpha=_LOG2E, out=k).floor_()
    r = torch.addcmul(clamped, k, _NEG_LN2_SHORT_T, out=clamped)  # fma(-k, ln2, x): -k * ln2 is k * -ln2 exactly
    c120, c24, c6, c2, c1 = _EXP_COEFFS_T
    poly = torch.add(c24, r, alpha=_EXP_COEFFS[0])
    for coefficient in (c6, c2, c1, c1):
        torch.addcmul(coefficient, r, poly, out=poly)
    # 2**(k-1) from its exponent bits, in r's memory (r is used up)
    half_scale = r.view(torch.int32).copy_(k.add_(126)).bitwise_left_shift_(23).view(torch.float32)
    return poly.mul_(half_scale).mul_(2.0)


_TANH_3150_T = _scalar(3150.0)
#: the last two Horner steps of the numerator (row 0) and the denominator (row 1), as one ``[2, n]`` step each
_TANH_ADDENDS = (_scalar([[17325.0], [62370.0]]), _scalar([[135135.0], [135135.0]]))
#: the kernel's fraction at 5 (its largest magnitude) less one, exactly: 1.0000098 - 1 = 82 * 2**-23
_TANH_AT_FIVE_MINUS_ONE = 82 * 2.0 ** -23


def _tanh_torch_fma(x):
    """:func:`_tanh` with torch's fused multiply-adds: the numerator's and the denominator's steps as the
    two rows of one chain on x clamped to +-5, then the saturation beyond +-5, where the fraction is that
    of +-5, by subtracting its excess over 1 there (float arithmetic: boolean masks and ``torch.where``
    cost several times more). A NaN passes through with its bits, as through MindSpore's kernel."""
    flat = x.detach().reshape(-1)  # (out= refuses a tensor that requires grad, under grad mode)
    work = torch.empty((3,) + flat.shape, dtype=flat.dtype, device=flat.device)
    numerator, denominator, sq = work.unbind(0)
    rows = work[:2]
    clamped = torch.clamp(flat, -5.0, 5.0)  # (a NaN stays as it is: scalar bounds)
    torch.mul(clamped, clamped, out=sq)
    torch.add(sq, 378.0, out=numerator)
    torch.add(_TANH_3150_T, sq, alpha=28.0, out=denominator)
    for addends in _TANH_ADDENDS:
        torch.addcmul(addends, rows, sq, out=rows)
    out = torch.mul(numerator, clamped, out=clamped).div_(denominator)
    # beyond +-5 (only there) the fraction is +-1.0000098: hardshrink keeps x only there (0 elsewhere, and
    # for a NaN), and clamped to the excess it turns those into +-1 exactly; 0 subtracted changes nothing
    excess = F.hardshrink(flat, 5.0).clamp_(-_TANH_AT_FIVE_MINUS_ONE, _TANH_AT_FIVE_MINUS_ONE)
    return out.sub_(excess).reshape(x.shape)


def _exp_numpy(x, fma):
    """:func:`_exp` on a numpy float32 array (small tensors: numpy's per-call cost is far below torch's)."""
    x = np.maximum(np.minimum(x, _EXP_HIGH), _EXP_LOW, dtype=np.float64)  # np.clip, without its Python layer
    k = np.floor(fma(x, _LOG2E, 0.5))
    r = fma(-k, _LN2_SHORT, x)
    c120, c24, c6, c2, c1 = _EXP_COEFFS
    t = fma(r, fma(r, c120, c24), c6)
    t = fma(r, fma(r, t, c2), c1)
    poly = fma(r, t, c1).astype(np.float32)
    half_scale = ((k + 126).astype(np.int32) << 23).view(np.float32)
    return np.float32(2.0) * (poly * half_scale)


def _tanh_numpy(x, fma):
    """:func:`_tanh` on a numpy float32 array."""
    sq = (x * x).astype(np.float64)
    a = fma(fma((sq + 378.0).astype(np.float32).astype(np.float64), sq, 17325.0), sq, 135135.0).astype(np.float32) * x
    b = fma(fma(fma(28.0, sq, 3150.0), sq, 62370.0), sq, 135135.0).astype(np.float32)
    out = a / b
    out = np.where(x > 5.0, np.float32(1.0), out)
    return np.where(x < -5.0, np.float32(-1.0), out)


def _fma_numpy(x, y, z):
    """float32 ``x * y + z`` rounded once, on numpy float64 arrays holding float32 values (a float64 array)."""
    return fused_round_numpy(x * y, z).astype(np.float64)


#: up to this many elements the kernels run on numpy (measured: torch's per-call cost dominates below about 2,000)
_SMALL = 1024

# The small kernels below round each fused multiply-add as float64 then float32: the product of two float32
# values is exact in float64, and rounding the float64 sum to float32 is rounding once except where that
# sum was itself rounded onto a float32 midpoint (and in float32's subnormal range, which these kernels'
# sums never reach: tanh's are above 378, exp's below 2**-126 only for a subnormal input passed through
# exactly). Every sum is written into one buffer and checked once per call; where one lies on a midpoint
# the caller computes again with the exact fused multiply-add (:func:`_fma_numpy`).
def _on_a_midpoint(sums):
    """Whether a float64 value in ``sums`` lies exactly on a float32 rounding midpoint (its low 29 mantissa
    bits are 1 followed by zeros). (numpy's keyword arguments, ``any()`` and ``where`` each cost a call's
    time again on a few values: these kernels use operators and ``count_nonzero``.)"""
    return np.count_nonzero((sums.view(np.int64) << _BELOW_MIDPOINT_SHIFT) == _MIDPOINT_SHIFTED) > 0


_BELOW_MIDPOINT_SHIFT, _MIDPOINT_SHIFTED = np.int64(35), np.int64(-(2 ** 63))  # 0x10000000 << 35: the sign bit
_F32, _F64 = np.float32, np.float64
_TANH_MULTIPLIERS_NP = np.array([[1.0], [28.0]])
_TANH_ADDENDS_NP = tuple(np.array(pair) for pair in ([[378.0], [3150.0]], [[17325.0], [62370.0]],
                                                       [[135135.0], [135135.0]]))
_FIVE, _ONE_F32 = _F32(5.0), _F32(1.0)


def _tanh_small(v):
    """:func:`_tanh` on a 1-D numpy float32 array, or None where a sum may have been rounded twice."""
    inside = np.minimum(np.maximum(v, -_FIVE), _FIVE)
    sq32 = inside * inside
    sq = sq32.astype(_F64)
    # the numerator's and the denominator's Horner steps as the rows of one chain (the numerator's first,
    # sq + 378, is 1 * sq + 378); each row rounded to float32 after every step
    first, second, third = _TANH_ADDENDS_NP
    rows = (_TANH_MULTIPLIERS_NP * sq + first).astype(_F32).astype(_F64)
    sums = np.empty((2, 2) + v.shape)
    np.add(rows * sq, second, out=sums[0])
    np.add(sums[0].astype(_F32).astype(_F64) * sq, third, out=sums[1])
    # the first sums are exact in float64 wherever they come near a midpoint (sq + 378 is a float32 addition;
    # 28 sq + 3150 needs at most 53 bits once 28 sq reaches 3150's half ulp), and they often lie on one
    if _on_a_midpoint(sums):
        return None
    rows = sums[1].astype(_F32)
    out = rows[0] * inside
    out /= rows[1]
    out[v > _FIVE] = _ONE_F32
    out[v < -_FIVE] = -_ONE_F32
    return out


_EXP_LOW_NP, _EXP_HIGH_NP = _F32(_EXP_LOW), _F32(_EXP_HIGH)


def _exp_small(v):
    """:func:`_exp` on a 1-D numpy float32 array, or None where a sum may have been rounded twice."""
    x32 = np.minimum(np.maximum(v, _EXP_LOW_NP), _EXP_HIGH_NP)
    x = x32.astype(_F64)
    sums = [x * _LOG2E + 0.5]
    k = np.floor(sums[-1].astype(_F32)).astype(_F64)
    sums.append(k * -_LN2_SHORT + x)  # -k * ln2 is k * -ln2 exactly
    r = sums[-1].astype(_F32).astype(_F64)
    c120, c24, c6, c2, c1 = _EXP_COEFFS
    sums.append(r * c120 + c24)
    for coefficient in (c6, c2, c1, c1):
        sums.append(r * sums[-1].astype(_F32).astype(_F64) + coefficient)
    if _on_a_midpoint(np.concatenate(sums)):
        return None
    poly = sums[-1].astype(_F32)
    with np.errstate(all="ignore"):  # exp overflows to inf beyond 88.7, and a nan's k has no integer
        half_scale = ((k + 126.0).astype(np.int32) << 23).view(_F32)
        return _F32(2.0) * (poly * half_scale)


def _small(kernel_small, kernel_numpy, x):
    """``kernel_small`` on ``x``'s values as a float32 tensor (``kernel_numpy`` with the exact fused
    multiply-add where it returns None and torch has no fused one), or None where ``x`` has no numpy view
    (inside torch.func transforms, or not on the CPU) or where torch's fused multiply-adds serve a sum
    that may round twice (the numpy repair costs about 3x torch's chain: 227 us against 79 us on 1,024
    values of exp)."""
    values = numpy_view(x, detach=True)
    if values is None:
        return None
    flat = values.reshape(-1)
    out = kernel_small(flat)
    if out is None:
        if _fused_kernels():
            return None
        with np.errstate(all="ignore"):  # inf and nan come out as torch's kernels give them, silently
            out = kernel_numpy(flat, _fma_numpy).astype(_F32)
    return torch.from_numpy(out.reshape(values.shape))


def _exact_fma(x, y, z):
    return fma32(x, y, z).double()


def _fused(kernel, x):
    """``kernel(x, fma)`` with the fast fused chain, the few elements it may round twice recomputed
    with the correctly rounded fma."""
    chain = FusedChain()
    out = kernel(x, chain.fma)
    suspects = chain.suspects()
    if suspects is None or not any_true(suspects):
        return out
    suspects = suspects.reshape(out.shape)
    try:
        out[suspects] = kernel(x[suspects], _exact_fma)
    except RuntimeError:  # under vmap no element can be picked out: every one recomputed
        out = torch.where(suspects, kernel(x, _exact_fma), out)
    return out


def exp(x):
    """MindSpore's CPU float32 ``exp``: a range reduction by a truncated ln 2, then a degree-5 polynomial
    with fused multiply-adds."""
    if x.numel() <= _SMALL:
        out = _small(_exp_small, _exp_numpy, x)
        if out is not None:
            return out
    if _fused_kernels() and not _traced(x):
        return _exp_torch_fma(x)
    return _fused(_exp, x)


def tanh(x):
    """MindSpore's CPU float32 ``tanh``: a Padé fraction with fused multiply-adds, +-1 beyond +-5.

    Where ``torch.addcmul`` is a fused multiply-add the fraction is evaluated on ``x`` clamped to +-5
    and clamped to +-1 beyond; elsewhere only where it is used (|x| <= 5, and nan).
    """
    if x.numel() <= _SMALL:
        out = _small(_tanh_small, _tanh_numpy, x)
        if out is not None:
            return out
    if _fused_kernels() and not _traced(x):
        return _tanh_torch_fma(x)
    saturated = x.abs() > 5.0
    if not any_true(saturated):
        return _fused(_tanh, x)
    out = torch.where(x > 0, 1.0, -1.0)
    try:
        inside = ~saturated
        out[inside] = _fused(_tanh, x[inside])
    except RuntimeError:  # under vmap no element can be picked out: every one computed
        out = torch.where(saturated, out, _fused(_tanh, x))
    return out


def sigmoid(x):
    """MindSpore's CPU float32 ``sigmoid``: ``1 / (1 + exp(-x))`` with its ``exp``; where ``x`` holds a NaN,
    the whole tensor's with libm's ``expf`` instead (measured on 40 and 1,000 values, a NaN anywhere)."""
    if _holds_nan(x):
        return 1.0 / (1.0 + libm.elementwise("expf", -x))
    return 1.0 / (1.0 + exp(-x))


def _holds_nan(x):
    """Whether float tensor ``x`` holds a NaN: one sum says no where it is finite (a NaN's own mask and its
    ``any()`` cost several times more on a small tensor); False under vmap, where no value can decide."""
    try:
        return not math.isfinite(x.sum()) and bool(torch.isnan(x).any())
    except RuntimeError:
        return False


def silu(x):
    """MindSpore's CPU float32 ``silu``: ``x * sigmoid(x)``."""
    return x * sigmoid(x)


def sigmoid_float16(x):
    """MindSpore's CPU float16 ``sigmoid``: ``1 / (1 + exp(-x))``, each step rounded to float16."""
    return 1.0 / (1.0 + torch.exp(-x))


_LOG_COEFFS = (f32(1.0 / 9), f32(1.0 / 7), f32(0.2), f32(1.0 / 3), f32(1.0))
_LOG_TOP = f32(1.0 / 11)


def _simd_log(x):
    """The vectorised float32 ``log`` of MindSpore's CPU kernel (finite positive normal inputs).

    ``x = y * 2**e`` with ``y`` in [1, 2); ``log y = 2 atanh(s)``, ``s = (y - 1) / (y + 1)``,
    is a degree-11 odd series evaluated with fused multiply-adds, and ``e``
    contributes ``e * 0.693147``.
    """
    bits = x.float().view(torch.int32)
    e = (((bits >> 23) & 0xFF) - 127).float()
    y = ((bits & 0x7FFFFF) | (127 << 23)).view(torch.float32)
    s = (y - 1.0) / (y + 1.0)
    s2 = s * s
    poly = fused_multiply_add(s2, _LOG_TOP, _LOG_COEFFS[0])
    for c in _LOG_COEFFS[1:]:
        poly = fused_multiply_add(poly, s2, c)
    r = (s * poly) * 2.0
    return r + e * _LN2_SHORT


def _positive_and_finite(flat):
    """Whether every value of 1-D ``flat`` is positive and finite (False for none, a nan, and under vmap)."""
    try:
        low, high = torch.aminmax(flat)
        return bool(low > 0) and bool(high < torch.inf)
    except RuntimeError:  # empty, or vmap (no data-dependent branch)
        return False


def log(x):
    """MindSpore's CPU float32 ``log``.

    Whole blocks of 8, then of 4, elements of the flattened tensor go through
    the vectorised series, the rest through libm's ``logf``; 0 gives -inf,
    negatives nan, inf inf. (This is one thread's split: a kernel's first
    five launches run on one thread; later ones may be split over threads
    by a timing-based search, which moves the scalar elements.)
    """
    flat = x.detach().reshape(-1)
    out = simd.packets_then_tail(flat, _simd_log, lambda tail: libm.elementwise("logf", tail), simd.SSE)
    if _positive_and_finite(flat):  # no value is a special case (one reduction instead of eight passes)
        return out.reshape(x.shape)
    out = torch.where(flat == 0, -torch.inf, out)
    out = torch.where(flat < 0, torch.nan, out)
    out = torch.where(torch.isposinf(flat), torch.inf, out)
    out = torch.where(torch.isnan(flat), flat, out)
    return out.reshape(x.shape)


def softplus(x):
    """MindSpore's CPU float32 ``Softplus`` kernel: its ``exp``, then whole blocks of 4 and 8 elements
    ``log(1 + e)`` by the vectorised series, the rest libm's ``log1pf(e)``."""
    e = exp(x.detach().reshape(-1))
    out = simd.packets_then_tail(e, lambda v: _simd_log(1.0 + v), lambda v: libm.elementwise("log1pf", v), simd.SSE)
    return out.reshape(x.shape)


def expm1(x):
    """MindSpore's CPU float32 ``expm1``: libm's ``expf(x) - 1``."""
    return libm.elementwise("expf", x) - 1.0


_SQRT2 = f32(1.4142135623730951)


def gelu(x):
    """MindSpore's CPU float32 ``gelu`` (erf form): ``0.5 * x * (1 + erff(x / sqrt 2))``."""
    return 0.5 * x * (1.0 + libm.elementwise("erff", x / _SQRT2))


#: a 1-D ReduceSum over more elements than this is split between threads (the recording machine has two
#: cores): at a boundary near the middle that varies from run to run (measured: ``ceil(n/2)`` in most), and at
#: exactly this many in an order that is neither in order nor halves (known differences)
_SUM_SPLIT_ABOVE = 200_000
#: up to this many elements a running sum is a Python loop (torch's cumsum costs several times more)
_SUM_IN_PYTHON = 64


def reduce_sum(x, axes=None):
    """MindSpore's CPU float32 ReduceSum of ``x`` over ``axes`` (an int or a sequence; None: every axis),
    the axes dropped. The kernel's cases, measured on adversarial orders (``1, 2**-30, -1`` along a line):

    * ``x`` of at most one dimension: a float64 running sum from +0, element after element, rounded once;
      over 200,000 elements it is split between threads (two rounded halves here);
    * the first axis, any other summed axis of size 1 (a column sum): float32, row after row from +0;
    * the last axis of a 2-D ``x``: :func:`simd.lanes_then_sequential_sum`;
    * otherwise: each output's elements, the summed axes taken last in their order, as a float64 running
      sum from +0, rounded once (so a middle axis, the last axis of 3-D, or every axis of a 2-D ``x``).

    E.g. ``[1, 2**-60, 0, 0, -1, 0, 0, 0]`` sums to 0, as in order (torch's float64 sum gives ``2**-60``).
    """
    axes = _sorted_axes(x, axes)
    if x.dim() <= 1:
        return _sum_of_every_element(x)
    if axes[0] == 0 and all(x.shape[a] == 1 for a in axes[1:]):
        columns = simd.sequential_sum(x.reshape(x.shape[0], -1), 0, from_zero=True)
        return columns.reshape([size for i, size in enumerate(x.shape) if i not in axes])
    if axes == (1,) and x.dim() == 2:
        return simd.lanes_then_sequential_sum(x)
    return _running_sums(x, axes)


def reduce_mean(x, axes=None):
    """MindSpore's CPU float32 ReduceMean of ``x`` over ``axes`` (as :func:`reduce_sum`): ReduceSum's cases
    but the column sum, the sum then divided by the count in float32."""
    axes = _sorted_axes(x, axes)
    count = math.prod(x.shape[a] for a in axes) if x.dim() else 1
    if x.dim() <= 1:
        return _sum_of_every_element(x) / count
    if axes == (1,) and x.dim() == 2:
        return simd.lanes_then_sequential_sum(x) / count
    return _running_sums(x, axes) / count


def _sorted_axes(x, axes):
    if axes is None:
        return tuple(range(x.dim()))
    if isinstance(axes, int):
        axes = (axes,)
    return tuple(sorted({a % x.dim() if x.dim() else 0 for a in axes}))


def sum_all(x):
    """:func:`reduce_sum` over every axis of ``x`` (a 0-d float32 tensor)."""
    return reduce_sum(x)


def _sum_of_every_element(x):
    """The 1-D case (and 0-d): in order in float64 from +0, in two rounded halves over 200,000 elements."""
    flat = x.reshape(-1)
    if flat.numel() > _SUM_SPLIT_ABOVE:
        half = (flat.numel() + 1) // 2
        return _running_sum(flat[:half]) + _running_sum(flat[half:])
    return _running_sum(flat)


def small_sum_all_wide(x):
    """:func:`sum_all`'s float64 sum before its rounding, as a Python float, where ``x`` is a small CPU tensor
    summed in order (not an ``(n, 1, ..., 1)`` column; a loop over its values costs less than a tensor's
    sum); None otherwise."""
    if x.numel() > _SUM_IN_PYTHON or not x.is_cpu or _traced(x) or (x.dim() > 1 and x.numel() == x.shape[0]):
        return None
    total = 0.0
    for value in (x if x.dim() == 1 else x.reshape(-1)).tolist():  # (not sum(): from Python 3.12 it compensates)
        total += value
    return total


def _running_sum(flat):
    """The float64 running sum of 1-D float32 ``flat`` from +0, rounded to float32 (0-d)."""
    wide = small_sum_all_wide(flat)
    if wide is not None:
        return torch.tensor(wide, dtype=torch.float32)
    return _running_sums(flat.reshape(1, -1), (1,)).reshape(())


def _running_sums(x, axes):
    """Each output's elements over ``axes`` (sorted), in row-major order of those axes, as a float64 running
    sum from +0 rounded once to float32."""
    kept = [i for i in range(x.dim()) if i not in axes]
    lines = x.permute(kept + list(axes)).reshape([x.shape[i] for i in kept] + [-1])
    if not lines.shape[-1]:
        return torch.zeros(lines.shape[:-1], dtype=torch.float32, device=x.device)
    # cumsum adds in order (a float64 sum does not), from the first element: + 0.0 turns a -0 total into +0
    return torch.cumsum(lines, -1, dtype=torch.float64)[..., -1].add_(0.0).float()


def logsumexp(x, axis, keepdim):
    """MindSpore's CPU float32 ``logsumexp`` over one axis: ``log(sum(exp(x - max))) + max`` with its
    ``exp``, ``ReduceSum`` and ``log``."""
    x = x.detach()
    top = x.amax(axis, keepdim=True)
    total = reduce_sum(exp(x - top), axis)
    out = log(total) + top.squeeze(axis)
    return out.unsqueeze(axis) if keepdim else out


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
        out = e * (1.0 / simd.blocks_then_quad_sum(e).unsqueeze(-1))
    else:
        e = libm.elementwise("expf", shifted)
        out = e / simd.sequential_sum(e, from_zero=True).unsqueeze(-1)
    return out.movedim(-1, axis) if x.dim() else out.reshape(())


def sqrt(x):
    """Correctly rounded float32 square root (torch's float32 kernel is not, on every CPU)."""
    return torch.sqrt(x.double()).float()


def fma_square_sum(d):
    """float32 ``sum(d * d)`` over the last axis in MindSpore's deviation order.

    8 lanes, then 4, accumulate ``lane + d * d`` with one rounding (a fused
    multiply-add), each block's lanes are summed in order and added to the
    total, and the rest of the row is fused-accumulated element by element.
    """
    n = d.shape[-1]
    c8 = n // 8 * 8
    c4 = c8 + (n - c8) // 4 * 4
    total = torch.zeros(d.shape[:-1], dtype=torch.float32, device=d.device)
    for start, stop, width in ((0, c8, 8), (c8, c4, 4)):
        if stop > start:
            lanes = torch.zeros(d.shape[:-1] + (width,), dtype=torch.float32, device=d.device)
            for j in range(start, stop, width):
                block = d[..., j:j + width]
                lanes = fused_multiply_add(block, block, lanes)
            total = total + simd.sequential_sum(lanes, from_zero=True)
    for j in range(c4, n):
        total = fused_multiply_add(d[..., j], d[..., j], total)
    return total


def _std_all(x, unbiased):
    """MindSpore's ``ReduceStd`` over every element: a sequential mean, then the squared deviations
    fused-accumulated one by one (a scalar C loop: each step depends on the last). Returns ``(std, mean)``."""
    flat = x.detach().reshape(-1)
    n = flat.numel()
    mean = simd.sequential_sum(flat, from_zero=True) / n if n else torch.tensor(float("nan"))
    dev = 0.0
    for value in (flat - mean).tolist():
        dev = fma32_scalar(value, value, dev)
    dev = torch.tensor(dev, dtype=torch.float32)
    return sqrt(dev / float(n - 1 if unbiased else n)).to(x.device), mean.to(x.device)


def reduce_std(x, axes, unbiased):
    """MindSpore's CPU float32 ``ReduceStd`` of ``x`` over ``axes`` (reduced dims removed).

    Over some axes each output's values (the reduced axes moved last) have a
    sequential mean, and their squared deviations are summed in the SIMD
    order of :func:`fma_square_sum`; over all axes (or a 1-D input) the
    deviations are fused-accumulated one by one. The square root is correctly
    rounded.
    """
    return reduce_std_and_mean(x, axes, unbiased)[0]


def reduce_std_and_mean(x, axes, unbiased):
    """:func:`reduce_std` and the kernel's second output, the mean (what its gradient reads), reduced dims
    removed."""
    x = x.detach()
    axes = sorted({a % x.dim() for a in axes}) if x.dim() else []
    if not axes or x.dim() <= 1:
        return _std_all(x, unbiased)
    keep = [d for d in range(x.dim()) if d not in axes]
    rows = x.permute(keep + axes).reshape([x.shape[d] for d in keep] + [-1])
    n = rows.shape[-1]
    mean = simd.sequential_sum(rows, from_zero=True) / n
    dev = fma_square_sum(rows - mean.unsqueeze(-1))
    return sqrt(dev / float(n - 1 if unbiased else n)), mean


def bce_with_logits_grad(x, y, w, p, dout, reduction):
    """The gradient of MindSpore's CPU float32 ``BCEWithLogitsLoss`` for the logits ``x`` (labels ``y``,
    weights ``w``, positive weights ``p``, all of ``x``'s shape): ``((p y + 1 - y) sigmoid(x) - p y) w
    dout`` with MindSpore's sigmoid, divided by the count for the mean (checked against recorded bits
    for every reduction)."""
    s = sigmoid(x)
    py = p * y
    grad = ((py + 1.0 - y) * s - py) * w * dout
    return grad / x.numel() if reduction == "mean" else grad


def adam_lr(lr, beta1_power, beta2_power):
    """The Adam kernel's step size ``lr * sqrtf(1 - beta2_power) / (1 - beta1_power)``, in float32 (the
    powers: MindSpore's float32 Parameters, multiplied by beta once per step)."""
    one = torch.tensor(1.0, dtype=torch.float32)
    return torch.tensor(f32(lr), dtype=torch.float32) * sqrt(one - beta2_power) / (one - beta1_power)


def adam(var, m, v, grad, lr, beta1, beta2, epsilon, nesterov=False):
    """MindSpore's CPU float32 ``Adam`` update of flat ``var``, ``m``, ``v`` with ``grad`` and the step
    size ``lr`` (:func:`adam_lr`): ``m += (g - m)(1 - beta1)``, ``v += (g g - v)(1 - beta2)``, ``var -=
    lr m / (sqrt(v) + epsilon)``. Its compiler contracts the moments' multiply-adds (measured on 12,000
    values: ``m = fma(g - m, 1 - beta1, m)``, ``v = fma(fma(g, g, -v), 1 - beta2, v)``), in the AVX blocks of
    8 and in the C tail alike; Nesterov's step is ``fma(g, 1 - beta1, m beta1)`` in the blocks, ``fma(m, beta1,
    (1 - beta1) g)`` in the tail (2,100 tail values measured), whose ``sqrt`` and division are in double. Where MindSpore splits a large update between threads, each part has its own
    tail, which is not reproduced (1 value in 4,096 measured). Returns the new ``(var, m, v)``."""
    c1 = torch.tensor(f32(1 - f32(beta1)), dtype=torch.float32)
    c2 = torch.tensor(f32(1 - f32(beta2)), dtype=torch.float32)
    beta1_, eps = f32(beta1), f32(epsilon)
    m = fused_multiply_add(grad - m, c1, m)
    v = fused_multiply_add(fused_multiply_add(grad, grad, -v), c2, v)
    blocks = var.numel() // 8 * 8
    new = torch.empty_like(var)
    if blocks:
        step = fused_multiply_add(grad[:blocks], c1, m[:blocks] * beta1_) if nesterov else m[:blocks]
        new[:blocks] = var[:blocks] - (lr * step) / (sqrt(v[:blocks]) + eps)
    if var.numel() > blocks:
        step = fused_multiply_add(m[blocks:], beta1_, c1 * grad[blocks:]) if nesterov else m[blocks:]
        tail = (lr * step).double() / (torch.sqrt(v[blocks:].double()) + eps)
        new[blocks:] = (var[blocks:].double() - tail).float()
    return new, m, v


# -- activations (measured against MindSpore 2.10 on 2,028 values with their edges, 3,005 over [-20, 20] and 5
#    values, each also in a fresh process at launches 1 and 12: 0 differ) ---------------------------------------

_FLT_MIN = 1.1754943508222875e-38


def flushed(t):
    """``t`` with subnormal values flushed to zero (their sign kept), as MindSpore's kernels give them once they
    run on its thread pool (whose MXCSR sets flush-to-zero): it shows only where an intermediate underflows."""
    return torch.where(t.abs() < _FLT_MIN, t * 0.0, t)


def hardswish(x):
    """HSwish: +0 at or below -3, x at or above 3, else ``x * (x + 3) / 6`` left to right."""
    return torch.where(x <= -3, torch.zeros_like(x), torch.where(x >= 3, x, x * (x + 3.0) / 6.0))


SELU_SCALE = f32(1.05070098735548049341)
_SELU_ALPHA_SCALE = f32(1.67326324235437728481 * 1.05070098735548049341)


def selu(x):
    """SeLU: ``scale * x`` above 0, else ``(alpha * scale) * expm1f(x)`` (the C library's expm1f)."""
    return torch.where(x > 0, SELU_SCALE * x, _SELU_ALPHA_SCALE * libm.elementwise("expm1f", x))


def celu(x, alpha):
    """CeLU: x above 0, else ``expm1(x / alpha) * alpha`` computed in float64 and rounded once."""
    alpha = f32(alpha)
    return torch.where(x > 0, x, (torch.expm1(x.double() / alpha) * alpha).float())


def _mish_fraction(x):
    """``tanh(log(1 + e^x))`` as MindSpore's Mish writes it, ``(a^2 - 1) / (a^2 + 1)`` with a = 1 + its exp: the
    numerator and denominator each one fused multiply-add."""
    a = exp(x) + 1.0
    one = torch.ones_like(a)
    return fma32(a, a, -one), fma32(a, a, one)


def mish(x):
    """MindSpore's Mish: ``(num / den) * x`` on AVX packets of 8 and SSE packets of 4, ``(num * x) / den`` on
    the last ``n % 4`` values."""

    def packets(v):
        numerator, denominator = _mish_fraction(v)
        return (numerator / denominator) * v

    def tail(v):
        numerator, denominator = _mish_fraction(v)
        return (numerator * v) / denominator

    flat = x.detach().reshape(-1)
    return simd.packets_then_tail(flat, packets, tail, simd.SSE).reshape(x.shape)


def log1p(x):
    """``ops.log1p`` on MindSpore's CPU: ``1 + x`` in float32, then the C library's ``logf`` (not log1p)."""
    return libm.elementwise("logf", 1.0 + x)


def fast_gelu(x):
    """FastGeLU: ``x * e2 / (1 + e1)`` in float32, with e1 = exp(-1.702 |x|) and e2 = exp(0.851 (x - |x|))
    each computed in float64 and rounded."""
    wide = x.double()
    size = wide.abs()
    first = 1.0 + torch.exp(-1.702 * size).float()
    second = torch.exp(0.851 * (wide - size)).float()
    return x * second / first


_GELU_TANH_SCALE, _GELU_TANH_CUBIC = f32(0.7978845608), f32(0.044715)


def gelu_tanh(x):
    """GeLU (tanh form, ``nn.GELU()``'s default): ``0.5 * x * (1 + tanhf(0.7978845608 * (x + 0.044715 x^3)))`` in
    float32 left to right, the C library's tanhf."""
    inner = _GELU_TANH_SCALE * (x + _GELU_TANH_CUBIC * x * x * x)
    return 0.5 * x * (1.0 + libm.elementwise("tanhf", inner))
