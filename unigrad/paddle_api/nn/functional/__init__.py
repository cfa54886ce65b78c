"""``paddle.nn.functional``: activations, losses, linear, conv and transposed conv on torch.nn.functional."""

import math

import numpy as np
import torch
import torch.nn.functional as F

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_vjp, with_values
from unigrad.numerics import libm, paddle_cpu
from unigrad.numerics.float32 import f32 as _f32
from unigrad.paddle_api import _dtype, _random, ops
from unigrad.paddle_api import _kernels as kernels
from unigrad.paddle_api._kernels import KERNELS, kernel
from unigrad.paddle_api.tensor import Tensor, check_inplace, wrap

__all__ = [
    "relu", "relu6", "sigmoid", "tanh", "softmax", "log_softmax", "leaky_relu", "elu", "gelu", "silu", "swish",
    "hardswish", "hardsigmoid", "softsign", "selu", "celu", "log_sigmoid", "softshrink", "hardshrink", "hardtanh",
    "tanhshrink", "mish", "thresholded_relu",
    "softplus", "mse_loss", "l1_loss", "cross_entropy", "binary_cross_entropy",
    "binary_cross_entropy_with_logits", "nll_loss", "linear", "conv2d", "dropout", "one_hot", "pad",
    "max_pool2d", "avg_pool2d", "normalize", "conv1d", "conv3d", "embedding",
    "conv1d_transpose", "conv2d_transpose", "conv3d_transpose",
    "batch_norm", "layer_norm", "group_norm", "instance_norm",
    "max_pool1d", "max_pool3d", "avg_pool1d", "avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d",
    "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d",
    "interpolate", "upsample", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout",
    "scaled_dot_product_attention",
]


def _unary(torch_fn):
    def activation(x, name=None):
        return wrap(torch_fn(x._torch))

    return activation


def _in_place(x, result):
    """Write ``result`` into ``x`` as paddle's ``inplace=True`` does, refusing leaves that need grad."""
    check_inplace(x)
    x._torch = result
    return x


_paddle_exp32 = paddle_cpu.exp


def _libm32(name, t):
    """The C library's float32 ``name`` ("logf"/"expf") of each element, as paddle's scalar CPU loops call it."""
    return libm.elementwise(name, t)


_softmax32 = paddle_cpu.softmax


relu = _unary(KERNELS["relu"])  # one op, one kernel
relu6 = _unary(KERNELS["relu6"])
sigmoid = ops.sigmoid  # one op, one kernel (KERNELS["sigmoid"])
tanh = ops.tanh


def silu(x, inplace=False, name=None):
    out = KERNELS["silu"](x._torch)
    return _in_place(x, out) if inplace else wrap(out)


def swish(x, name=None):
    return wrap(KERNELS["swish"](x._torch))


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
    return wrap(KERNELS["gelu"](x._torch, _gelu_approximate(approximate)))


def leaky_relu(x, negative_slope=0.01, name=None):
    return wrap(F.leaky_relu(x._torch, negative_slope))


hardswish = _unary(KERNELS["hardswish"])


def hardsigmoid(x, slope=0.1666667, offset=0.5, name=None):
    """``max(0, min(1, slope * x + offset))``: paddle's slope, not torch's 1/6."""
    return wrap(KERNELS["hardsigmoid"](x._torch, slope, offset))


softsign = _unary(KERNELS["softsign"])


def selu(x, scale=1.0507009873554805, alpha=1.6732632423543772, name=None):
    return wrap(KERNELS["selu"](x._torch, scale, alpha))


def celu(x, alpha=1.0, name=None):
    if alpha == 0:
        raise ZeroDivisionError("alpha cannot be 0 for celu")
    return wrap(KERNELS["celu"](x._torch, alpha))


log_sigmoid = _unary(KERNELS["log_sigmoid"])


def softshrink(x, threshold=0.5, name=None):
    if threshold < 0:
        raise ValueError(f"The threshold must be no less than zero. Received: {threshold}.")
    return wrap(KERNELS["softshrink"](x._torch, threshold))


def hardshrink(x, threshold=0.5, name=None):
    """paddle's HardShrink: ``x * (x <= -t or x >= t)`` (measured: x is kept at +-t), so a zeroed negative is -0
    and a NaN stays NaN (torch's gives +0)."""
    t = x._torch
    return wrap(t * ((t <= -threshold) | (t >= threshold)).to(t.dtype))


def hardtanh(x, min=-1.0, max=1.0, name=None):  # noqa: A002 - paddle's names
    return wrap(KERNELS["hardtanh"](x._torch, min, max))


tanhshrink = _unary(KERNELS["tanhshrink"])
mish = _unary(KERNELS["mish"])


def thresholded_relu(x, threshold=1.0, value=0.0, name=None):
    """``x`` above ``threshold`` else ``value`` (float32 attributes); paddle's gradient is ``dout * (x > threshold)``,
    so a negative ``dout`` below the threshold gives -0."""
    t, threshold, value = x._torch, float(np.float32(threshold)), float(np.float32(value))
    return wrap(with_kernel_vjp(lambda t: torch.where(t > threshold, t, torch.full_like(t, value)),
                                lambda grad, t: (grad * (t > threshold).to(grad.dtype),), t))


def elu(x, alpha=1.0, name=None):
    return wrap(KERNELS["elu"](x._torch, alpha))


def softplus(x, beta=1, threshold=20, name=None):
    return wrap(KERNELS["softplus"](x._torch, beta, threshold))


#: the source lines of paddle's axis checks (too large, too small, then for a 0-D input: above 0, below -1) and
#: the name its messages give the rank
_SOFTMAX_AXIS_CHECKS = {"softmax": ((4868, 4863, 4879, 4874), "rank_x"), "log_softmax": ((6064, 6059, 6075, 6070), "rank")}


def _check_softmax_axis(op, t, axis):
    """paddle's ValueError for a softmax axis outside the tensor (torch would take another axis or raise its own)."""
    rank, ((large, small, zero_large, zero_small), name) = t.dim(), _SOFTMAX_AXIS_CHECKS[op]
    where = "(at /paddle/paddle/phi/infermeta/unary.cc:{})\n"
    if rank == 0 and not -1 <= axis <= 0:
        hint = (f"axis <= 0, but received axis:{axis} > 0:0", zero_large) if axis > 0 else \
            (f"axis >= -1, but received axis:{axis} < -1:-1", zero_small)
        raise ValueError("(InvalidArgument) Attr(axis) value should be in range [-1, 0] when input is 0D Tensor \n"
                         f"  [Hint: Expected {hint[0]}.] " + where.format(hint[1]))
    if rank and not -rank <= axis < rank:
        hint = (f"axis < {name}, but received axis:{axis} >= {name}:{rank}", large) if axis >= rank else \
            (f"axis >= -{name}, but received axis:{axis} < -{name}:{-rank}", small)
        raise ValueError("(InvalidArgument) Attr(axis) value should be in range [-R, R-1], R is the rank of Input(X).\n"
                         f"  [Hint: Expected {hint[0]}.] " + where.format(hint[1]))


def softmax(x, axis=-1, dtype=None, name=None):
    t = x._torch if dtype is None else x._torch.to(_dtype.to_torch(dtype))  # paddle casts first
    _check_softmax_axis("softmax", t, axis)
    return wrap(KERNELS["softmax"](t, axis))


def log_softmax(x, axis=-1, dtype=None, name=None):
    t = x._torch if dtype is None else x._torch.to(_dtype.to_torch(dtype))  # paddle casts first
    _check_softmax_axis("log_softmax", t, axis)
    return wrap(KERNELS["log_softmax"](t, axis))


def _full_reduce(t, how):
    """``t.sum()`` / ``t.mean()`` as paddle's kernels reduce a loss (:data:`KERNELS` ``"sum"``/``"mean"``)."""
    return KERNELS[how](t)


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
    ops.broadcast_shape(input._torch.shape, label._torch.shape)  # paddle's error for shapes that do not broadcast
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
    small = paddle_cpu.hard_cross_entropy(logits, target, axis, ignore_index)
    if small is not None:
        return small
    safe, keep = _hard_target(target, axis, ignore_index)
    picked = _softmax32(logits, axis).gather(axis, safe).squeeze(axis)
    return torch.where(keep, -_libm32("logf", picked), 0.0)


def _hard_ce_grad32(logits, out, grad, target, axis, ignore_index):
    """paddle's grad for hard labels: softmax * dloss, less dloss at the label (rounded twice there: not
    (softmax - 1) * dloss), nothing for ignored labels."""
    small = paddle_cpu.hard_cross_entropy_grad(logits, grad, target, axis, ignore_index)
    if small is not None:
        return small
    safe, keep = _hard_target(target, axis, ignore_index)
    dloss = grad.unsqueeze(axis)
    out = (_softmax32(logits, axis) * dloss).scatter_add(axis, safe, -dloss)
    return torch.where(keep.unsqueeze(axis), out, 0.0)


def _soft_ce_torch(logits, target, axis):
    return -(target * F.log_softmax(logits, axis)).sum(axis, keepdim=True)


def _soft_ce32(logits, target, axis):
    """paddle's softmax_with_cross_entropy for soft labels: -sum(label * logf(softmax)) in order."""
    return -_sum_in_order(target * _libm32("logf", _softmax32(logits, axis)), axis)


def _soft_ce_grad32(logits, out, grad, target, axis):
    # paddle's grad is (softmax - label) * dloss, as if every row of labels summed to 1
    return (_softmax32(logits, axis) - target) * grad


_hard_ce = kernel(_hard_ce_torch, {torch.float32: _hard_ce32}, _hard_ce_grad32)
_soft_ce = kernel(_soft_ce_torch, {torch.float32: _soft_ce32}, _soft_ce_grad32)


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
            raise ops._no_kernel("label_smooth", target.dtype, "float64, float32")
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
    return wrap(with_values(out, values))


def _in_order_sum(t):
    flat = t.reshape(-1).cpu().numpy()
    total = np.add.accumulate(flat)[-1] if flat.size else np.float32(0)
    return torch.tensor(total, dtype=t.dtype, device=t.device)


def _bce32(p, y):
    # paddle's kernel: -(y * max(log p, -100) + (1 - y) * max(log(1 - p), -100)), the C library's logf
    return -(y * _libm32("logf", p).clamp(min=-100) + (1 - y) * _libm32("logf", 1 - p).clamp(min=-100))


_bce = kernel(lambda p, y: F.binary_cross_entropy(p, y, reduction="none"), {torch.float32: _bce32},
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


_bce_with_logits = kernel(_bce_with_logits_torch,
                          {torch.float32: lambda x, y, pos_weight, folded: _bce_with_logits32(x, y, folded)},
                          _bce_with_logits_grad32)


def binary_cross_entropy_with_logits(logit, label, weight=None, reduction="mean", pos_weight=None, name=None):
    x, y = logit._torch, label._torch
    raw = pos_weight._torch if isinstance(pos_weight, Tensor) else None
    # paddle folds pos_weight into a per-element factor 1 + label * (pos_weight - 1) before its kernel
    folded = y * (raw - 1) + 1 if raw is not None else None
    if y.requires_grad or (raw is not None and raw.requires_grad):  # paddle's kernel grads are for the logits
        out = _bce_with_logits_torch(x, y, raw, folded)
        if x.dtype is torch.float32 and numerics.exact(x) and x.numel():
            with torch.no_grad():
                values = _bce_with_logits32(x.detach(), y.detach(), None if folded is None else folded.detach())
            out = with_values(out, values)
    else:
        out = _bce_with_logits(x, y, raw, folded)
    out = torch.where(torch.trunc(y) == -100, 0.0, out)  # paddle's kernel skips labels of ignore_index -100
    if isinstance(weight, Tensor):
        out = out * weight._torch
    return wrap(_reduced(out, reduction))


def _check_linear_input(x, weight):
    """paddle's errors for an input ``linear`` cannot multiply (checked before torch reports its own)."""
    if not isinstance(x, torch.Tensor):
        raise ValueError(
            f"(InvalidArgument) linear(): argument 'X' (position 0) must be Tensor, but got {type(x).__name__} "
            "(at /paddle/paddle/fluid/pybind/eager_utils.cc:1526)"
        )
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
    _check_linear_input(x._torch if isinstance(x, Tensor) else x, weight._torch)
    ops._check_matmul_dtype(x._torch)
    out = kernels.matmul(x._torch, weight._torch)
    if bias is not None:
        total = out + bias._torch
        out = kernels.with_broadcast_gradients(torch.add, out, bias._torch, total) if total.requires_grad else total
    return wrap(out)


def _channels_first(t, data_format):
    """``t`` moved to channels-first when ``data_format`` puts channels last (NLC, NHWC, NDHWC)."""
    return t.movedim(-1, 1) if data_format[-1] == "C" else t


def _channels_back(t, data_format):
    return t.movedim(1, -1) if data_format[-1] == "C" else t


def _check_conv_input(x, weight, groups, data_format):
    """paddle's ValueErrors for a 2-D/3-D convolution input of the wrong rank or channel count."""
    if x.dim() not in (4, 5):
        raise ValueError(
            "(InvalidArgument) The input of Op(Conv) should be a 4-D or 5-D Tensor. But received: input's dimension "
            f"is {x.dim()}, input's shape is {list(x.shape)}."
        )
    channels = x.shape[-1] if data_format[-1] == "C" else x.shape[1]
    if channels != weight.shape[1] * groups:
        raise ValueError(
            "(InvalidArgument) The number of input's channels should be equal to filter's channels * groups for "
            f"Op(Conv). But received: the input's channels is {channels}, the input's shape is {list(x.shape)}; the "
            f"filter's channels is {weight.shape[1]}, the filter's shape is {list(weight.shape)}; the groups is "
            f"{groups}, the data_format is {data_format}. The error may come from wrong data_format setting."
        )


def _conv(torch_conv, spatial_dims):
    def conv(x, weight, bias=None, stride=1, padding=0, dilation=1, groups=1, data_format=None, name=None):
        if spatial_dims >= 2:
            _check_conv_input(x._torch, weight._torch, groups, data_format or ("NCHW", "NCDHW")[spatial_dims - 2])
        data_format = data_format or {1: "NCL", 2: "NCHW", 3: "NCDHW"}[x._torch.dim() - 2]
        t = _channels_first(x._torch, data_format)
        pads = _conv_paddings(padding, spatial_dims, data_format[-1] == "C")  # paddle's padding forms
        if pads == "VALID":
            pads = [(0, 0)] * spatial_dims
        elif pads == "SAME":  # as many outputs as ceil(size / stride); paddle drops the dilation then
            dilation, pads = 1, []
            for size, s, k in zip(t.shape[2:], _ntuple(stride, spatial_dims), weight._torch.shape[2:]):
                total = max((-(-size // s) - 1) * s + k - size, 0)
                pads.append((total // 2, total - total // 2))
        if any(before != after for before, after in pads):  # uneven sides: the input padded with zeros first
            t = F.pad(t, [side for before, after in reversed(pads) for side in (before, after)])
            pads = [(0, 0)] * spatial_dims
        out = torch_conv(t, weight._torch, None if bias is None else bias._torch, stride, [p for p, _ in pads],
                         dilation, groups)
        return wrap(_channels_back(out, data_format))

    return conv


conv1d = _conv(F.conv1d, 1)
conv2d = _conv(F.conv2d, 2)
conv3d = _conv(F.conv3d, 3)


_TRANSPOSE_FORMATS = {1: ("NCL", "NLC"), 2: ("NCHW", "NHWC"), 3: ("NCDHW", "NDHWC")}


def _invalid_argument(message, hint, line):
    """A ValueError worded as paddle's C++ checks of conv_transpose's shapes (phi/infermeta/binary.cc)."""
    return ValueError(f"(InvalidArgument) {message}\n  [Hint: {hint}] (at /paddle/paddle/phi/infermeta/binary.cc:{line})\n")


def _conv_paddings(padding, dims, channel_last):
    """``padding`` (an int, one per spatial axis, one (before, after) pair per axis flattened, or one pair per
    axis of the input) as ``[(before, after)] * dims``; a string passes through upper-cased."""
    if isinstance(padding, str):
        padding = padding.upper()
        if padding not in ("SAME", "VALID"):
            raise ValueError(f"Unknown padding: '{padding}'. It can only be 'SAME' or 'VALID'.")
        return padding
    if isinstance(padding, int):
        pads, shown = [(padding, padding)] * dims, [padding] * dims
    else:
        padding = shown = list(padding)
        if padding and all(isinstance(p, (list, tuple)) for p in padding):
            if len(padding) != dims + 2:
                raise ValueError(f"In valid padding: {padding}")
            outer = (padding[0], padding[-1]) if channel_last else (padding[0], padding[1])
            if any(list(p) != [0, 0] for p in outer):
                raise ValueError(f"Non-zero padding({padding}) in the batch or channel dimensions is not supported.")
            pads = [tuple(p) for p in (padding[1:-1] if channel_last else padding[2:])]
        elif len(padding) == dims:
            pads = [(p, p) for p in padding]
        elif len(padding) == 2 * dims:
            pads = [(padding[2 * i], padding[2 * i + 1]) for i in range(dims)]
        else:
            raise ValueError(f"In valid padding: {padding}")
    if any(p < 0 for pair in pads for p in pair):
        shown = [p for pair in pads for p in pair] if shown and isinstance(shown[0], (list, tuple)) else shown
        raise ValueError(f"Invalid padding, all value should be larger than or equal to 0, but received: {shown}")
    return pads


def _conv_transpose(dims, x, weight, bias, stride, padding, output_padding, dilation, groups, output_size,
                    data_format, name_of_op):
    """paddle's ``conv{1,2,3}d_transpose``: weight ``[in_channels, out_channels / groups, *kernel]``.

    The checks and their wording follow paddle 3.3.1 (measured); 1-D runs as paddle's 2-D op over a unit
    width, so its C++ messages show 4-D shapes. The values are torch's conv_transpose without bias, cropped
    to paddle's per-side padding, then the bias added as paddle adds it."""
    formats = _TRANSPOSE_FORMATS[dims]
    if data_format not in formats:
        if dims == 3:
            raise ValueError(f"Attr(data_format) should be 'NCDHW' or 'NDHWC'. Received Attr(data_format): {data_format}.")
        raise ValueError(f"Attr(data_format) of conv2d_transpose got wrong value: received {data_format}, but only "
                         f"'{formats[0]}' or '{formats[1]}' are supported.")
    if x._torch.dim() != dims + 2:
        raise ValueError(f"Input x should be {dims + 2}D tensor, but received x with the shape of {x.shape}")
    if weight._torch.dim() != dims + 2:
        raise ValueError(f"Input weight should be {dims + 2}D tensor, but received weight with the shape of "
                         f"{weight.shape}")
    channel_last = data_format[-1] == "C"
    channels = x._torch.shape[-1 if channel_last else 1]
    if groups == 0:
        raise ValueError(f"The groups of {name_of_op} should not be zero.")
    if channels % groups:
        if dims == 3:
            raise ValueError(f"The number of input channels must be divisible by Attr(groups). Received: number of "
                             f"channels({channels}), groups({groups}).")
        raise ValueError(f"the channel of input must be divisible by groups,received: the channel of input is "
                         f"{channels}, the shape of input is {x.shape}, the groups is {groups}")
    pads = _conv_paddings(padding, dims, channel_last)
    if output_size is not None and output_padding != 0:
        raise ValueError("output_padding option is mutually exclusive with output_size")
    strides, dilations = _ntuple(stride, dims), _ntuple(dilation, dims)
    extras = _ntuple(output_padding, dims)

    # paddle's C++ op sees 1-D as 2-D with a unit width (NLC: [N, L, 1, C])
    def shown(shape, at=-1):
        shape = list(shape)
        return shape[:len(shape) + 1 + at] + [1] + shape[len(shape) + 1 + at:] if dims == 1 else shape

    t, w = _channels_first(x._torch, data_format), weight._torch
    for operand in (x._torch, w):
        if operand.dtype not in (torch.float32, torch.float64):
            raise ops._no_kernel(f"conv{max(dims, 2)}d_transpose", operand.dtype, "float64, float32")
    shown_format = ("NCHW", "NHWC")[channel_last]
    for s in strides:
        if s <= 0:
            raise _invalid_argument(f"The stride of Op(Conv) should be larger than 0, but received stride is {s}.",
                                    f"Expected strides[i] > 0, but received strides[i]:{s} <= 0:0.", 795)
    if channels != w.shape[0]:
        raise _invalid_argument(
            f"The number of input channels should be equal to filter channels for Op(conv_transpose). But received: "
            f"the input's channels is [{channels}], the shape of input is {shown(x._torch.shape, -2 if channel_last else -1)}, the filter's "
            f"channels is [{w.shape[0]}], the shape of filter is {shown(w.shape)}. The data_format is "
            f"{shown_format}.The error may come from wrong data_format setting.",
            f"Expected C == filter_dims[0], but received C:{channels} != filter_dims[0]:{w.shape[0]}.", 835)
    sizes, kernel = list(t.shape[2:]), [(k - 1) * d + 1 for k, d in zip(w.shape[2:], dilations)]
    if pads == "VALID":
        pads = [(0, 0)] * dims
    elif pads == "SAME":  # as a forward conv with 'SAME' padding over the input's size; paddle drops dilation
        dilations, kernel, pads = [1] * dims, list(w.shape[2:]), []
        for size, s, k in zip(sizes, strides, kernel):
            total = max((-(-size // s) - 1) * s + k - size, 0)
            pads.append((total // 2, total - total // 2))
    inferred = [(size - 1) * s - before - after + k for size, s, k, (before, after) in zip(sizes, strides, kernel, pads)]
    if output_size is not None:
        if isinstance(output_size, Tensor):
            output_size = output_size._torch.tolist()
        output_size = [int(v._torch.item()) if isinstance(v, Tensor) else int(v) for v in _ntuple(output_size, dims)]
        for i, (want, got, s) in enumerate(zip(output_size, inferred, strides)):
            if want < got:
                raise _invalid_argument(
                    f"output_size of Op(ConvTransposeOp) should not be less than the inferred output size. But "
                    f"received output_size = [{shown(output_size)}], whose dim {i} is less than the inferred output "
                    f"size [{got}]", f"Expected output_size[i] >= infer_shape, but received output_size[i]:{want} < "
                    f"infer_shape:{got}.", 875)
            if want >= got + s:
                raise _invalid_argument(
                    f"output_size of Op(ConvTransposeOp) should be less than inferred size + stride. But received "
                    f"output_size = [{shown(output_size)}], whose dim {i} is not less than the inferred output size "
                    f"({got}) + stride ({s}) = {got + s}", f"Expected output_size[i] < infer_shape + strides[i], but "
                    f"received output_size[i]:{want} >= infer_shape + strides[i]:{got + s}.", 886)
        extras = [want - got for want, got in zip(output_size, inferred)]
    else:
        for i, (extra, s, d) in enumerate(zip(extras, strides, dilations)):
            if extra >= max(s, d):
                raise _invalid_argument(
                    f"output_padding of Op(ConvTransposeOp) should be less than either stride or dilation. But "
                    f"received output_size = [[]], whose dim {i} is not less than either stride ({s})  or dilation "
                    f"({d})", f"Expected output_padding[i] < std::max(strides[i], dilations_[i]), but received "
                    f"output_padding[i]:{extra} >= std::max(strides[i], dilations_[i]):{max(s, d)}.", 915)
    def cropped(full):  # paddle pads each side on its own: the full result cut to [before, before + size)
        for axis, ((before, _), size, extra) in enumerate(zip(pads, inferred, extras), start=2):
            want = size + extra
            past = before + want - full.shape[axis]
            if past > 0:  # rows past the full result see no input
                full = torch.cat([full, full.new_zeros(*full.shape[:axis], past, *full.shape[axis + 1:])], axis)
            full = full.narrow(axis, before, want)
        return full.contiguous()

    torch_conv = (F.conv_transpose1d, F.conv_transpose2d, F.conv_transpose3d)[dims - 1]
    if all(before == after for before, after in pads):
        out = torch_conv(t, w, None, strides, [before for before, _ in pads], extras, groups, dilations)
    else:
        out = cropped(torch_conv(t, w, None, strides, 0, 0, groups, dilations))
    values = _conv_transpose_values(t, w, strides, dilations, groups)
    if values is not None:
        out = with_values(out, cropped(values))
    out = _channels_back(out, data_format)
    if bias is not None:  # added over the output's own layout, its gradient summed in paddle's order
        shape = [1] * (dims + 2)
        shape[-1 if channel_last else 1] = -1
        b = bias._torch.reshape(shape)
        error = ops._broadcast_error(out, b)
        if error is not None:
            raise error
        total = out + b
        out = kernels.with_broadcast_gradients(torch.add, out, b, total) if total.requires_grad else total
    return wrap(out)


def _ntuple(value, n):
    return [value] * n if isinstance(value, int) else list(value)


_CONV_T_ANY_GEMM = True


def _conv_transpose_values(t, w, strides, dilations, groups):
    """paddle's CPU conv_transpose values of channels-first ``t`` (no padding, no bias), or None where not
    reproduced: per sample and group one GEMM ``weight^T @ input`` (MKL's sums, :mod:`unigrad.numerics.mkl`),
    then each kernel offset's columns added in order from zero into the output (paddle's col2im/col2vol)."""
    if not (numerics.POLICY.exact and t.dtype is torch.float32 and w.dtype is torch.float32 and t.is_cpu
            and t.numel() and w.numel()):
        return None
    from unigrad.numerics import mkl

    batch, channels, sizes, kernel = t.shape[0], t.shape[1], list(t.shape[2:]), list(w.shape[2:])
    rows, depth, length = w.shape[1] * math.prod(kernel), channels // groups, math.prod(sizes)
    if batch * channels * rows * length > kernels._SGEMM_MAX_PRODUCTS:  # torch's kernel where numpy is slow
        return None
    x = t.detach().numpy().reshape(batch, groups, depth, length)
    wt = w.detach().numpy().reshape(groups, depth, rows)
    col = np.stack([np.stack([mkl.sgemm(wt[g].T, x[n, g]) for g in range(groups)]) for n in range(batch)])
    col = torch.from_numpy(col).reshape(batch, groups * w.shape[1], *kernel, *sizes)
    full = [(size - 1) * s + (k - 1) * d + 1 for size, s, k, d in zip(sizes, strides, kernel, dilations)]
    out = torch.zeros(batch, col.shape[1], *full, dtype=torch.float32)
    for offset in np.ndindex(*kernel):
        region = tuple(slice(o * d, o * d + (size - 1) * s + 1, s)
                       for o, d, size, s in zip(offset, dilations, sizes, strides))
        out[(slice(None), slice(None)) + region] += col[(slice(None), slice(None)) + offset]
    return out


def conv1d_transpose(x, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1,
                     output_size=None, data_format="NCL", name=None):
    """paddle's 1-D transposed convolution; weight ``[in_channels, out_channels / groups, kernel]``."""
    return _conv_transpose(1, x, weight, bias, stride, padding, output_padding, dilation, groups, output_size,
                           data_format, "conv1d_transpose")


def conv2d_transpose(x, weight, bias=None, stride=1, padding=0, output_padding=0, dilation=1, groups=1,
                     output_size=None, data_format="NCHW", name=None):
    """paddle's 2-D transposed convolution; weight ``[in_channels, out_channels / groups, kh, kw]``."""
    return _conv_transpose(2, x, weight, bias, stride, padding, output_padding, dilation, groups, output_size,
                           data_format, "conv2d_transpose")


def conv3d_transpose(x, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1,
                     output_size=None, data_format="NCDHW", name=None):
    """paddle's 3-D transposed convolution; weight ``[in_channels, out_channels / groups, kd, kh, kw]``."""
    return _conv_transpose(3, x, weight, bias, stride, padding, output_padding, dilation, groups, output_size,
                           data_format, "conv3d_transpose")


def dropout(x, p=0.5, axis=None, training=True, inplace=False, mode="upscale_in_train", name=None):
    """paddle's dropout: with ``axis`` one mask value per index of those axes, broadcast over the others.

    Without ``axis`` paddle's dropout kernel writes +0 where it drops and divides kept values by the keep
    probability computed in float32; with ``axis`` paddle scales by ``1 / (1 - p)`` (a float32 attribute)
    and multiplies by the mask, so dropped negatives come out as -0."""
    if isinstance(p, Tensor):
        p = p._torch.item()
    elif not isinstance(p, (float, int)):
        raise TypeError("p argument should be a number or Variable")
    if p < 0 or p > 1:
        raise ValueError("p argument should between 0 and 1")
    if mode not in ("downscale_in_infer", "upscale_in_train"):
        raise ValueError("mode argument should be 'downscale_in_infer' or 'upscale_in_train'")
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


_PAD_FORMATS = {3: ["NCL", "NLC"], 4: ["NCHW", "NHWC"], 5: ["NCDHW", "NDHWC"]}


def pad(x, pad, mode="constant", value=0.0, data_format=None, pad_from_left_axis=True, name=None):
    """paddle's pad. In constant mode with other than two pads per spatial axis, the pairs go from the last axis
    backwards (as torch's), or from the first when there is a pair for every axis and ``pad_from_left_axis``;
    otherwise they pad the spatial axes of ``data_format``, which must suit the rank."""
    t = x._torch
    pad = pad._torch.tolist() if isinstance(pad, Tensor) else [int(p) for p in pad]
    if mode == "constant" and len(pad) != 2 * (t.dim() - 2):
        # paddle pads any other number of pairs from the last axis backwards, whatever the data_format
        if pad_from_left_axis and len(pad) == 2 * t.dim():
            pad = [v for i in reversed(range(t.dim())) for v in pad[2 * i:2 * i + 2]]
        return wrap(F.pad(t, pad, "constant", value))
    data_format = data_format or {3: "NCL", 4: "NCHW", 5: "NCDHW"}.get(t.dim(), "NCHW")
    assert t.dim() in _PAD_FORMATS, f"input tensor dimension must be in [3, 4, 5] but got {t.dim()}"
    data_format = data_format.upper()
    assert data_format in ["NCL", "NCHW", "NCDHW", "NLC", "NHWC", "NDHWC"], (
        f"data_format should be in one of [NCL, NCHW, NCDHW, NLC, NHWC, NDHWC], but got {data_format}")
    assert data_format in _PAD_FORMATS[t.dim()], (
        f"input tensor dimension is {t.dim()}, it's data format should be in {_PAD_FORMATS[t.dim()]} but got "
        f"{data_format}")
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
from unigrad.paddle_api.nn.functional.attention import scaled_dot_product_attention  # noqa: E402
from unigrad.paddle_api.nn.functional import activation as _activation  # noqa: E402
from unigrad.paddle_api.nn.functional.activation import *  # noqa: E402,F401,F403 -- prelu, glu, maxout, ...
from unigrad.paddle_api.nn.functional import vision as _vision, distance as _distance  # noqa: E402
from unigrad.paddle_api.nn.functional.vision import *  # noqa: E402,F401,F403 -- pixel_shuffle, fold, ...
from unigrad.paddle_api.nn.functional.distance import *  # noqa: E402,F401,F403 -- cosine_similarity, ...
from unigrad.paddle_api.nn.functional import loss as _loss  # noqa: E402
from unigrad.paddle_api.nn.functional.loss import *  # noqa: E402,F401,F403 -- smooth_l1_loss, kl_div, ...
from unigrad.paddle_api.nn.functional.lp_pool import lp_pool1d, lp_pool2d  # noqa: E402
from unigrad.paddle_api.nn.functional.unpool import max_unpool1d, max_unpool2d, max_unpool3d  # noqa: E402


def square_error_cost(input, label):
    """``(input - label) ** 2`` elementwise, unreduced (the regression loss of paddle's tutorials)."""
    return wrap((input._torch - label._torch) ** 2)


__all__.append("square_error_cost")
__all__ += _activation.__all__ + _vision.__all__ + _distance.__all__ + _loss.__all__ + [
    "local_response_norm", "dropout1d", "lp_pool1d", "lp_pool2d", "max_unpool1d", "max_unpool2d", "max_unpool3d"]
