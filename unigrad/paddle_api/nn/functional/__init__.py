"""``paddle.nn.functional``: activations, losses, linear and conv2d on torch.nn.functional."""

import torch
import torch.nn.functional as F

from unigrad.paddle_api import _dtype
from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = [
    "relu", "relu6", "sigmoid", "tanh", "softmax", "log_softmax", "leaky_relu", "elu", "gelu", "silu", "swish",
    "softplus", "mse_loss", "l1_loss", "cross_entropy", "binary_cross_entropy",
    "binary_cross_entropy_with_logits", "nll_loss", "linear", "conv2d", "dropout", "one_hot", "pad",
    "max_pool2d", "avg_pool2d", "normalize",
]


def _unary(torch_fn):
    def activation(x, name=None):
        return wrap(torch_fn(x._torch))

    return activation


relu = _unary(F.relu)
relu6 = _unary(F.relu6)
sigmoid = _unary(torch.sigmoid)
tanh = _unary(torch.tanh)
silu = _unary(F.silu)
swish = silu


def gelu(x, approximate=False, name=None):
    return wrap(F.gelu(x._torch, approximate="tanh" if approximate else "none"))


def leaky_relu(x, negative_slope=0.01, name=None):
    return wrap(F.leaky_relu(x._torch, negative_slope))


def elu(x, alpha=1.0, name=None):
    return wrap(F.elu(x._torch, alpha))


def softplus(x, beta=1, threshold=20, name=None):
    return wrap(F.softplus(x._torch, beta, threshold))


def softmax(x, axis=-1, dtype=None, name=None):
    return wrap(F.softmax(x._torch, axis, dtype=_dtype.to_torch(dtype)))


def log_softmax(x, axis=-1, dtype=None, name=None):
    return wrap(F.log_softmax(x._torch, axis, dtype=_dtype.to_torch(dtype)))


def _reduced(loss, reduction):
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
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


def cross_entropy(input, label, weight=None, ignore_index=-100, reduction="mean", soft_label=False, axis=-1,
                  use_softmax=True, label_smoothing=0.0, name=None):
    """paddle's cross_entropy: logits (or probabilities without softmax), hard labels [N] or [N, 1], or soft."""
    logits = input._torch
    log_probs = F.log_softmax(logits, axis) if use_softmax else torch.log(logits)
    target = label._torch
    if label_smoothing:
        classes = logits.shape[axis]
        if not (soft_label or target.is_floating_point()):
            name = _dtype.from_torch(target.dtype)._str[7:]
            raise RuntimeError(
                f"(NotFound) The kernel with key (CPU, Undefined(AnyLayout), {name}) of kernel `label_smooth` is not "
                f"registered. Selected wrong DataType `{name}`. Paddle support following DataTypes: float64, float32."
            )
        target = (1 - label_smoothing) * target + label_smoothing / classes
        soft_label = True
    if soft_label:
        loss = -(target * log_probs).sum(axis, keepdim=True)
        return wrap(_reduced(loss, reduction))
    label_shape = target.shape
    if target.dim() == logits.dim():
        target = target.squeeze(axis)
    moved = log_probs.movedim(axis, 1) if log_probs.dim() > 1 else log_probs
    w = weight._torch if isinstance(weight, Tensor) else None
    loss = F.nll_loss(moved, target.long(), weight=w, ignore_index=ignore_index, reduction="none",)
    if reduction == "none":
        return wrap(loss.reshape(label_shape))  # paddle keeps the label's shape
    if reduction == "sum":
        return wrap(loss.sum())
    mask = (target != ignore_index)
    if w is not None:
        denominator = (w[target.clamp(min=0)] * mask).sum()
    else:
        denominator = mask.sum()
    return wrap(loss.sum() / denominator)


def nll_loss(input, label, weight=None, ignore_index=-100, reduction="mean", name=None):
    w = weight._torch if isinstance(weight, Tensor) else None
    return wrap(F.nll_loss(input._torch, label._torch, weight=w, ignore_index=ignore_index, reduction=reduction))


def binary_cross_entropy(input, label, weight=None, reduction="mean", name=None):
    w = weight._torch if isinstance(weight, Tensor) else None
    return wrap(F.binary_cross_entropy(input._torch, label._torch, w, reduction=reduction))


def binary_cross_entropy_with_logits(logit, label, weight=None, reduction="mean", pos_weight=None, name=None):
    w = weight._torch if isinstance(weight, Tensor) else None
    pw = pos_weight._torch if isinstance(pos_weight, Tensor) else None
    return wrap(F.binary_cross_entropy_with_logits(logit._torch, label._torch, w, reduction=reduction,
                                                   pos_weight=pw))


def linear(x, weight, bias=None, name=None):
    """``x @ weight + bias`` with paddle's [in, out] weight."""
    out = torch.matmul(x._torch, weight._torch)
    if bias is not None:
        out = out + bias._torch
    return wrap(out)


def conv2d(x, weight, bias=None, stride=1, padding=0, dilation=1, groups=1, data_format="NCHW", name=None):
    t = x._torch
    if data_format == "NHWC":
        t = t.permute(0, 3, 1, 2)
    if isinstance(padding, str):
        padding = padding.lower()
    out = F.conv2d(t, weight._torch, None if bias is None else bias._torch, stride, padding, dilation, groups)
    if data_format == "NHWC":
        out = out.permute(0, 2, 3, 1)
    return wrap(out)


def max_pool2d(x, kernel_size, stride=None, padding=0, ceil_mode=False, return_mask=False, data_format="NCHW",
               name=None):
    return wrap(F.max_pool2d(x._torch, kernel_size, stride, padding, ceil_mode=ceil_mode))


def avg_pool2d(x, kernel_size, stride=None, padding=0, ceil_mode=False, exclusive=True, divisor_override=None,
               data_format="NCHW", name=None):
    return wrap(F.avg_pool2d(x._torch, kernel_size, stride, padding, ceil_mode, not exclusive, divisor_override))


def dropout(x, p=0.5, axis=None, training=True, mode="upscale_in_train", name=None):
    t = x._torch
    if not training:
        return wrap(t if mode == "upscale_in_train" else t * (1 - p))
    out = F.dropout(t, p, True)
    return wrap(out if mode == "upscale_in_train" else out * (1 - p))


def one_hot(x, num_classes, name=None):
    return wrap(F.one_hot(x._torch.long(), num_classes).to(torch.float32))


def pad(x, pad, mode="constant", value=0.0, data_format="NCHW", pad_from_left_axis=True, name=None):
    return wrap(F.pad(x._torch, list(pad), mode, value))


def normalize(x, p=2, axis=1, epsilon=1e-12, name=None):
    return wrap(F.normalize(x._torch, p, axis, epsilon))
