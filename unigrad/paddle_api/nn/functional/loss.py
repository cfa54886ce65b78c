"""``paddle.nn.functional`` losses beyond the common ones. Most are composed in paddle's Python from its own ops;
they are composed here from unigrad's paddle ops (and Tensor operators) in the same order, so each step rounds
as paddle's kernel does. ``smooth_l1_loss`` (huber_loss), ``kl_div`` (kldiv_loss) and ``log_loss`` are single
C++ kernels in paddle, reproduced elementwise."""

import math
import warnings

import numpy as np
import torch

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_vjp
from unigrad.numerics import libm
from unigrad.paddle_api import _creation, _dtype, ops
from unigrad.paddle_api.tensor import VisibleDeprecationWarning, wrap

__all__ = ["smooth_l1_loss", "kl_div", "margin_ranking_loss", "soft_margin_loss", "hinge_embedding_loss",
           "cosine_embedding_loss", "triplet_margin_loss", "triplet_margin_with_distance_loss", "poisson_nll_loss",
           "gaussian_nll_loss", "multi_label_soft_margin_loss", "multi_margin_loss", "multi_label_margin_loss",
           "sigmoid_focal_loss",
           "dice_loss", "log_loss", "npair_loss", "softmax_with_cross_entropy"]


_FLOATS, _INTS = (torch.float32, torch.float64), (torch.int32, torch.int64)


def _functional():
    from unigrad.paddle_api.nn import functional

    return functional


def _check_reduction(reduction, message):
    if reduction not in ["sum", "mean", "none"]:
        raise ValueError(message)


def _reduce(loss, reduction):
    if reduction == "mean":
        return ops.mean(loss)
    if reduction == "sum":
        return ops.sum(loss)
    return loss


def _log32(t):
    """The C library's log (``std::log``) of each element, as paddle's scalar loss kernels call it."""
    if t.dtype is torch.float32 and numerics.exact(t):
        return libm.elementwise("logf", t)
    return torch.log(t)


def _huber_values(x, y, delta):
    r = y - x
    magnitude = r.abs()
    return torch.where(magnitude <= delta, 0.5 * r * r, delta * (magnitude - 0.5 * delta))


def _huber_vjp(grad, x, y, delta):
    """paddle's huber_loss grad: the residual ``y - x`` clamped to ``[-delta, delta]``, times -dout for x and
    dout for y."""
    r = y - x
    slope = torch.where(r.abs() <= delta, r, torch.where(r > 0, torch.full_like(r, delta), torch.full_like(r, -delta)))
    return -slope * grad, slope * grad


def smooth_l1_loss(input, label, reduction="mean", delta=1.0, is_huber=True, name=None):
    """paddle's huber_loss kernel (``0.5 r^2`` within ``delta``, ``delta (|r| - delta / 2)`` outside, ``r = label -
    input``), divided by ``delta`` unless ``is_huber``, then reduced."""
    x, y = input._torch, label._torch
    delta32 = float(np.float32(delta))  # a float32 attribute
    out = wrap(with_kernel_vjp(lambda x, y: _huber_values(x, y, delta32),
                               lambda grad, x, y: _huber_vjp(grad, x, y, delta32), x, y))
    if not is_huber:
        out = out / delta
    _check_reduction(reduction, "The value of 'reduction' in smooth_l1_loss should be 'sum', 'mean' or 'none', but "
                                f"received {reduction}, which is not allowed.")
    return _reduce(out, reduction)


def _kldiv_values(x, target, log_target):
    if log_target:
        return torch.exp(target) * (target - x)
    return torch.where(target > 0, target * (_log32(target) - x), torch.zeros_like(x))


def _kldiv_vjp(grad, x, target, log_target):
    # paddle's grad: -target * dout (exp(target) with log targets), 0 where a plain target is not positive
    if log_target:
        return -torch.exp(target) * grad, None
    return torch.where(target > 0, -target * grad, torch.zeros_like(grad)), None


def kl_div(input, label, reduction="mean", log_target=False, name=None):
    """paddle's kldiv_loss kernel, ``label * (log(label) - input)`` (0 where label <= 0), then reduced;
    ``batchmean`` divides the sum by the batch size."""
    kinds = (input._torch.dtype, label._torch.dtype)
    if kinds == (torch.float32, torch.float64):
        input = ops.cast(input, "float64")
    elif kinds == (torch.float64, torch.float32):
        label = ops.cast(label, "float64")
    x, target = input._torch, label._torch
    out = wrap(with_kernel_vjp(lambda x, t: _kldiv_values(x, t, log_target),
                               lambda grad, x, t: _kldiv_vjp(grad, x, t, log_target), x, target.detach()))
    if reduction == "mean":
        return ops.mean(out)
    if reduction == "sum":
        return ops.sum(out)
    if reduction == "batchmean" and len(input.shape) > 0:
        return ops.sum(out) / input.shape[0]
    return out


def margin_ranking_loss(input, other, label, margin=0.0, reduction="mean", name=None):
    """``relu((other - input) * label + margin)``, reduced."""
    _check_reduction(reduction, "The value of 'reduction' in MarginRankingLoss should be 'sum', 'mean' or 'none', "
                                f"but received {reduction}, which is not allowed.")
    out = ops.multiply(ops.subtract(other, input), label)
    if margin != 0.0:
        out = ops.add(out, _creation.to_tensor([margin], dtype=out.dtype))
    return _reduce(_functional().relu(out), reduction)


def soft_margin_loss(input, label, reduction="mean", name=None):
    """``log(1 + exp(-label * input))``, reduced."""
    _check_reduction(reduction, "The value of 'reduction' in soft_margin_loss should be 'sum', 'mean' or 'none', but "
                                f"received {reduction}, which is not allowed.")
    if not input.shape == label.shape:
        raise ValueError("input's shape must equal to label's shape")
    label = ops.cast(label, input.dtype)
    return _reduce(ops.log(1 + ops.exp(-label * input)), reduction)


def hinge_embedding_loss(input, label, margin=1.0, reduction="mean", name=None):
    """``input`` where label is 1, ``relu(margin - input)`` where it is -1, reduced."""
    _check_reduction(reduction, "'reduction' in 'hinge_embedding_loss' should be 'sum', 'mean' or 'none', but "
                                f"received {reduction}.")
    zero = _creation.zeros([1], dtype=input.dtype)
    loss = ops.where(label == 1.0, input, zero) + ops.where(label == -1.0, _functional().relu(margin - input), zero)
    return _reduce(loss, reduction)


def cosine_embedding_loss(input1, input2, label, margin=0, reduction="mean", name=None):
    """``1 - cos`` where label is 1, ``max(cos - margin, 0)`` where it is -1, reduced."""
    if len(label.shape) != 1:
        raise ValueError("1D target tensor expected, multi-target not supported")
    if input1.shape != input2.shape:
        raise ValueError("the shape of input tensor 1 should be equal to input tensor 2, but found inputs with "
                         "different sizes")
    if len(input1.shape) > 2:
        raise ValueError("1D target tensor expects 1D or 2D input tensors, but found inputs with different sizes")
    if input1._torch.dtype not in _FLOATS:
        raise ValueError("The data type of input Variable must be 'float32' or 'float64'")
    if label._torch.dtype not in _FLOATS + _INTS:
        raise ValueError("The data type of label Variable must be 'int32', 'int64', 'float32', 'float64'")
    prod_sum = ops.sum(input1 * input2, axis=-1)
    mag_square1 = ops.sum(ops.square(input1), axis=-1) + 1e-11
    mag_square2 = ops.sum(ops.square(input2), axis=-1) + 1e-11
    cos = prod_sum / ops.sqrt(mag_square1 * mag_square2)
    zeros = _creation.zeros_like(cos)
    out = ops.where(label == 1, 1 - cos, zeros) + ops.where(label == -1, ops.clip(cos - margin, min=0), zeros)
    return _reduce(out, reduction)


def _check_triplet(input, positive, negative, margin, reduction, name):
    _check_reduction(reduction, f"'reduction' in '{name}' should be 'sum', 'mean' or 'none', but received "
                                f"{reduction}.")
    if margin < 0:
        raise ValueError("The margin between positive samples and negative samples should be greater than 0.")
    if not input.shape == positive.shape == negative.shape:
        raise ValueError("input's shape must equal to positive's shape and negative's shape")


def triplet_margin_loss(input, positive, negative, margin=1.0, p=2, epsilon=1e-06, swap=False, reduction="mean",
                        name=None):
    """``max(d(input, positive) - d(input, negative) + margin, 0)`` with the pairwise p-norm distance."""
    _check_triplet(input, positive, negative, margin, reduction, "triplet_margin_loss")
    distance = _functional().pairwise_distance
    positive_dist = distance(input, positive, p, epsilon)
    negative_dist = distance(input, negative, p, epsilon)
    if swap:
        negative_dist = ops.minimum(negative_dist, distance(positive, negative, p, epsilon))
    return _reduce(ops.clip(positive_dist - negative_dist + margin, min=0.0), reduction)


def triplet_margin_with_distance_loss(input, positive, negative, distance_function=None, margin=1.0, swap=False,
                                      reduction="mean", name=None):
    """:func:`triplet_margin_loss` with any ``distance_function`` (pairwise 2-norm by default)."""
    _check_triplet(input, positive, negative, margin, reduction, "triplet_margin_with_distance_loss")
    if distance_function is None:
        def distance_function(x, y):
            return _functional().pairwise_distance(x, y, 2)
    positive_dist = distance_function(input, positive)
    negative_dist = distance_function(input, negative)
    if swap:
        negative_dist = ops.minimum(negative_dist, distance_function(positive, negative))
    if not bool(ops.all(positive_dist >= 0)) or not bool(ops.all(negative_dist >= 0)):
        raise ValueError("The positive distance or negative distance should be greater than 0, The distance "
                         "functions should be checked.")
    return _reduce(ops.clip(positive_dist - negative_dist + margin, min=0.0), reduction)


def poisson_nll_loss(input, label, log_input=True, full=False, epsilon=1e-08, reduction="mean", name=None):
    """``exp(input) - label * input`` (or ``input - label * log(input + epsilon)``), plus Stirling's term
    where label > 1 when ``full``."""
    if epsilon <= 0:
        raise ValueError(f"The value of `epsilon` in poisson_nll_loss should be positive, but received {epsilon:f}, "
                         "which is not allowed")
    _check_reduction(reduction, "The value of 'reduction' in poisson_nll_loss should be 'sum', 'mean' or 'none', but "
                                f"received {reduction}, which is not allowed.")
    if not input.shape == label.shape:
        raise ValueError("input's shape must equal to label's shape")
    if log_input:
        loss = ops.exp(input) - label * input
    else:
        loss = input - label * ops.log(input + epsilon)
    if full:
        stirling = label * ops.log(label) - label + 0.5 * ops.log(2 * math.pi * label)
        loss += ops.where(label > 1, stirling, _creation.zeros_like(stirling))
    return _reduce(loss, reduction)


def gaussian_nll_loss(input, label, variance, full=False, epsilon=1e-06, reduction="mean", name=None):
    """``0.5 * (log(var) + (input - label)^2 / var)`` with var clipped at epsilon (paddle clips without
    gradient, so the variance gets none), plus ``0.5 log(2 pi)`` when ``full``."""
    if variance.shape != input.shape:
        if input.shape[:-1] == variance.shape:
            variance = ops.unsqueeze(variance, -1)
        elif not (input.shape[:-1] == variance.shape[:-1] and variance.shape[-1] == 1):
            raise ValueError("variance is of incorrect shape")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    variance = wrap(ops.clip(variance, min=epsilon)._torch.detach())
    loss = 0.5 * (ops.log(variance) + ops.square(input - label) / variance)
    if full:
        loss += 0.5 * math.log(2 * math.pi)
    return _reduce(loss, reduction)


def multi_label_soft_margin_loss(input, label, weight=None, reduction="mean", name=None):
    """``-(label log sigmoid(x) + (1 - label) log sigmoid(-x))``, weighted, averaged over the classes."""
    _check_reduction(reduction, "'reduction' in 'multi_label_soft_margin_loss' should be 'sum', 'mean' or 'none', "
                                f"but received {reduction}.")
    if not input.shape == label.shape:
        raise ValueError(f"The input and label should have same dimension,but received {input.shape}!={label.shape}")
    log_sigmoid = _functional().log_sigmoid
    loss = -(label * log_sigmoid(input) + (1 - label) * log_sigmoid(-input))
    if weight is not None:
        loss = loss * weight
    return _reduce(ops.mean(loss, axis=-1), reduction)


def multi_margin_loss(input, label, p=1, margin=1.0, weight=None, reduction="mean", name=None):
    """``mean_j max(margin - x[label] + x[j], 0)^p`` less the label's own term, per sample."""
    _check_reduction(reduction, f"'reduction' in 'multi_margin_loss' should be 'sum', 'mean' or 'none', but received "
                                f"{reduction}.")
    if not input.shape[0] == label.shape[0]:
        raise ValueError(f"The label's shape[0] should be equal to input's shape[0], but received input's shape[0] "
                         f"{input.shape[0]} and label's shape[0]:{label.shape[0]}. ")
    label = ops.reshape(label, (-1, 1))
    index_sample = ops.index_sample(input, label)
    classes = input.shape[1]
    if weight is not None:
        if not input.shape[1] == weight.shape[0]:
            raise ValueError(f"The weight's shape[0] should be equal to input's shape[1]but received weight's "
                             f"shape[0]: {weight.shape[0]} and input's shape[1]: {input.shape[1]}")
        weight = ops.reshape(ops.gather(weight, label, axis=0), (-1, 1))
        loss = (ops.mean(weight * ops.pow(ops.clip(margin - index_sample + input, min=0.0), p), axis=1)
                - ops.squeeze(weight * (margin ** p / _creation.to_tensor(classes))))
    else:
        loss = (ops.mean(ops.pow(ops.clip(margin - index_sample + input, min=0.0), p), axis=1)
                - margin ** p / _creation.to_tensor(classes))
    return _reduce(loss, reduction)


def multi_label_margin_loss(input, label, reduction="mean", name=None):
    """``sum_{j not a target} max(1 - x[target] + x[j], 0) / C`` over each row's targets (the labels before its
    first -1)."""
    _check_reduction(reduction, f"'reduction' in 'multi_label_margin_loss' should be 'sum', 'mean' or 'none', but "
                                f"received {reduction}.")
    x, target = input._torch, label._torch
    if x.dim() != 2:
        raise ValueError(f"Expected 2D input tensor, but got {x.dim()}D")
    if target.dim() != 2:
        raise ValueError(f"Expected 2D label tensor, but got {target.dim()}D")
    rows, classes = x.shape
    if target.numel() > 0:
        if int(target.min()) < -1:
            raise ValueError("label values should be >= -1")
        if int(target.max()) >= classes:
            raise ValueError(f"label values should be < {classes}")
    valid = (target != -1).to(torch.int32)
    valid = valid * valid.cumprod(1)  # only the labels before a row's first -1 count
    row_ids, col_ids = valid.nonzero(as_tuple=True)
    targets = target[row_ids, col_ids]
    others = torch.ones(rows, classes, dtype=torch.bool, device=x.device)
    others[row_ids, targets] = False
    margin = 1 - x[row_ids, targets].unsqueeze(-1) + x[row_ids]
    margin = torch.where(others[row_ids], margin, torch.zeros_like(margin))
    relu_margin = torch.maximum(margin, torch.zeros_like(margin))
    per_target = ops.sum(wrap(relu_margin), axis=1)._torch
    losses = torch.zeros(rows, dtype=x.dtype, device=x.device).index_add(0, row_ids, per_target)
    return _reduce(wrap(losses / classes), reduction)


def sigmoid_focal_loss(logit, label, normalizer=None, alpha=0.25, gamma=2.0, reduction="sum", name=None):
    """``alpha_t (1 - p_t)^gamma bce_with_logits`` (divided by ``normalizer``), reduced (sum by default)."""
    _check_reduction(reduction, "The value of 'reduction' in sigmoid_focal_loss should be 'sum', 'mean' or 'none', "
                                f"but received {reduction}, which is not allowed.")
    if normalizer is not None and len(normalizer.shape) > 1:
        raise ValueError(f"Expected zero or one dimension of normalizer in sigmoid_focal_loss but got "
                         f"{len(normalizer.shape)}.")
    functional = _functional()
    one = _creation.full(logit.shape, 1.0, logit.dtype)
    loss = functional.binary_cross_entropy_with_logits(logit, label, reduction="none")
    pred = functional.sigmoid(logit)
    p_t = ops.add(ops.multiply(pred, label), ops.multiply(ops.subtract(one, pred), ops.subtract(one, label)))
    alpha = _creation.to_tensor(alpha, dtype=loss.dtype)
    alpha_t = ops.add(ops.multiply(alpha, label), ops.multiply(ops.subtract(one, alpha), ops.subtract(one, label)))
    loss = ops.multiply(alpha_t, loss)
    gamma_t = ops.pow(ops.subtract(one, p_t), _creation.to_tensor(gamma, dtype=loss.dtype))
    loss = ops.multiply(gamma_t, loss)
    if normalizer is not None:
        loss = ops.divide(loss, normalizer)
    return _reduce(loss, reduction)


def dice_loss(input, label, epsilon=0.00001, name=None):
    """``mean(1 - 2 |X n Y| / (|X| + |Y| + epsilon))`` with one-hot labels ``[..., 1]``."""
    assert input._torch.dtype in _FLOATS
    assert label._torch.dtype in _INTS
    assert len(input.shape) >= 2, "The rank of input should be greater than or equal to 2."
    assert len(input.shape) == len(label.shape), (
        f"The rank of input and label should be equal, but received input: {len(input.shape)}, label: "
        f"{len(label.shape)}.")
    assert label.shape[-1] == 1, f"The last dimension of label should be 1, but received {label.shape[-1]}."
    assert input.shape[:-1] == label.shape[:-1], "All dimensions should be equal except the last one."
    label = _functional().one_hot(ops.squeeze(label, [-1]), input.shape[-1])
    reduce_dim = list(range(1, len(input.shape)))
    inse = ops.sum(input * label, axis=reduce_dim)
    dice_denominator = ops.sum(input, axis=reduce_dim) + ops.sum(label, axis=reduce_dim)
    return ops.mean(1 - inse * 2 / (dice_denominator + epsilon))


def _log_loss_values(p, y, eps):
    return -y * _log32(p + eps) - (1 - y) * _log32(1 - p + eps)


def _log_loss_vjp(grad, p, y, eps):
    # paddle's grad: dout * (-y / (p + eps) + (1 - y) / (1 - p + eps))
    return grad * (-y / (p + eps) + (1 - y) / (1 - p + eps)), None


def log_loss(input, label, epsilon=0.0001, name=None):
    """paddle's log_loss kernel: ``-label log(input + eps) - (1 - label) log(1 - input + eps)``."""
    eps = float(np.float32(epsilon))
    return wrap(with_kernel_vjp(lambda p, y: _log_loss_values(p, y, eps),
                                lambda grad, p, y: _log_loss_vjp(grad, p, y, eps), input._torch,
                                label._torch.detach()))


def npair_loss(anchor, positive, labels, l2_reg=0.002):
    """The N-pair loss: soft-label cross entropy of ``anchor @ positive^T`` against same-label pairs, plus
    ``l2_reg / 4`` times the mean squared norms."""
    if anchor.size == 0:
        raise ValueError("The dims of anchor should be greater than 0.")
    if positive.size == 0:
        raise ValueError("The dims of positive should be greater than 0.")
    batch_size = labels.shape[0]
    labels = ops.tile(ops.reshape(labels, [batch_size, 1]), [1, batch_size])
    labels = ops.cast(ops.equal(labels, ops.transpose(labels, [1, 0])), "float32")
    labels = labels / ops.sum(labels, axis=1, keepdim=True)
    l2loss = ops.mean(ops.sum(ops.square(anchor), 1)) + ops.mean(ops.sum(ops.square(positive), 1))
    l2loss = l2loss * 0.25 * l2_reg
    similarity = ops.matmul(anchor, positive, transpose_x=False, transpose_y=True)
    softmax_ce = _softmax_with_cross_entropy(similarity, labels, soft_label=True)
    return l2loss + ops.mean(ops.sum(labels * softmax_ce, 0))


def softmax_with_cross_entropy(logits, label, soft_label=False, ignore_index=-100, numeric_stable_mode=True,
                               return_softmax=False, axis=-1):
    """paddle's softmax_with_cross_entropy kernel: the per-sample loss with the class axis kept (size 1), and the
    softmax too when ``return_softmax``."""
    warnings.warn(
        '\x1b[93m\nWarning:\nAPI "paddle.nn.functional.loss.softmax_with_cross_entropy" is deprecated since 2.0.0, and '
        'will be removed in future versions. Please use "paddle.nn.functional.cross_entropy" instead.\n    Reason: '
        'Please notice that behavior of "paddle.nn.functional.softmax_with_cross_entropy" and '
        '"paddle.nn.functional.cross_entropy" is different. \x1b[0m', VisibleDeprecationWarning, stacklevel=2)
    return _softmax_with_cross_entropy(logits, label, soft_label, ignore_index, return_softmax, axis)


def _softmax_with_cross_entropy(logits, label, soft_label=False, ignore_index=-100, return_softmax=False, axis=-1):
    from unigrad.paddle_api.nn.functional import _hard_ce, _soft_ce

    if not logits._torch.dim():
        raise ValueError("The dimension of input should be larger than zero!")
    t, target = logits._torch, label._torch
    axis = axis % t.dim() if t.dim() else 0
    if soft_label:
        loss = _soft_ce(t, target, axis)
    else:
        hard = target.squeeze(axis) if target.dim() == t.dim() else target
        loss = _hard_ce(t, hard.long(), axis, ignore_index).unsqueeze(axis)
    if return_softmax:
        return wrap(loss), _functional().softmax(logits, axis)
    return wrap(loss)
