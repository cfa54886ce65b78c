"""``paddle.nn.functional``: activations, losses, linear and conv2d on torch.nn.functional."""

import math

import numpy as np
import torch
import torch.nn.functional as F

from unigrad import _libm
from unigrad.paddle_api import _dtype, _random, ops
from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = [
    "relu", "relu6", "sigmoid", "tanh", "softmax", "log_softmax", "leaky_relu", "elu", "gelu", "silu", "swish",
    "softplus", "mse_loss", "l1_loss", "cross_entropy", "binary_cross_entropy",
    "binary_cross_entropy_with_logits", "nll_loss", "linear", "conv2d", "dropout", "one_hot", "pad",
    "max_pool2d", "avg_pool2d", "normalize", "conv1d", "conv3d", "embedding",
    "batch_norm", "layer_norm", "group_norm", "instance_norm",
    "max_pool1d", "max_pool3d", "avg_pool1d", "avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d",
    "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d",
    "interpolate", "upsample", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout",
]


def _unary(torch_fn):
    def activation(x, name=None):
        return wrap(torch_fn(x._torch))

    return activation


def _in_place(x, result):
    """Write ``result`` into ``x`` as paddle's ``inplace=True`` does, refusing leaves that need grad."""
    ops._check_inplace(x)
    x._torch = result
    return x


#: Eigen's rational approximation of tanh on [-7.9053, 7.9053] (what paddle's CPU kernel evaluates for
#: float32); odd numerator and even denominator coefficients, highest degree first.
_TANH_NUMERATOR = (-2.76076847742355e-16, 2.00018790482477e-13, -8.60467152213735e-11, 5.12229709037114e-08,
                   1.48572235717979e-05, 6.37261928875436e-04, 4.89352455891786e-03)
_TANH_DENOMINATOR = (1.19825839466702e-06, 1.18534705686654e-04, 2.26843463243900e-03, 4.89352518554385e-03)


def _float32_tanh(t):
    """tanh rounded as paddle computes it for float32 (bit-exact against paddle 3.3.1 on CPU); other
    dtypes use torch's tanh, which paddle's agrees with."""
    if t.dtype is not torch.float32:
        return torch.tanh(t)
    clamped = t.clamp(-7.90531110763549805, 7.90531110763549805)
    square = clamped * clamped
    numerator, denominator = ops._horner(_TANH_NUMERATOR, square), ops._horner(_TANH_DENOMINATOR, square)
    return torch.where(t.abs() < 0.0004, t, clamped * numerator / denominator)


def _f32(value):
    """``value`` rounded to the nearest float32, as a C ``float`` constant is."""
    return float(np.float32(value))


#: Eigen's cephes-style float32 exp polynomial (``pexp``), highest degree first
_EXP_POLY = tuple(_f32(v) for v in (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
                                    1.6666665459e-1, 5.0000001201e-1))


def _eigen_exp32(t):
    """float32 exp as Eigen's vectorised ``pexp`` computes it without FMA (bit-exact against paddle 3.3.1's
    CPU exp, sigmoid, silu and log_softmax): exp(r) * 2**m with m = floor(x * log2(e) + 1/2)."""
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


#: above this many elements the C library is not called value by value (see ``_libm32``)
_LIBM_MAX_ELEMENTS = 1 << 16


def _libm32(name, t):
    """The C library's float32 ``name`` ("logf"/"expf") of each element, as paddle's scalar CPU loops call
    it: glibc's logf is not correctly rounded, so log in float64 rounded once can miss paddle's last bit.
    Without a C library, or for large tensors (one call per element is slow), float64 rounded once."""
    fn = _libm.function(name)
    if fn is None or t.numel() > _LIBM_MAX_ELEMENTS:
        return {"logf": torch.log, "expf": torch.exp}[name](t.double()).float()
    values = [fn(v) for v in t.detach().reshape(-1).tolist()]
    return torch.tensor(values, dtype=torch.float32, device=t.device).reshape(t.shape)


def _showing(out, values):
    """``out``'s graph (torch's gradient formula) carrying paddle's ``values`` (same shape and dtype)."""
    if not out.requires_grad:
        return values
    out = out.clone()  # the clone carries the graph; only its values are replaced
    with torch.no_grad():
        out.copy_(values)
    return out


class _PaddleGrad(torch.autograd.Function):
    """Values already computed as paddle's forward kernel does; the gradient's values as its grad kernel
    does (``grad_kernel(x, out, grad_out, *args)``), on the graph of torch's gradient so higher orders work."""

    @staticmethod
    def forward(ctx, t, values, torch_fn, grad_kernel, args):
        ctx.save_for_backward(t, values)
        ctx.torch_fn, ctx.grad_kernel, ctx.args = torch_fn, grad_kernel, args
        return values.clone()

    @staticmethod
    def backward(ctx, grad):
        t, values = ctx.saved_tensors
        create = torch.is_grad_enabled()  # backward(create_graph=True) records this function
        with torch.enable_grad():
            source = t if create else t.detach().requires_grad_()
            (exact,) = torch.autograd.grad(ctx.torch_fn(source, *ctx.args), source, grad, create_graph=create)
        with torch.no_grad():
            paddle_values = ctx.grad_kernel(t.detach(), values.detach(), grad.detach(), *ctx.args)
        return _showing(exact, paddle_values), None, None, None, None


def _cpu_float32(torch_fn, kernel, grad_kernel=None):
    """``torch_fn`` with paddle's own float32 CPU evaluation ``kernel`` for the values; gradients from
    torch's formula, with paddle's ``grad_kernel`` values where one is given."""

    def fn(t, *args):
        if t.dtype is not torch.float32 or t.device.type != "cpu" or not t.numel():
            return torch_fn(t, *args)
        with torch.no_grad():
            values = kernel(t.detach(), *args)
        if grad_kernel is not None and t.requires_grad and torch.is_grad_enabled():
            return _PaddleGrad.apply(t, values, torch_fn, grad_kernel, args)
        return _showing(torch_fn(t, *args), values)

    return fn


#: float32 values per packet in paddle's CPU build (AVX): Eigen evaluates elementwise expressions a packet
#: at a time and hands the last ``numel % 8`` values to the scalar functions (the C library's)
_PACKET = 8


def _packets_then_tail(t, packet_fn, scalar_fn):
    """``packet_fn`` on the values in full packets of ``t``'s memory order, ``scalar_fn`` on the tail, as
    Eigen evaluates an elementwise expression."""
    flat = t.reshape(-1)
    whole = flat.numel() // _PACKET * _PACKET
    return torch.cat([packet_fn(flat[:whole]), scalar_fn(flat[whole:])]).reshape(t.shape)


def _paddle_exp32(t):
    """exp of each value as an Eigen elementwise expression over ``t`` evaluates it: Eigen's ``pexp`` on
    the full packets, the C library's expf on the tail."""
    return _packets_then_tail(t, _eigen_exp32, lambda tail: _libm32("expf", tail))


#: Eigen's cephes-style float32 log polynomial (``plog``), highest degree first
_LOG_POLY = tuple(_f32(v) for v in (7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1,
                                    1.4249322787e-1, -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1,
                                    3.3333331174e-1))


def _eigen_log32(t):
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


def _softplus32(t, beta, threshold):
    """paddle's softplus: x where x * beta > threshold, else log(1 + exp(x * beta)) / beta in float32
    (Eigen's exp and log on the packets, the C library's on the tail)."""
    scaled = t * beta
    curve = _packets_then_tail(
        scaled, lambda v: _eigen_log32(1 + _eigen_exp32(v)),
        lambda v: _libm32("logf", 1 + _libm32("expf", v)))
    return torch.where(scaled > threshold, t, curve / beta)


def _softplus_grad32(t, out, grad, beta, threshold):
    # paddle's SoftplusGradFunctor: dout where x * beta > threshold, else dout / (1 + exp(-x * beta))
    scaled = t * beta
    return torch.where(scaled > threshold, grad, grad / (1 + _paddle_exp32(-scaled)))


_softplus = _cpu_float32(F.softplus, _softplus32, _softplus_grad32)


def _sigmoid32(t):
    return 1 / (1 + _paddle_exp32(-t))


def _silu_grad32(t, out, grad):
    # paddle's SiluGradFunctor: dout * (1 / (1 + e) * (1 + x * e / (1 + e))) with e = exp(-x)
    e = _paddle_exp32(-t)
    return grad * ((1 / (1 + e)) * (1 + (t * e) / (1 + e)))


_sigmoid = _cpu_float32(torch.sigmoid, _sigmoid32, lambda t, out, grad: grad * out * (1 - out))
_silu = _cpu_float32(F.silu, lambda t: t * _sigmoid32(t), _silu_grad32)  # paddle: x * (1 / (1 + exp(-x)))
def _swish_grad32(t, out, grad):
    # paddle's SwishGradFunctor (beta 1): s = 1 / (1 + exp(-x)), y = x * s, dout * (y + s * (1 - y))
    s = 1 / (1 + _paddle_exp32(-t))
    y = t * s
    return grad * (y + s * (1 - y))


_swish = _cpu_float32(F.silu, lambda t: t / (1 + _paddle_exp32(-t)), _swish_grad32)


def _log_softmax32(t, axis):
    """paddle's float32 log_softmax: x - max clipped at -64, exp over the whole tensor (see
    ``_paddle_exp32``), the exps summed in order along ``axis``, the C library's logf of each sum."""
    shifted = (t - t.amax(axis, keepdim=True)).clamp(min=-64.0).contiguous()
    exps = _paddle_exp32(shifted).movedim(axis, -1)
    total = exps[..., 0]
    for k in range(1, exps.shape[-1]):
        total = total + exps[..., k]
    return shifted - _libm32("logf", total).unsqueeze(-1).movedim(-1, axis)


def _avx_sum(t):
    """Sums over the last axis as paddle's AVX ``vec_sum``: eight running lane sums over the full blocks of
    eight, folded pairwise ((0+1)+(4+5))+((2+3)+(6+7)), then the rest added in order; below eight values
    simply in order."""
    n = t.shape[-1]
    whole = n // _PACKET * _PACKET if n >= _PACKET else 0
    total = torch.zeros(t.shape[:-1], dtype=t.dtype, device=t.device)
    if whole:
        lanes = t[..., :_PACKET]
        for start in range(_PACKET, whole, _PACKET):
            lanes = lanes + t[..., start:start + _PACKET]
        lane = lanes.unbind(-1)
        total = ((lane[0] + lane[1]) + (lane[4] + lane[5])) + ((lane[2] + lane[3]) + (lane[6] + lane[7]))
    for k in range(whole, n):
        total = total + t[..., k]
    return total


def _softmax32(t, axis):
    """paddle's float32 softmax: x - max clipped at -64; along the innermost axis its AVX loop (expf per
    value, ``vec_sum``), otherwise an Eigen expression (exp as ``_paddle_exp32``, sums in order); then
    each value times 1 / sum."""
    axis = axis % t.dim() if t.dim() else 0
    shifted = (t - t.amax(axis, keepdim=True)).clamp(min=-64.0).contiguous()
    if math.prod(t.shape[axis + 1:]) == 1:
        exps = _libm32("expf", shifted).movedim(axis, -1)
        total = _avx_sum(exps)
    else:
        exps = _paddle_exp32(shifted).movedim(axis, -1)
        total = exps[..., 0]
        for k in range(1, exps.shape[-1]):
            total = total + exps[..., k]
    return (exps * (1 / total).unsqueeze(-1)).movedim(-1, axis)


def _softmax_grad32(t, out, grad, axis):
    """paddle's softmax grad: (dout - sum(dout * out)) * out, the sum as the forward's (AVX lanes along the
    innermost axis, in order otherwise)."""
    axis = axis % t.dim() if t.dim() else 0
    products = (grad * out).movedim(axis, -1)
    if math.prod(t.shape[axis + 1:]) == 1:
        total = _avx_sum(products)
    else:
        total = products[..., 0]
        for k in range(1, products.shape[-1]):
            total = total + products[..., k]
    return (grad - total.unsqueeze(-1).movedim(-1, axis)) * out


_softmax = _cpu_float32(F.softmax, _softmax32, _softmax_grad32)
def _log_softmax_grad32(t, out, grad, axis):
    """paddle's log_softmax grad: dout - exp(out) * (dout summed in order along ``axis``)."""
    moved = grad.movedim(axis, -1)
    total = moved[..., 0]
    for k in range(1, moved.shape[-1]):
        total = total + moved[..., k]
    return grad - _paddle_exp32(out.contiguous()) * total.unsqueeze(-1).movedim(-1, axis)


_log_softmax = _cpu_float32(F.log_softmax, _log_softmax32, _log_softmax_grad32)

relu = _unary(F.relu)
relu6 = _unary(F.relu6)
sigmoid = _unary(_sigmoid)
tanh = _unary(_cpu_float32(torch.tanh, _float32_tanh, lambda t, out, grad: grad * (1 - out * out)))


def silu(x, inplace=False, name=None):
    out = _silu(x._torch)
    return _in_place(x, out) if inplace else wrap(out)


def swish(x, name=None):
    return wrap(_swish(x._torch))


def _gelu_approximate(approximate):
    """paddle's ``approximate``: a bool, or the strings 'tanh' / 'none'."""
    if approximate is None or isinstance(approximate, bool):
        return bool(approximate)
    if isinstance(approximate, str):
        if approximate in ("tanh", "none"):
            return approximate == "tanh"
        raise ValueError(
            f"(InvalidArgument) the value of approximate in gelu should be 'tanh' or 'none', but received "
            f"{approximate}\n  [Hint: Expected approximate != nullptr, but received approximate:0 == nullptr:nullptr.] "
            "(at /paddle/paddle/fluid/pybind/args_mapper.cc:315)\n"
        )
    raise TypeError(
        f"(InvalidType) gelu(): argument (position 2) must be bool, but got {type(approximate).__name__} "
        "(at /paddle/paddle/fluid/pybind/op_function_common.cc:288)\n"
    )


def gelu(x, approximate=False, name=None):
    # paddle's own evaluation orders (bit-exact against paddle 3.3.1 for float32)
    t = x._torch
    if _gelu_approximate(approximate):
        return wrap(0.5 * t * (1 + _float32_tanh(0.7978845608028654 * (t + 0.044715 * t ** 3))))
    return wrap(t * 0.5 * (1 + torch.erf(t * 0.7071067811865476)))


def leaky_relu(x, negative_slope=0.01, name=None):
    return wrap(F.leaky_relu(x._torch, negative_slope))


def _elu32(t, alpha):
    # paddle's ELU functor: alpha (a float32 attribute) * (exp(x) - 1) below 0, Eigen's exp
    return torch.where(t < 0, _f32(alpha) * (_paddle_exp32(t) - 1), t)


_elu = _cpu_float32(F.elu, _elu32,
                    lambda t, out, grad, alpha: torch.where(t < 0, grad * (out + _f32(alpha)), grad))


def elu(x, alpha=1.0, name=None):
    return wrap(_elu(x._torch, alpha))


def softplus(x, beta=1, threshold=20, name=None):
    return wrap(_softplus(x._torch, beta, threshold))


def softmax(x, axis=-1, dtype=None, name=None):
    t = x._torch if dtype is None else x._torch.to(_dtype.to_torch(dtype))  # paddle casts first
    return wrap(_softmax(t, axis))


def log_softmax(x, axis=-1, dtype=None, name=None):
    t = x._torch if dtype is None else x._torch.to(_dtype.to_torch(dtype))  # paddle casts first
    return wrap(_log_softmax(t, axis))


#: paddle's full float32 reductions follow Eigen's vectorised order (measured up to this many values;
#: beyond it Eigen splits the range in a way not reproduced, and torch's sum is used)
_EIGEN_REDUCE_MAX = 1024


def _eigen_full_sum(flat, accumulators):
    """Sum of a 1-D float32 tensor in Eigen's order: ``accumulators`` packets of 8 lanes take the full
    packets in turn, the leftover values are summed in order, and the lanes are folded in halves onto it."""
    n = flat.numel()
    whole = n // _PACKET * _PACKET
    step = _PACKET * accumulators
    lanes = [torch.zeros(_PACKET, dtype=flat.dtype) for _ in range(accumulators)]
    unrolled = n // step * step
    for start in range(0, unrolled, step):
        for k in range(accumulators):
            lanes[k] = lanes[k] + flat[start + k * _PACKET:start + (k + 1) * _PACKET]
    for start in range(unrolled, whole, _PACKET):
        lanes[0] = lanes[0] + flat[start:start + _PACKET]
    packet = lanes[0]
    for extra in lanes[1:]:
        packet = packet + extra
    while packet.numel() > 1:
        half = packet.numel() // 2
        packet = packet[:half] + packet[half:]
    total = torch.zeros((), dtype=flat.dtype)
    for k in range(whole, n):
        total = total + flat[k]
    return total + packet[0] if whole else total


def _full_reduce(t, how):
    """``t.sum()`` / ``t.mean()`` with paddle's float32 CPU rounding (sum: two packet accumulators, mean:
    one, then divided by the count)."""
    out = t.sum() if how == "sum" else t.mean()
    if t.dtype is not torch.float32 or t.device.type != "cpu" or not 0 < t.numel() <= _EIGEN_REDUCE_MAX:
        return out
    with torch.no_grad():
        flat = t.detach().reshape(-1)
        values = _eigen_full_sum(flat, 2) if how == "sum" else _eigen_full_sum(flat, 1) / flat.numel()
    return _showing(out, values)


def _reduced(loss, reduction):
    if reduction in ("mean", "sum"):
        return _full_reduce(loss, reduction)
    if reduction == "none":
        return loss
    raise ValueError(
        f"The value of 'reduction' in MSELoss should be 'sum', 'mean' or 'none', but received {reduction}, "
        "which is not allowed."
    )


def mse_loss(input, label, reduction="mean", name=None):
    return wrap(_reduced((input._torch - label._torch) ** 2, reduction))


def l1_loss(input, label, reduction="mean", name=None):
    return wrap(_reduced((input._torch - label._torch).abs(), reduction))


def _sum_in_order(t, axis):
    """Sum over ``axis`` (kept) adding one slice after another, as paddle's soft-label loop does."""
    slices = t.unbind(axis)
    total = slices[0]
    for piece in slices[1:]:
        total = total + piece
    return total.unsqueeze(axis)


def _hard_target(target, axis, ignore_index):
    """Labels safe to gather with (ignored ones point at class 0) and the mask of labels kept."""
    keep = target != ignore_index
    return torch.where(keep, target, 0).unsqueeze(axis), keep


def _hard_ce_torch(logits, target, axis, ignore_index):
    safe, keep = _hard_target(target, axis, ignore_index)
    return torch.where(keep, -F.log_softmax(logits, axis).gather(axis, safe).squeeze(axis), 0.0)


def _hard_ce32(logits, target, axis, ignore_index):
    """paddle's softmax_with_cross_entropy for hard labels: -logf(softmax[label]), 0 where ignored."""
    safe, keep = _hard_target(target, axis, ignore_index)
    picked = _softmax32(logits, axis).gather(axis, safe).squeeze(axis)
    return torch.where(keep, -_libm32("logf", picked), 0.0)


def _hard_ce_grad32(logits, out, grad, target, axis, ignore_index):
    """paddle's grad for hard labels: (softmax - one_hot(label)) * dloss, nothing for ignored labels."""
    safe, keep = _hard_target(target, axis, ignore_index)
    one_hot = torch.zeros_like(logits).scatter_(axis, safe, 1.0)
    return torch.where(keep.unsqueeze(axis), (_softmax32(logits, axis) - one_hot) * grad.unsqueeze(axis), 0.0)


def _soft_ce_torch(logits, target, axis):
    return -(target * F.log_softmax(logits, axis)).sum(axis, keepdim=True)


def _soft_ce32(logits, target, axis):
    """paddle's softmax_with_cross_entropy for soft labels: -sum(label * logf(softmax)) in order."""
    return -_sum_in_order(target * _libm32("logf", _softmax32(logits, axis)), axis)


def _soft_ce_grad32(logits, out, grad, target, axis):
    # paddle's grad is (softmax - label) * dloss, as if every row of labels summed to 1
    return (_softmax32(logits, axis) - target) * grad


_hard_ce = _cpu_float32(_hard_ce_torch, _hard_ce32, _hard_ce_grad32)
_soft_ce = _cpu_float32(_soft_ce_torch, _soft_ce32, _soft_ce_grad32)


def cross_entropy(input, label, weight=None, ignore_index=-100, reduction="mean", soft_label=False, axis=-1,
                  use_softmax=True, label_smoothing=0.0, name=None):
    """paddle's cross_entropy: logits (or probabilities without softmax), hard labels [N] or [N, 1], or soft."""
    logits = input._torch
    log_probs = None if use_softmax else torch.log(logits)
    target = label._torch
    w = weight._torch if isinstance(weight, Tensor) else None
    if label_smoothing:
        classes = logits.shape[axis]
        if not target.is_floating_point() and target.dim() == logits.dim():
            # paddle one-hots [N] integer labels but smooths [N, 1] ones as they are, with no integer kernel
            name = _dtype.from_torch(target.dtype)._str[7:]
            raise RuntimeError(
                f"(NotFound) The kernel with key (CPU, Undefined(AnyLayout), {name}) of kernel `label_smooth` "
                f"is not registered. Selected wrong DataType `{name}`. Paddle support following DataTypes: "
                "float64, float32.\n  [Hint: Expected kernel_iter == iter->second.end() && kernel_key.backend() "
                "== Backend::CPU != true, but received kernel_iter == iter->second.end() && kernel_key.backend() "
                "== Backend::CPU:1 == true:1.] (at /paddle/paddle/phi/core/kernel_factory.cc:317)\n"
            )
        if not target.is_floating_point():
            target = F.one_hot(target.long(), classes).to(torch.float32).movedim(-1, axis)
        target = (1 - label_smoothing) * target + label_smoothing / classes
        soft_label = True
    if soft_label:
        loss = _soft_ce(logits, target, axis) if use_softmax else -_sum_in_order(target * log_probs, axis)
        if w is None:
            return wrap(_reduced(loss, reduction))
        shape = [1] * logits.dim()
        shape[axis] = -1
        gathered = (target * w.reshape(shape)).sum(axis, keepdim=True)
        loss = loss * gathered
        if reduction != "mean":
            return wrap(_reduced(loss, reduction))
        return wrap(_full_reduce(loss, "sum") / _full_reduce(gathered, "sum"))
    label_shape = target.shape
    if target.dim() == logits.dim():
        target = target.squeeze(axis)
    if use_softmax:
        loss = _hard_ce(logits, target.long(), axis, ignore_index)
        if w is not None:
            loss = loss * w[torch.where(target != ignore_index, target.long(), 0)]
    else:
        moved = log_probs.movedim(axis, 1) if log_probs.dim() > 1 else log_probs
        loss = F.nll_loss(moved, target.long(), weight=w, ignore_index=ignore_index, reduction="none",)
    if reduction == "none":
        return wrap(loss.reshape(label_shape))  # paddle keeps the label's shape
    if reduction == "sum":
        return wrap(_full_reduce(loss, "sum"))
    # paddle's mean: over every label (ignored ones add 0) unless ignore_index >= 0 or there are weights,
    # which divide the sum by the count or weight of the labels kept
    mask = (target != ignore_index).to(loss.dtype)
    if ignore_index < 0 and w is None:
        return wrap(_full_reduce(loss, "mean"))
    if w is not None:
        denominator = _full_reduce(w[target.long().clamp(min=0)] * mask, "sum")
    else:
        denominator = mask.sum()
    return wrap(_full_reduce(loss, "sum") / (denominator + (denominator == 0).to(denominator.dtype)))


def nll_loss(input, label, weight=None, ignore_index=-100, reduction="mean", name=None):
    """paddle's nll_loss kernel reads int64 labels by position: for ``[N, C]`` input the first N labels
    (so ``[N, 1]`` labels work), for ``[N, C, d...]`` input labels of ``N * prod(d)`` elements."""
    w = weight._torch if isinstance(weight, Tensor) else None
    x, target = input._torch, label._torch
    if x.dim() < 2:
        raise ValueError(f"Expected 2 or more dimensions (got {x.dim()})")
    if target.dtype is not torch.int64:
        raise ValueError(
            "(InvalidArgument) The type of data we are trying to retrieve (int64) does not match the type of data "
            f"({_dtype.from_torch(target.dtype)._str[7:]}) currently contained in the container.")
    if target.dim() == 0 or target.shape[0] != x.shape[0]:
        raise ValueError(
            "(InvalidArgument) ShapeError: Expected input batch_size to match label batch_size,But received: the "
            f"Input(x) batch_size is [{x.shape[0]}], the Input(label)  batch_size is "
            f"[{target.shape[0] if target.dim() else 1}].")
    shape = [x.shape[0]] + list(x.shape[2:])
    if x.dim() == 2:
        target = target.reshape(-1)[:x.shape[0]]
    elif target.numel() == math.prod(shape):
        target = target.reshape(shape)
    losses = F.nll_loss(x, target, weight=w, ignore_index=ignore_index, reduction="none")
    if reduction == "none":
        return wrap(losses)
    kept = target != ignore_index
    weights = (w[target.clamp(min=0)] if w is not None else torch.ones_like(losses)) * kept
    out = losses.sum() if reduction == "sum" else losses.sum() / weights.sum()
    if x.dtype is not torch.float32:
        return wrap(out)
    # paddle's kernel adds the losses (and the weights) one by one in float32, then divides
    total = _in_order_sum(losses.detach())
    values = total if reduction == "sum" else total / _in_order_sum(weights.detach())
    return wrap(_showing(out, values))


def _in_order_sum(t):
    flat = t.reshape(-1).cpu().numpy()
    total = np.add.accumulate(flat)[-1] if flat.size else np.float32(0)
    return torch.tensor(total, dtype=t.dtype, device=t.device)


def _bce32(p, y):
    # paddle's kernel: -(y * max(log p, -100) + (1 - y) * max(log(1 - p), -100)), the C library's logf
    return -(y * _libm32("logf", p).clamp(min=-100) + (1 - y) * _libm32("logf", 1 - p).clamp(min=-100))


_bce = _cpu_float32(lambda p, y: F.binary_cross_entropy(p, y, reduction="none"), _bce32,
                    lambda p, out, grad, y: grad * ((p - y) / torch.clamp((1 - p) * p, min=1e-12)))


def binary_cross_entropy(input, label, weight=None, reduction="mean", name=None):
    p, y = input._torch, label._torch
    if y.requires_grad:
        out = F.binary_cross_entropy(p, y, reduction="none")
    else:
        out = _bce(p, y)
    if isinstance(weight, Tensor):
        out = out * weight._torch
    return wrap(_reduced(out, reduction))


def _bce_with_logits32(x, y, pos_weight):
    """paddle's float32 sigmoid_cross_entropy_with_logits kernel: the C library's expf and logf, and a
    different arrangement of the terms when a pos_weight is given."""
    softplus = _libm32("logf", 1 + _libm32("expf", -x.abs()))  # log(1 + exp(-|x|))
    if pos_weight is None:
        return (torch.where(x > 0, x, 0.0) - x * y) + softplus
    return (1 - y) * x + pos_weight * (softplus + torch.where(x < 0, -x, 0.0))


def _bce_with_logits_torch(x, y, pos_weight, folded):
    return F.binary_cross_entropy_with_logits(x, y, reduction="none", pos_weight=pos_weight)


def _bce_with_logits_grad32(x, out, grad, y, pos_weight, folded):
    """paddle's grad kernel: dout * (d/dx of its terms), with e = expf(-|x|) and sign(x) * e / (1 + e),
    where paddle counts 0 (and -0) as positive."""
    e = _libm32("expf", -x.abs())
    slope = torch.where(x < 0, -1.0, 1.0) * (e / (1 + e))
    if folded is None:
        return grad * (((x > 0).to(x.dtype) - y) - slope)
    return grad * ((1 - y) - folded * (slope + (x < 0).to(x.dtype)))


_bce_with_logits = _cpu_float32(_bce_with_logits_torch,
                                lambda x, y, pos_weight, folded: _bce_with_logits32(x, y, folded),
                                _bce_with_logits_grad32)


def binary_cross_entropy_with_logits(logit, label, weight=None, reduction="mean", pos_weight=None, name=None):
    x, y = logit._torch, label._torch
    raw = pos_weight._torch if isinstance(pos_weight, Tensor) else None
    # paddle folds pos_weight into a per-element factor 1 + label * (pos_weight - 1) before its kernel
    folded = y * (raw - 1) + 1 if raw is not None else None
    if y.requires_grad or (raw is not None and raw.requires_grad):  # paddle's kernel grads are for the logits
        out = _bce_with_logits_torch(x, y, raw, folded)
        if x.dtype is torch.float32 and x.device.type == "cpu" and x.numel():
            with torch.no_grad():
                values = _bce_with_logits32(x.detach(), y.detach(), None if folded is None else folded.detach())
            out = _showing(out, values)
    else:
        out = _bce_with_logits(x, y, raw, folded)
    out = torch.where(torch.trunc(y) == -100, 0.0, out)  # paddle's kernel skips labels of ignore_index -100
    if isinstance(weight, Tensor):
        out = out * weight._torch
    return wrap(_reduced(out, reduction))


def _check_linear_input(x, weight):
    """paddle's errors for an input ``linear`` cannot multiply (checked before torch reports its own)."""
    if x.dim() >= 1 and weight.dim() == 2 and x.shape[-1] != weight.shape[0]:
        axis, k_lhs, k_rhs = x.dim() - 1, x.shape[-1], weight.shape[0]
        raise ValueError(
            f"(InvalidArgument) In operator matmul, the [{axis}] dimension of Input(X) must be equal to the [0] "
            f"dimension of Input(Y). But receiving the [{axis}]dimension of Input(X) is [{k_lhs}], and the [0] "
            f"dimension of Input(Y) is [{k_rhs}].\n  [Hint: Expected K_lhs == K_rhs, but received K_lhs:{k_lhs} != "
            f"K_rhs:{k_rhs}.] (at /paddle/paddle/phi/infermeta/binary.cc:3087)\n  [operator < linear > error]"
        )
    if x.dtype != weight.dtype:
        from unigrad.paddle_api import _dtype

        want, have = _dtype.from_torch(weight.dtype), _dtype.from_torch(x.dtype)
        raise ValueError(
            f"(InvalidArgument) The type of data we are trying to retrieve ({want._str[7:]}) does not match the type "
            f"of data ({have._str[7:]}) currently contained in the container.\n  [Hint: Expected dtype() == "
            f"phi::CppTypeToDataType<T>::Type(), but received dtype():{have._code} != "
            f"phi::CppTypeToDataType<T>::Type():{want._code}.] (at /paddle/paddle/phi/core/dense_tensor.cc:153)\n"
            "  [operator < linear > error]"
        )


def linear(x, weight, bias=None, name=None):
    """``x @ weight + bias`` with paddle's [in, out] weight."""
    _check_linear_input(x._torch, weight._torch)
    out = torch.matmul(x._torch, weight._torch)
    if bias is not None:
        out = out + bias._torch
    return wrap(out)


def _channels_first(t, data_format):
    """``t`` moved to channels-first when ``data_format`` puts channels last (NLC, NHWC, NDHWC)."""
    return t.movedim(-1, 1) if data_format[-1] == "C" else t


def _channels_back(t, data_format):
    return t.movedim(1, -1) if data_format[-1] == "C" else t


def _conv(torch_conv):
    def conv(x, weight, bias=None, stride=1, padding=0, dilation=1, groups=1, data_format=None, name=None):
        data_format = data_format or {1: "NCL", 2: "NCHW", 3: "NCDHW"}[x._torch.dim() - 2]
        t = _channels_first(x._torch, data_format)
        if isinstance(padding, str):
            padding = padding.lower()
        out = torch_conv(t, weight._torch, None if bias is None else bias._torch, stride, padding, dilation, groups)
        return wrap(_channels_back(out, data_format))

    return conv


conv1d = _conv(F.conv1d)
conv2d = _conv(F.conv2d)
conv3d = _conv(F.conv3d)


def dropout(x, p=0.5, axis=None, training=True, inplace=False, mode="upscale_in_train", name=None):
    """paddle's dropout: with ``axis`` one mask value per index of those axes, broadcast over the others.

    Without ``axis`` paddle's dropout kernel writes +0 where it drops and divides kept values by the keep
    probability computed in float32; with ``axis`` paddle scales by ``1 / (1 - p)`` (a float32 attribute)
    and multiplies by the mask, so dropped negatives come out as -0."""
    t = x._torch
    f32 = lambda value: t.new_tensor(float(np.float32(value)))
    if not training:
        if mode == "upscale_in_train":
            out = t
        else:
            # paddle.scale(x, 1 - p) on the axis path adds a zero bias, so no -0 there either
            out = t * f32(np.float32(1) - np.float32(p)) if axis is None else t * (1 - p) + 0.0
    elif p == 0:
        out = t.clone()  # paddle draws no mask when nothing can be dropped
    elif axis is None:
        if p < 1:
            keep = _random.draw("dropout_keep", list(t.shape), p, device=t.device)
            kept = t / f32(np.float32(1) - np.float32(p)) if mode == "upscale_in_train" else t
            out = torch.where(keep, kept, torch.zeros_like(t))
        else:
            out = torch.zeros_like(t)
    else:
        axes = [axis] if isinstance(axis, int) else axis
        shape = [size if i in axes else 1 for i, size in enumerate(t.shape)]
        if p < 1:
            keep = _random.draw("dropout_keep", shape, p, device=t.device).to(t.dtype)
            out = (t * (1 / (1 - p)) + 0.0 if mode == "upscale_in_train" else t) * keep
        else:
            out = t * 0.0 + 0.0  # paddle.scale(x, 0.0): x * 0 plus a zero bias, so no -0
    return _in_place(x, out) if inplace else wrap(out)


def embedding(x, weight, padding_idx=None, max_norm=None, norm_type=2.0, sparse=False, scale_grad_by_freq=False,
              name=None):
    """Rows of ``weight``; positions holding ``padding_idx`` come out as zeros."""
    ids, table = x._torch, weight._torch
    rows = table.shape[0]
    if ids.numel() and ids.max() >= rows:
        bad = int(ids.max())
        raise ValueError(
            f"(InvalidArgument) Variable value (input) of OP(embedding) expected >= 0 and < {rows}, but got {bad}. "
            f"Please check input value.\n  [Hint: Expected ids[i] < row_number, but received ids[i]:{bad} >= "
            f"row_number:{rows}.] (at /paddle/paddle/phi/kernels/cpu/embedding_kernel.cc:54)\n"
        )
    out = F.embedding(ids.long(), table)
    if padding_idx is not None:
        padding_idx = padding_idx + rows if padding_idx < 0 else padding_idx
        out = out * (ids != padding_idx).unsqueeze(-1).to(out.dtype)
    return wrap(out)


def one_hot(x, num_classes, name=None):
    return wrap(F.one_hot(x._torch.long(), num_classes).to(torch.float32))


def pad(x, pad, mode="constant", value=0.0, data_format=None, pad_from_left_axis=True, name=None):
    """paddle's pad: a pad for every axis (constant mode) counts from the first axis when
    ``pad_from_left_axis``; otherwise the pairs go from the last spatial axis backwards, as torch's."""
    t = x._torch
    pad = pad._torch.tolist() if isinstance(pad, Tensor) else [int(p) for p in pad]
    if mode == "constant" and len(pad) == 2 * t.dim():
        if pad_from_left_axis:
            pad = [v for i in reversed(range(t.dim())) for v in pad[2 * i:2 * i + 2]]
        return wrap(F.pad(t, pad, "constant", value))
    data_format = data_format or {3: "NCL", 4: "NCHW", 5: "NCDHW"}.get(t.dim(), "NCHW")
    t = _channels_first(t, data_format)
    out = F.pad(t, pad, mode, value) if mode == "constant" else F.pad(t, pad, mode)
    return wrap(_channels_back(out, data_format))


def normalize(x, p=2, axis=1, epsilon=1e-12, name=None):
    """``x / max(p_norm(x), epsilon)`` with paddle's p_norm kernel (paddle.linalg.norm's rounding)."""
    t = x._torch
    return wrap(t / torch.maximum(ops._p_norm(t, float(p), axis, True), t.new_tensor(epsilon)))


from unigrad.paddle_api.nn.functional.norm import batch_norm, group_norm, instance_norm, layer_norm  # noqa: E402
from unigrad.paddle_api.nn.functional.pooling import *  # noqa: E402,F401,F403 -- the pooling functions
from unigrad.paddle_api.nn.functional.common import *  # noqa: E402,F401,F403 -- resampling, dropout variants


def square_error_cost(input, label):
    """``(input - label) ** 2`` elementwise, unreduced (the regression loss of paddle's tutorials)."""
    return wrap((input._torch - label._torch) ** 2)


__all__.append("square_error_cost")
