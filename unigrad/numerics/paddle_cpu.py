"""paddle's CPU float32 kernels (AVX build, Eigen expressions) and their grad kernels, on torch.

Each forward kernel takes the float32 input (and the op's attributes) and
returns paddle's values; each grad kernel ``grad(x, out, dout, *attributes)``
returns the values of paddle's gradient kernel. Bit-exact against paddle
3.3.1 on CPU (see tests/numerics). The exponentials are Eigen expressions
(:func:`unigrad.numerics.eigen.exp_expression`: ``pexp`` on AVX packets, libm
on the tail); the logs of the scalar loops are libm's.
"""

import math

import numpy as np
import torch

from unigrad.numerics import eigen, eigen_pow, libm, rsqrt_estimate, simd
from unigrad.numerics.float32 import f32, fused_round_numpy
from unigrad.numerics.plain import numpy_view

__all__ = [
    "hurwitz_zeta", "polygamma", "logcumsumexp",
    "tanh", "tanh_grad", "tanh_output_grad", "exp", "log", "sigmoid", "sigmoid_grad", "silu", "silu_grad", "swish", "swish_grad",
    "softplus", "softplus_grad", "elu", "elu_grad", "softmax", "softmax_grad", "log_softmax", "log_softmax_grad",
    "sum", "mean", "broadcast_grad_sum", "pow", "pow_grad", "elementwise_pow_grads", "negated", "hardswish", "hardswish_grad", "hardsigmoid",
    "hardsigmoid_grad", "hardtanh", "hardtanh_grad", "softshrink", "softshrink_grad", "tanhshrink", "tanhshrink_grad",
    "softsign", "softsign_grad", "erf_grad", "log1p", "log1p_grad", "expm1", "expm1_grad", "scalar_function",
    "scalar_function_grads", "mish", "mish_grad", "selu", "selu_grad", "celu", "celu_grad", "log_sigmoid",
    "log_sigmoid_grad", "adam_jit",
]

tanh = eigen.tanh
exp = eigen.exp_expression
#: PowKernel with a float factor: Eigen's ``x.pow(factor)`` (measured: 0 of 193,792 values differ over 16
#: factors; ``x * x`` for ``pow(x, 2)`` differs in 106 of 2,003)
pow = eigen_pow.pow_expression


def pow_grad(t, out, grad, factor):
    """paddle's PowGradFunctor: ``dout * factor * x.pow(factor - 1)``, left to right in float32, the power
    Eigen's (measured on 4,000 values for 6 factors: 0 differ; ``dout * (factor * x**(factor - 1))`` and
    torch's formula differ in up to 1,465)."""
    factor = f32(factor)
    return grad * factor * eigen_pow.pow_expression(t, f32(factor - 1.0))


def elementwise_pow_grads(x, y, dout, wanted=(True, True)):
    """paddle's ElementwisePow grad functors on ``x``, ``y`` and ``dout`` of the output's shape (the ``wanted``
    ones; None for the others): dx is ``dout * (y * powf(x, y - 1))``, +0 where y is 0; dy is
    ``dout * (logf(x) * powf(x, y))``, +0 where x is 0 and y is not negative; the C library's ``powf`` and
    ``logf`` (measured on 3,000 pairs and a grid of 144 edges under a random dout: 0 differ; torch's gradients
    42 and 273 of the 3,000)."""
    zero = torch.zeros((), dtype=dout.dtype)
    dx = dy = None
    if wanted[0]:
        dx = torch.where(y == 0, zero, dout * (y * libm.powf(x, y - 1.0)))
    if wanted[1]:
        dy = torch.where((x == 0) & (y >= 0), zero, dout * (libm.elementwise("logf", x) * libm.powf(x, y)))
    return dx, dy


def log(t):
    """paddle's float32 log: the C library's ``logf`` of each value."""
    return libm.elementwise("logf", t)


_functorch_level = torch._C._functorch.maybe_current_level  # None outside every torch.func transform


def tanh_grad(t, out, grad):
    return grad * (1 - out * out)


def tanh_output_grad(grad, out):
    """paddle's TanhGradFunctor on its own output: dout * (1 - out * out) (one buffer: ``1 - a`` is ``-a + 1``
    bit for bit, and fresh large tensors cost page faults)."""
    if grad.requires_grad or out.requires_grad or _functorch_level() is not None:
        # a recorded gradient (create_graph), or inside torch.func (a batched dout on a plain out): no in-place steps
        return grad * (1 - out * out)
    return (out * out).neg_().add_(1).mul_(grad)


def sigmoid(t):
    """paddle's sigmoid: 1 / (1 + exp(-x))."""
    values = eigen.small_values(t)
    if values is not None:
        return torch.from_numpy(_numpy_sigmoid(values))
    return 1 / (1 + exp(-t))


def _numpy_sigmoid(values):
    one = np.float32(1)
    with np.errstate(all="ignore"):  # torch does not warn on inf or nan
        return one / (one + eigen.numpy_exp_expression(-values))


def sigmoid_grad(t, out, grad):
    return grad * out * (1 - out)


def silu(t):
    """paddle's silu: x * (1 / (1 + exp(-x)))."""
    values = eigen.small_values(t)
    if values is not None:
        with np.errstate(all="ignore"):
            return torch.from_numpy(values * _numpy_sigmoid(values))
    return t * sigmoid(t)


def silu_grad(t, out, grad):
    """paddle's SiluGradFunctor: dout * (1 / (1 + e) * (1 + x * e / (1 + e))) with e = exp(-x)."""
    e = exp(-t)
    return grad * ((1 / (1 + e)) * (1 + (t * e) / (1 + e)))


def swish(t):
    """paddle's swish (beta 1): x / (1 + exp(-x))."""
    values = eigen.small_values(t)
    if values is not None:
        with np.errstate(all="ignore"):
            return torch.from_numpy(values / (np.float32(1) + eigen.numpy_exp_expression(-values)))
    return t / (1 + exp(-t))


def swish_grad(t, out, grad):
    """paddle's SwishGradFunctor (beta 1): s = 1 / (1 + exp(-x)), y = x * s, dout * (y + s * (1 - y))."""
    s = 1 / (1 + exp(-t))
    y = t * s
    return grad * (y + s * (1 - y))


def softplus(t, beta, threshold):
    """paddle's softplus: x where x * beta > threshold, else log(1 + exp(x * beta)) / beta (Eigen's exp
    and log on the packets, the C library's on the tail)."""
    scaled = t * beta
    curve = eigen.log1p_exp_expression(scaled)
    return torch.where(scaled > threshold, t, curve / beta)


def softplus_grad(t, out, grad, beta, threshold):
    """paddle's SoftplusGradFunctor: dout where x * beta > threshold, else dout / (1 + exp(-x * beta))."""
    scaled = t * beta
    return torch.where(scaled > threshold, grad, grad / (1 + exp(-scaled)))


def elu(t, alpha):
    """paddle's ELU functor: alpha (a float32 attribute) * (exp(x) - 1) below 0."""
    return torch.where(t < 0, f32(alpha) * (exp(t) - 1), t)


def elu_grad(t, out, grad, alpha):
    return torch.where(t < 0, grad * (out + f32(alpha)), grad)


def log_softmax(t, axis):
    """paddle's float32 log_softmax: x - max clipped at -64, exp over the whole tensor, the exps summed
    in order along ``axis``, the C library's logf of each sum."""
    if not t.dim():  # paddle's kernels give a 0-D input's log_softmax as 0, its softmax as 1, whatever the value
        return torch.zeros_like(t)
    shifted = (t - t.amax(axis, keepdim=True)).clamp(min=-64.0).contiguous()
    exps = exp(shifted).movedim(axis, -1)
    total = simd.sequential_sum(exps)
    return shifted - libm.elementwise("logf", total).unsqueeze(-1).movedim(-1, axis)


def log_softmax_grad(t, out, grad, axis):
    """paddle's log_softmax grad: dout - exp(out) * (dout summed in order along ``axis``)."""
    if not t.dim():
        return torch.zeros_like(grad)
    total = simd.sequential_sum(grad.movedim(axis, -1))
    return grad - exp(out.contiguous()) * total.unsqueeze(-1).movedim(-1, axis)


def _innermost(t, axis):
    return math.prod(t.shape[axis + 1:]) == 1


def softmax(t, axis):
    """paddle's float32 softmax: x - max clipped at -64; along the innermost axis its AVX loop (expf per
    value, ``vec_sum``), otherwise an Eigen expression (exp on packets, sums in order); then each value
    times 1 / sum."""
    if not t.dim():
        return torch.ones_like(t)
    axis = axis % t.dim()
    if _innermost(t, axis) and t.numel() <= _NUMPY_AT_MOST:
        values = numpy_view(t)
        if values is not None:
            return torch.from_numpy(_numpy_innermost_softmax(values.reshape(-1, max(1, t.shape[axis] if t.dim() else 1))
                                                             ).reshape(t.shape))
    shifted = (t - t.amax(axis, keepdim=True)).clamp(min=-64.0).contiguous()
    if _innermost(t, axis):
        exps = libm.elementwise("expf", shifted).movedim(axis, -1)
        total = simd.avx_pairwise_sum(exps)
    else:
        exps = exp(shifted).movedim(axis, -1)
        total = simd.sequential_sum(exps)
    return (exps * (1 / total).unsqueeze(-1)).movedim(-1, axis)


#: up to this many values the innermost softmax runs in numpy, whose calls on small arrays cost a fraction
#: of torch's
_NUMPY_AT_MOST = 1 << 14


def _numpy_avx_pairwise_sum(rows):
    """:func:`unigrad.numerics.simd.avx_pairwise_sum` of each row of a 2-D float32 numpy array."""
    import numpy as np

    n = rows.shape[1]
    whole = n // simd.AVX * simd.AVX
    if not whole:
        total = rows[:, 0].copy()
        for k in range(1, n):
            total += rows[:, k]
        return total
    # the lane sums: block after block of eight (the blocks outermost, numpy's reduction then runs in order)
    blocks = rows[:, :whole].reshape(rows.shape[0], whole // simd.AVX, simd.AVX).transpose(1, 0, 2)
    lane = np.add.reduce(np.ascontiguousarray(blocks), axis=0) if whole > simd.AVX else blocks[0]
    lane = lane.T
    total = ((lane[0] + lane[1]) + (lane[4] + lane[5])) + ((lane[2] + lane[3]) + (lane[6] + lane[7]))
    for k in range(whole, n):
        total += rows[:, k]
    return total


def _numpy_innermost_softmax(rows):
    """:func:`softmax` along the rows of a 2-D float32 numpy array, in numpy (the same steps)."""
    import numpy as np

    with np.errstate(all="ignore"):
        shifted = rows - rows.max(axis=1, keepdims=True)
        np.maximum(shifted, np.float32(-64.0), out=shifted)  # NaN stays NaN, as with torch.clamp
        exps = libm.numpy_elementwise("expf", shifted)
        return exps * (np.float32(1) / _numpy_avx_pairwise_sum(exps))[:, None]


def _numpy_hard_labels(logits, target, axis, ignore_index):
    """``(rows [N, C], labels [N] safe to index with, kept [N])`` as numpy arrays for a small float32
    ``logits`` classed along its innermost ``axis`` with integer ``target`` of the other dims, every kept
    label in range; else None (the torch steps then run, and raise what torch raises)."""
    if not (logits.dim() and axis % logits.dim() == logits.dim() - 1 and logits.numel() <= _NUMPY_AT_MOST
            and target.shape == logits.shape[:-1] and not target.is_floating_point()
            and logits.is_cpu and target.is_cpu):
        return None
    rows, labels = numpy_view(logits), numpy_view(target)
    if rows is None or labels is None:
        return None
    rows, labels = rows.reshape(-1, logits.shape[-1]), labels.reshape(-1)
    kept = labels != ignore_index
    safe = np.where(kept, labels, 0)
    if safe.size and (safe.min() < 0 or safe.max() >= rows.shape[1]):
        return None
    return rows, safe, kept


def hard_cross_entropy(logits, target, axis, ignore_index):
    """paddle's softmax_with_cross_entropy for hard labels in numpy, -logf(softmax[label]) (+0 where
    ignored), for the small inputs :func:`_numpy_hard_labels` takes; None for the others."""
    labelled = _numpy_hard_labels(logits, target, axis, ignore_index)
    if labelled is None:
        return None
    rows, safe, kept = labelled
    picked = _numpy_innermost_softmax(rows)[np.arange(rows.shape[0]), safe]
    logs = libm.elementwise("logf", torch.from_numpy(picked)).numpy()
    return torch.from_numpy(np.where(kept, -logs, np.float32(0)).reshape(target.shape))


def hard_cross_entropy_grad(logits, grad, target, axis, ignore_index):
    """paddle's grad of :func:`hard_cross_entropy`, softmax * dloss, less dloss at the label (+0 where ignored),
    in numpy; None where :func:`_numpy_hard_labels` declines."""
    labelled = _numpy_hard_labels(logits, target, axis, ignore_index)
    if labelled is None or grad.shape != target.shape or grad.dtype is not torch.float32:
        return None
    rows, safe, kept = labelled
    dloss = grad.numpy().reshape(-1)
    with np.errstate(all="ignore"):
        out = _numpy_innermost_softmax(rows) * dloss[:, None]
        out[np.arange(rows.shape[0]), safe] -= dloss  # softmax * dloss - dloss at the label, as paddle rounds it
        out = np.where(kept[:, None], out, np.float32(0))
    return torch.from_numpy(out.reshape(logits.shape))


def softmax_grad(t, out, grad, axis):
    """paddle's softmax grad: (dout - sum(dout * out)) * out, the sum as the forward's (AVX lanes along
    the innermost axis, in order otherwise)."""
    if not t.dim():
        return torch.zeros_like(grad)
    axis = axis % t.dim()
    products = (grad * out).movedim(axis, -1)
    total = simd.avx_pairwise_sum(products) if _innermost(t, axis) else simd.sequential_sum(products)
    return (grad - total.unsqueeze(-1).movedim(-1, axis)) * out


#: Eigen's full float32 sum splits its range in halves above this many values (a tree of leaves)
_FULL_SUM_LEAF = 8192


def _reduced_axes(t, axes):
    """``axes`` (None, an int or a sequence) as sorted non-negative dims, or None for all of them."""
    if axes is None:
        return None
    dims = sorted({a % t.dim() for a in ((axes,) if isinstance(axes, int) else axes)}) if t.dim() else []
    return None if len(dims) == t.dim() else dims


def _sum_over(t, dims):
    """The sum over ``dims`` (not all of them) as paddle's Eigen reduction evaluates it: one running sum
    per kept element from 0, the reduced elements visited with the first reduced axis innermost and
    the last outermost (measured: also along the inner-most axis, no SIMD lanes)."""
    kept = [d for d in range(t.dim()) if d not in dims]
    ordered = t.permute(kept + dims[::-1]).reshape([t.shape[d] for d in kept] + [-1])
    return simd.sequential_sum(ordered, from_zero=True)


def sum(t, axes=None):
    """paddle's float32 ``sum`` over ``axes`` (None: all, dropped from the shape). Over every axis
    Eigen's full reduction (two AVX accumulators, a tree above 8,192 values); over some, in order."""
    dims = _reduced_axes(t, axes)
    if dims is None:
        return simd.eigen_tree_sum(t.reshape(-1), 2, _FULL_SUM_LEAF)
    return _sum_over(t, dims)


def mean(t, axes=None):
    """paddle's float32 ``mean`` over ``axes``: the sum in Eigen's order divided by the count (over every
    axis with one AVX accumulator and no tree)."""
    dims = _reduced_axes(t, axes)
    if dims is None:
        return simd.eigen_redux_sum(t.reshape(-1), 1) / t.numel()
    return _sum_over(t, dims) / math.prod(t.shape[d] for d in dims)


def broadcast_grad_sum(grad, shape):
    """The gradient of an operand of ``shape`` broadcast in a paddle elementwise op (add, subtract,
    multiply ...): ``grad`` summed over the broadcast dims as paddle's CPU grad kernels loop, from 0 in
    the output's memory order (the first broadcast dim outermost)."""
    lead = grad.dim() - len(shape)
    dims = list(range(lead)) + [lead + i for i, n in enumerate(shape) if n == 1 and grad.shape[lead + i] != 1]
    if dims == list(range(len(dims))) and grad.dtype is torch.float32 and not grad.requires_grad:
        rows = _leading_rows(grad, len(dims))
        if rows is not None:  # a bias's gradient: the leading dims summed, slice after slice, from +0
            return torch.from_numpy(np.add.reduce(rows, axis=0, initial=np.float32(0))).reshape(shape)
    kept = [d for d in range(grad.dim()) if d not in dims]
    ordered = grad.permute(kept + dims).reshape([grad.shape[d] for d in kept] + [-1])
    return simd.sequential_sum(ordered, from_zero=True).reshape(shape)


def _leading_rows(grad, count):
    """``grad``'s values as a numpy ``[rows, rest]`` with its first ``count`` dims as the rows, where the
    rest holds two or more values (numpy then reduces the rows slice after slice, in order) and there
    is a numpy view; else None."""
    rest = math.prod(grad.shape[count:])
    if rest < 2 or not grad.is_contiguous():
        return None
    values = numpy_view(grad)
    return None if values is None else values.reshape(-1, rest)


# -- activations and their grad functors (paddle 3.3.1's activation_functor.h, each measured on 2,000-6,000
#    values with their edges and a random dout: 0 differ, where torch's formulas differed in 69-1,618) ------------
# Eigen evaluates an expression left to right, one float32 rounding per operation (no FMA on paddle's AVX
# build); a comparison is a 0/1 mask multiplied in, so ``dout * mask`` is -0 where dout < 0 and the mask 0.

def negated(t):
    """Eigen's unary minus inside an expression: ``0 - v`` on full AVX packets (so -(+0) is +0, as its
    ``pnegate`` computes it), a true negation on the scalar tail."""
    return simd.packets_then_tail(t, lambda packets: 0.0 - packets, torch.neg)


def _mask(condition):
    return condition.to(torch.float32)


def hardswish(t):
    """HardSwishFunctor (threshold 6, scale 6, offset 3): ``min(max(x + 3, 0), 6) * x / 6``."""
    return (t + 3).clamp(min=0).clamp(max=6) * t / 6


def hardswish_grad(t, out, grad):
    """``dout * ((x + 3 > 0) * (2x + 3) / 6 * below + 1 * (1 - below))``, below = ``x + 3 < 6``."""
    below = _mask((t + 3) < 6)
    return grad * (_mask((t + 3) > 0) * (2 * t + 3) / 6 * below + 1 * (1 - below))


def hardsigmoid(t, slope, offset):
    """HardSigmoidFunctor: ``min(max(x * slope + offset, 0), 1)``, slope and offset as float32."""
    return (t * f32(slope) + f32(offset)).clamp(min=0).clamp(max=1)


def hardsigmoid_grad(t, out, grad, slope, offset):
    """``dout * ((out > 0) & (out < 1)) * slope``."""
    return grad * _mask((out > 0) & (out < 1)) * f32(slope)


def hardtanh(t, low, high):
    return t.clamp(min=f32(low)).clamp(max=f32(high))


def hardtanh_grad(t, out, grad, low, high):
    """``dout * ((x > low) & (x < high))``."""
    return grad * _mask((t > f32(low)) & (t < f32(high)))


def softshrink(t, threshold):
    """``(x > l) * (x - l) + (x < -l) * (x + l)``."""
    limit = f32(threshold)
    return _mask(t > limit) * (t - limit) + _mask(t < -limit) * (t + limit)


def softshrink_grad(t, out, grad, threshold):
    limit = f32(threshold)
    return grad * (_mask(t > limit) + _mask(t < -limit))


def tanhshrink(t):
    """``x - tanh(x)`` with Eigen's tanh."""
    return t - eigen.tanh(t)


def tanhshrink_grad(t, out, grad):
    """TanhShrinkGradFunctor: ``dout * (tanh(x) * tanh(x))``."""
    tanh = eigen.tanh(t)
    return grad * (tanh * tanh)


def softsign(t):
    return t / (1 + t.abs())


def softsign_grad(t, out, grad):
    """``dout * (1 / ((1 + |x|) * (1 + |x|)))``."""
    denominator = 1 + t.abs()
    return grad * (1 / (denominator * denominator))


_TWO_OVER_SQRT_PI = f32(1.12837916709551257390)  # M_2_SQRTPI as a float


def erf_grad(t, out, grad):
    """ErfGradFunctor: ``dout * (2 / sqrt(pi)) * exp(-x * x)``, Eigen's exp (and negation) in the expression."""
    return grad * _TWO_OVER_SQRT_PI * exp(negated(t * t))


def log1p(t):
    """paddle's log1p: the C library's ``log1pf`` of each value."""
    return libm.elementwise("log1pf", t)


def log1p_grad(t, out, grad):
    return grad * (1 / (t + 1))


def _eigen_expm1(x):
    """Eigen's generic ``pexpm1`` (with its pexp and plog): ``(u - 1) * (x / log(u))`` for u = exp(x), and its
    fix-ups where u is 1, u - 1 is -1, or log(u) is u (infinity)."""
    u = eigen.exp(x)
    less_one = u - 1
    log_u = eigen.log(u)
    out = less_one * (x / log_u)
    out = torch.where(log_u == u, u, out)
    out = torch.where(less_one == -1, torch.full_like(x, -1.0), out)
    return torch.where(u == 1, x, out)


def expm1(t):
    """paddle's expm1: Eigen's ``pexpm1`` on full AVX packets, the C library's ``expm1f`` on the tail."""
    return simd.packets_then_tail(t, _eigen_expm1, lambda tail: libm.elementwise("expm1f", tail))


def expm1_grad(t, out, grad):
    """``dout * out + dout``."""
    return grad * out + grad


#: the ops whose functors call the C library's float function on each value (no packets), and that function
#: (their grad functors are Eigen expressions: below)
_SCALAR_FUNCTIONS = {"sinh": "sinhf", "cosh": "coshf", "asin": "asinf", "acos": "acosf", "atan": "atanf",
                     "atanh": "atanhf", "asinh": "asinhf"}


def scalar_function(name):
    """paddle's float32 ``name`` (``sinh``, ``asin``...): the C library's function of each value."""
    libm_name = _SCALAR_FUNCTIONS[name]
    return lambda t: libm.elementwise(libm_name, t)


#: each grad functor's expression of x and dout (``dout * 1 / d`` is ``dout / d``: ``dout * 1`` is exact; the
#: square roots are Eigen's expression ones, :mod:`rsqrt_estimate`)
_SCALAR_FUNCTION_GRADS = {
    "sinh": lambda t, grad: grad * libm.elementwise("coshf", t),
    "cosh": lambda t, grad: grad * libm.elementwise("sinhf", t),
    "asin": lambda t, grad: grad / rsqrt_estimate.sqrt_expression(1 - t * t),
    "acos": lambda t, grad: negated(grad) / rsqrt_estimate.sqrt_expression(1 - t * t),
    "atan": lambda t, grad: grad / (1 + t * t),
    "atanh": lambda t, grad: grad / (1 - t * t),
    "asinh": lambda t, grad: grad / rsqrt_estimate.sqrt_expression(t * t + 1),
}


def scalar_function_grads(name):
    """The grad functor of :func:`scalar_function` ``name``: ``grad(x, out, dout)``."""
    expression = _SCALAR_FUNCTION_GRADS[name]
    return lambda t, out, grad: expression(t, grad)


_MISH_THRESHOLD = 20.0


def _softplus_for_mish(t):
    """mish's softplus: x above 20, else log(1 + exp(x)) (Eigen's on packets, the C library's on the tail)."""
    return torch.where(t > _MISH_THRESHOLD, t, eigen.log1p_exp_expression(t))


def mish(t):
    """MishFunctor: ``x * tanh(softplus(x))`` with Eigen's tanh."""
    return t * eigen.tanh(_softplus_for_mish(t))


def mish_grad(t, out, grad):
    """MishGradFunctor: ``dout * (tanh(sp) + x * (1 - tanh(sp)^2) * (1 - exp(-sp)))``, sp = softplus(x)."""
    softplus_ = _softplus_for_mish(t)
    tanh = eigen.tanh(softplus_)
    return grad * (tanh + t * (1 - tanh * tanh) * (1 - exp(negated(softplus_))))


def selu(t, scale, alpha):
    """SeluFunctor, a scalar loop: ``scale * (x <= 0 ? alpha * expf(x) - alpha : x)``, the C library's expf."""
    alpha = f32(alpha)
    return f32(scale) * torch.where(t <= 0, alpha * libm.elementwise("expf", t) - alpha, t)


def selu_grad(t, out, grad, scale, alpha):
    """SeluGradFunctor: ``dout * (out <= 0 ? out + alpha * scale : scale)``."""
    scale32 = f32(scale)
    return grad * torch.where(out <= 0, out + f32(f32(alpha) * scale32), torch.full_like(out, scale32))


def celu(t, alpha):
    """CELUFunctor: ``x < 0 ? alpha * (exp(x / alpha) - 1) : x``, Eigen's exp in the expression."""
    alpha = f32(alpha)
    return torch.where(t < 0, alpha * (exp(t / alpha) - 1), t)


def celu_grad(t, out, grad, alpha):
    """CELUGradFunctor's four masked terms, summed in order (the alpha masks are 0 or 1 constants)."""
    alpha = f32(alpha)
    e = exp(t / alpha)
    above, below = _mask(t > 0), _mask(t <= 0)
    alpha_above, alpha_below = float(alpha > 0), float(alpha <= 0)
    return (grad * alpha_above * above + grad * e * alpha_above * below + grad * alpha_below * above
            + grad * e * alpha_below * below)


def _log_sigmoid_terms(t):
    """LogSigmoidFunctor's ``temp = max(-x, 0)``, ``exp(-temp)`` and ``exp(-x - temp)``."""
    temp = torch.maximum(negated(t), torch.zeros_like(t))  # (clamp would keep a -0)
    return temp, exp(negated(temp)), exp(negated(t) - temp)


def log_sigmoid(t):
    """``-temp - log(exp(-temp) + exp(-x - temp))``, Eigen's exp and log in the expression."""
    temp, a, b = _log_sigmoid_terms(t)
    return negated(temp) - simd.packets_then_tail(a + b, eigen.log, lambda tail: libm.elementwise("logf", tail))


def log_sigmoid_grad(t, out, grad):
    """``dout * (exp(-x - temp) / (exp(-temp) + exp(-x - temp)))``."""
    temp, a, b = _log_sigmoid_terms(t)
    return grad * (b / (a + b))


def adam_jit(param, grad, moment1, moment2, beta1, beta2, neg_lr, eps, decay=None):
    """paddle's float32 Adam update on a machine with AVX-512F, where its CPU kernel is JIT-generated code
    (the plain C++ loop of AVX2 machines forms the step in double): numpy float32 arrays in, the new
    ``(param, moment1, moment2)`` out. ``beta1``, ``beta2``, ``neg_lr`` (``-lr * sqrt(1 - beta2^t) /
    (1 - beta1^t)``), ``eps`` (``epsilon * sqrt(1 - beta2^t)``) and AdamW's ``decay`` (``lr * coeff``) are
    the kernel's float32 scalars. Each line below is one vector instruction, a fused multiply-add rounding
    once (measured on paddle 3.3.1 on an AVX-512 machine: 0 of 6 x 40 updated parameters differ over 4 steps).
    """
    b1, b2, one = np.float32(beta1), np.float32(beta2), np.float32(1)
    with np.errstate(all="ignore"):  # the kernel computes inf and nan silently
        moment1 = fused_round_numpy(np.float64(b1) * moment1, (one - b1) * grad)
        moment2 = fused_round_numpy(np.float64(b2) * moment2, (one - b2) * (grad * grad))
        if decay is not None:  # AdamW: param - decay * param, rounded once
            param = fused_round_numpy(np.float64(-np.float32(decay)) * param, param)
        quotient = moment1 / (np.sqrt(moment2) + np.float32(eps))
        param = fused_round_numpy(quotient.astype(np.float64) * np.float64(np.float32(neg_lr)), param)
    return param, moment1, moment2


#: the Euler-Maclaurin coefficients of Cephes' Hurwitz zeta, cast to float32
_ZETA_A = tuple(np.float32(v) for v in (
    12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10, -2.950130727918164224e12,
    1.1646782814350067249e14, -4.5979787224074726105e15, 1.8152105401943546773e17, -7.1661652561756670113e18))
#: the convergence threshold of paddle's zeta: Cephes' double MACHEP, even in its float32 kernel
_ZETA_MACHEP = np.float32(1.11022302462515654042e-16)


def _powf(bases, exponent):
    return libm.powf(torch.from_numpy(bases), torch.full(bases.shape, float(exponent))).numpy()


def hurwitz_zeta(order, q):
    """paddle's float32 Hurwitz zeta ``zeta(order, q)`` of a float32 numpy array ``q`` (Cephes' algorithm, each step
    rounded to float32, ``powf`` the C library's): nine terms of the sum, then the Euler-Maclaurin tail, both stopping
    once a term falls below the double MACHEP relative to the sum."""
    F = np.float32
    x, q = F(order), q.astype(F)
    with np.errstate(all="ignore"):
        s = _powf(q, -x)
        a, b = q.copy(), np.zeros_like(q)
        done = np.zeros(q.shape, dtype=bool)
        for _ in range(9):
            a = np.where(done, a, a + F(1)).astype(F)
            b = np.where(done, b, _powf(a, -x)).astype(F)
            s = np.where(done, s, s + b).astype(F)
            done |= np.abs(b / s) < _ZETA_MACHEP
        w = a
        tail = (s + b * w / (x - F(1))).astype(F)
        s = np.where(done, s, (tail - F(0.5) * b).astype(F))
        factor, k = np.ones_like(q), F(0)
        for coefficient in _ZETA_A:
            factor = (factor * (x + k)).astype(F)
            b = (b / w).astype(F)
            term = (factor * b / coefficient).astype(F)
            s = np.where(done, s, s + term).astype(F)
            done |= np.abs(term / s) < _ZETA_MACHEP
            k = F(k + 1)
            factor = (factor * (x + k)).astype(F)
            b = (b / w).astype(F)
            k = F(k + 1)
    return s


def polygamma(t, n):
    """paddle's float32 polygamma (``n`` >= 1): ``(-1)^(n+1) * exp(lgamma(n + 1)) * zeta(n + 1, x)`` in float32
    (measured on 3,000 values for n = 1, 2: 0 differ; torch's, 1,763 and 1,818); ``n`` = 0 is Eigen's digamma."""
    if n == 0:
        return eigen.digamma(t)
    order = np.float32(n + 1)
    factorial = np.float32(libm.function("expf")(libm.function("lgammaf")(float(order))))
    values = hurwitz_zeta(order, t.detach().cpu().reshape(-1).numpy())
    out = (np.float32(-1.0 if n % 2 == 0 else 1.0) * factorial * values).astype(np.float32)
    return torch.from_numpy(out).reshape(t.shape).to(t.device)


def logcumsumexp(t, axis):
    """paddle's float32 logcumsumexp along ``axis``: a running ``max + log1p(exp(min - max))`` of the sum so far and
    the next value, from the first, with the C library's ``expf`` and ``log1pf`` (measured on 30 rows of 100 values:
    0 of 3,000 differ; torch's logcumsumexp, 1,839)."""
    moved = t.detach().movedim(axis, -1).contiguous()
    columns = moved.unbind(-1)
    if not columns:
        return t.detach().clone()
    running, out = columns[0], [columns[0]]
    for column in columns[1:]:
        high, low = torch.maximum(running, column), torch.minimum(running, column)
        step = high + libm.elementwise("log1pf", libm.elementwise("expf", low - high))
        running = torch.where(high == -math.inf, high, step)
        out.append(running)
    return torch.stack(out, -1).movedim(-1, axis)
