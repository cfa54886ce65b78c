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

import numpy as np
import torch

from unigrad.numerics import libm, simd
from unigrad.numerics.float32 import (FusedChain, addcmul_is_fused, any_true, f32, fma32, fma32_scalar, midpoints_numpy,
                                      rounded_numpy)

__all__ = ["exp", "tanh", "sigmoid", "silu", "log", "softplus", "expm1", "gelu", "reduce_sum", "logsumexp",
           "softmax", "reduce_std", "sqrt", "fma_square_sum", "sigmoid_float16", "bce_with_logits_grad",
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


#: whether a tensor is a torch.func wrapper (under vmap): the addcmul kernels write into buffers (``out=``),
#: which vmap's batching rules refuse; there the emulated fused multiply-add runs instead
_traced = torch._C._functorch.is_functorch_wrapped_tensor


def _scalar(value):
    return torch.tensor(value, dtype=torch.float32)


# The torch.addcmul kernels below write into a few buffers of the input's size, in place: a fresh tensor of a
# megabyte or more is fresh pages from the system (page faults cost more than the arithmetic). addcmul is
# vectorised where at most one operand is broadcast, so a step ``x * c1 + c2`` with two constants starts
# from a tensor filled with ``c2``.
_LOG2E_T, _NEG_LN2_SHORT_T = _scalar(_LOG2E), _scalar(-_LN2_SHORT)
_EXP_COEFFS_T = tuple(_scalar(c) for c in _EXP_COEFFS)


def _exp_addcmul(x):
    """:func:`_exp` with ``torch.addcmul`` as the fused multiply-add (where it is one: see
    :func:`float32.addcmul_is_fused`): one float32 torch call per step."""
    work = torch.empty((3,) + x.shape, dtype=x.dtype, device=x.device)
    clamped, k, r = work.unbind(0)
    torch.clamp(x, _EXP_LOW, _EXP_HIGH, out=clamped)
    k.fill_(0.5).addcmul_(clamped, _LOG2E_T).floor_()
    torch.addcmul(clamped, k, _NEG_LN2_SHORT_T, out=r)  # fma(-k, ln2, x): -k * ln2 is k * -ln2 exactly
    c120, c24, c6, c2, c1 = _EXP_COEFFS_T
    poly = torch.full_like(x, _EXP_COEFFS[1]).addcmul_(r, c120)
    for coefficient in (c6, c2, c1, c1):
        torch.addcmul(coefficient, r, poly, out=poly)
    # 2**(k-1) from its exponent bits, in the clamped values' memory
    half_scale = clamped.view(torch.int32).copy_(k.add_(126)).bitwise_left_shift_(23).view(torch.float32)
    return poly.mul_(half_scale).mul_(2.0)


_TANH_28_T = _scalar(28.0)
#: the last two Horner steps of the numerator (row 0) and the denominator (row 1), as one ``[2, n]`` step each
_TANH_ADDENDS = (_scalar([[17325.0], [62370.0]]), _scalar([[135135.0], [135135.0]]))
#: any bound above the fraction's largest magnitude on [-5, 5] (1.0000098, at 5)
_TANH_FREE_T = _scalar(2.0)


def _tanh_addcmul(x):
    """:func:`_tanh` with ``torch.addcmul`` as the fused multiply-add: the numerator's and the
    denominator's steps as the two rows of one chain, then the saturation at +-5 by a clamp between
    bounds that are +-1 there (element-wise float arithmetic: boolean masks and ``torch.where`` cost
    several times more)."""
    flat = x.reshape(-1)
    work = torch.empty((3,) + flat.shape, dtype=flat.dtype, device=flat.device)
    inside, rows = work[0], work[1:]
    torch.clamp(flat, -5.0, 5.0, out=inside)  # beyond +-5 the fraction of +-5 (+-1.0000098), clamped to +-1 below
    out = torch.mul(inside, inside)  # x squared, until it is the output
    torch.add(out, 378.0, out=rows[0])
    rows[1].fill_(3150.0).addcmul_(out, _TANH_28_T)
    for addends in _TANH_ADDENDS:
        torch.addcmul(addends, rows, out, out=rows)
    torch.mul(rows[0], inside, out=out).div_(rows[1])
    # the bound: 2 where |x| <= 5 (x - clamped is 0), 1 beyond (that difference is at least 2**-21)
    excess = torch.sub(flat, inside, out=inside).mul_(2.0 ** 30)
    bound = torch.addcmul(_TANH_FREE_T, excess, excess, value=-1.0, out=excess).clamp_(1.0, 2.0)
    return out.clamp_(torch.neg(bound, out=rows[0]), bound).reshape(x.shape)


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
    a = x * y
    s = a + z
    bits = s.view(np.int64)
    tie = ((bits & 0x1FFFFFFF) == 0x10000000) | ((bits & 0x7FFFFFFFFFFFFFFF) < ((1023 - 126) << 52))
    if tie.any():  # make those sums round-to-odd (see float32.fma32)
        b = np.broadcast_to(z, s.shape)
        bp = s - a
        error = (a - (s - bp)) + (b - bp)
        odd = tie & (error != 0) & np.isfinite(s)
        fixed = np.where(odd & (s * error < 0), bits - 1, bits)
        s = np.where(odd, fixed | 1, bits).view(np.float64)
    return s.astype(np.float32).astype(np.float64)


#: below this many elements the kernels run on numpy (a few microseconds instead of torch's tens)
_SMALL = 256


class _DeferredFma:
    """float32 ``x * y + z`` rounded once, fast, on numpy float64 arrays holding float32 values: the float64
    sum rounded to float32 (two roundings). The sums are kept, and :meth:`may_differ` says whether one
    was rounded onto a float32 midpoint or lay in float32's subnormal range, the only places where that
    can differ from one rounding; then the caller computes again with :func:`_fma_numpy`. One check per
    kernel call, not per fma."""

    def __init__(self):
        self.steps = []

    def __call__(self, x, y, z):
        product = x * y  # exact: two float32 values
        s = product + z
        self.steps.append((s, product, z))
        return s.astype(np.float32).astype(np.float64)

    def may_differ(self):
        sums = np.concatenate([s for s, _, _ in self.steps], axis=None)
        magnitudes = sums.view(np.uint64) & _ABS_BITS
        magnitudes -= _ONE  # zero wraps around to the largest
        if (magnitudes < _SUBNORMAL_LIMIT).any():
            return True
        if not midpoints_numpy(sums).any():
            return False
        for s, product, z in self.steps:  # an exact sum on a midpoint rounds once: only a rounded one differs
            on_midpoint = midpoints_numpy(s)
            if on_midpoint.any() and rounded_numpy(s[on_midpoint], np.broadcast_to(product, s.shape)[on_midpoint],
                                                   np.broadcast_to(z, s.shape)[on_midpoint]).any():
                return True
        return False


_ABS_BITS, _ONE, _SUBNORMAL_LIMIT = np.uint64(0x7FFFFFFFFFFFFFFF), np.uint64(1), np.uint64(((1023 - 126) << 52) - 1)


def _small(kernel_numpy, x):
    """``kernel_numpy`` on ``x``'s values as a float32 tensor, or None where ``x`` has no numpy view
    (inside torch.func transforms)."""
    try:
        values = x.detach().cpu().numpy()
    except (RuntimeError, TypeError):
        return None
    with np.errstate(all="ignore"):  # inf and nan come out as torch's kernels give them, silently
        fma = _DeferredFma()
        out = kernel_numpy(values, fma)
        if fma.may_differ():
            out = kernel_numpy(values, _fma_numpy)
    return torch.from_numpy(np.ascontiguousarray(out, dtype=np.float32)).to(x.device)


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
        out = _small(_exp_numpy, x)
        if out is not None:
            return out
    if addcmul_is_fused() and not _traced(x):
        return _exp_addcmul(x)
    return _fused(_exp, x)


def tanh(x):
    """MindSpore's CPU float32 ``tanh``: a Padé fraction with fused multiply-adds, +-1 beyond +-5.

    Where ``torch.addcmul`` is a fused multiply-add the fraction is evaluated on ``x`` clamped to +-5
    and clamped to +-1 beyond; elsewhere only where it is used (|x| <= 5, and nan).
    """
    if x.numel() <= _SMALL:
        out = _small(_tanh_numpy, x)
        if out is not None:
            return out
    if addcmul_is_fused() and not _traced(x):
        return _tanh_addcmul(x)
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


def tanh_grad(grad, out):
    """MindSpore's TanhGrad on its own output: ``dout * (1 - out * out)``."""
    return grad * (1 - out * out)


def sigmoid(x):
    """MindSpore's CPU float32 ``sigmoid``: ``1 / (1 + exp(-x))`` with its ``exp``."""
    return 1.0 / (1.0 + exp(-x))


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
    poly = torch.full_like(s, _LOG_TOP)
    for c in _LOG_COEFFS:
        poly = fma32(poly, s2, c)
    r = (s * poly) * 2.0
    return r + e * _LN2_SHORT


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


def reduce_sum(x, axis):
    """MindSpore's CPU float32 sum of ``x`` over one ``axis`` (the axis dropped): 8 lanes then the rest
    along the last axis, element after element along another."""
    if axis % x.dim() == x.dim() - 1:
        return simd.lanes_then_sequential_sum(x)
    return simd.sequential_sum(x, axis, from_zero=True)


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
                lanes = fma32(block, block, lanes)
            total = total + simd.sequential_sum(lanes, from_zero=True)
    for j in range(c4, n):
        total = fma32(d[..., j], d[..., j], total)
    return total


def _std_all(x, unbiased):
    """MindSpore's ``ReduceStd`` over every element: a sequential mean, then the squared deviations
    fused-accumulated one by one (a scalar C loop: each step depends on the last)."""
    flat = x.detach().reshape(-1)
    n = flat.numel()
    mean = simd.sequential_sum(flat, from_zero=True) / n if n else torch.tensor(float("nan"))
    dev = 0.0
    for value in (flat - mean).tolist():
        dev = fma32_scalar(value, value, dev)
    dev = torch.tensor(dev, dtype=torch.float32)
    return sqrt(dev / float(n - 1 if unbiased else n)).to(x.device)


def reduce_std(x, axes, unbiased):
    """MindSpore's CPU float32 ``ReduceStd`` of ``x`` over ``axes`` (reduced dims removed).

    Over some axes each output's values (the reduced axes moved last) have a
    sequential mean, and their squared deviations are summed in the SIMD
    order of :func:`fma_square_sum`; over all axes (or a 1-D input) the
    deviations are fused-accumulated one by one. The square root is correctly
    rounded.
    """
    x = x.detach()
    axes = sorted({a % x.dim() for a in axes}) if x.dim() else []
    if not axes or x.dim() <= 1:
        return _std_all(x, unbiased)
    keep = [d for d in range(x.dim()) if d not in axes]
    rows = x.permute(keep + axes).reshape([x.shape[d] for d in keep] + [-1])
    n = rows.shape[-1]
    mean = simd.sequential_sum(rows, from_zero=True) / n
    dev = fma_square_sum(rows - mean.unsqueeze(-1))
    return sqrt(dev / float(n - 1 if unbiased else n))


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
    lr m / (sqrt(v) + epsilon)``. Whole blocks of 8 run in float32 (AVX); the rest is C, whose
    ``sqrt`` and division are in double. Returns the new ``(var, m, v)``."""
    c1 = torch.tensor(f32(1 - f32(beta1)), dtype=torch.float32)
    c2 = torch.tensor(f32(1 - f32(beta2)), dtype=torch.float32)
    beta1_, eps = f32(beta1), f32(epsilon)
    m = m + (grad - m) * c1
    v = v + (grad * grad - v) * c2
    step = (m * beta1_ + c1 * grad) if nesterov else m
    blocks = var.numel() // 8 * 8
    new = torch.empty_like(var)
    if blocks:
        new[:blocks] = var[:blocks] - (lr * step[:blocks]) / (torch.sqrt(v[:blocks]) + eps)
    if var.numel() > blocks:
        tail = (lr * step[blocks:]).double() / (torch.sqrt(v[blocks:].double()) + eps)
        new[blocks:] = (var[blocks:].double() - tail).float()
    return new, m, v
