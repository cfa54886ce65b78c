"""``paddle.nn.functional`` normalisation: ``batch_norm``, ``layer_norm``, ``group_norm``, ``instance_norm``.

Under the exact policy on CPU each shows paddle's float32 CPU kernel's values forward and its grad kernel's
values backward (``unigrad.numerics.paddle_norm``; batch norm's statistics in Eigen's orders here, its
square roots Eigen's AVX ones on the CPU's tabulated rsqrt estimate); higher-order gradients are torch's
derivative showing those numbers. In training batch norm updates the running statistics in place as
``running * momentum + batch * (1 - momentum)`` with the biased batch variance. Misuse raises paddle's
exception types and messages before any state changes.
"""

import numpy as np
import torch

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_gradients
from unigrad.numerics import paddle_norm, rsqrt_estimate, simd
from unigrad.paddle_api.tensor import wrap

__all__ = ["batch_norm", "layer_norm", "group_norm", "instance_norm"]

def _channels_last(data_format):
    return data_format[-1] == "C"


_PACKET = 8
_BATCH_NORM_FORMATS = ("NC", "NCL", "NCHW", "NCDHW", "NLC", "NHWC", "NDHWC")


def _batch_stats(t, channels_last):
    """Per-channel batch mean and biased variance, summed as paddle's CPU kernel sums them."""
    c_axis = t.dim() - 1 if channels_last else 1
    count = t.numel() // t.shape[c_axis]
    if t.dim() == 2 or channels_last:  # paddle's NHWC loop: whole rows of channels added in order
        rows = t.reshape(-1, t.shape[c_axis])
        mean = simd.sequential_sum(rows, 0, from_zero=True) / count
        centred = rows - mean
        return mean, simd.sequential_sum(centred * centred, 0, from_zero=True) / count
    n, c = t.shape[0], t.shape[1]
    planes = t.reshape(n * c, -1)
    size = planes.shape[-1]
    # each (sample, channel) plane summed by Eigen's core redux from its first 32-byte aligned value (paddle's
    # buffers are aligned), the planes added sample after sample; the squares are an expression: no head
    heads = [(-(i * size)) % _PACKET for i in range(n * c)]
    sums = simd.eigen_core_redux_row_sums(planes, heads).reshape(n, c)
    mean = simd.sequential_sum(sums, 0, from_zero=True) / count
    centred = planes.reshape(n, c, -1) - mean[None, :, None]
    squares = simd.eigen_core_redux_row_sums(centred * centred).reshape(n, c)
    return mean, simd.sequential_sum(squares, 0, from_zero=True) / count


def _eigen_sqrt(t):
    """An Eigen expression's float32 sqrt of ``t`` (AVX packets: the CPU's rsqrt estimate refined) under the
    exact policy on CPU; torch's otherwise."""
    return rsqrt_estimate.sqrt_expression(t) if _exact_float32(t) else torch.sqrt(t)


def _f32(value):
    return float(np.float32(value))


def batch_norm(x, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.9, epsilon=1e-05,
               data_format="NCHW", use_global_stats=None, name=None):
    """paddle's batch norm; in training it also updates ``running_mean``/``running_var`` in place."""
    t = x._torch
    if t.dim() < 2:
        raise AssertionError("input dim must be larger than 1")
    if not 2 <= t.dim() <= 5:
        raise ValueError(f"expected 2D, 3D, 4D or 5D input (got {t.dim()}D input)")
    if data_format not in _BATCH_NORM_FORMATS:
        raise ValueError("data_format must be one of 'NC', 'NCL', 'NCHW', 'NCDHW', 'NLC', 'NHWC', 'NDHWC' but receive "
                         f"{data_format}")
    channels_last = _channels_last(data_format) and t.dim() > 2
    c_axis = t.dim() - 1 if channels_last else 1
    shape = [1] * t.dim()
    shape[c_axis] = t.shape[c_axis]
    global_stats = (not training) if use_global_stats is None else use_global_stats
    if weight is not None and list(weight._torch.shape) != [t.shape[c_axis]]:
        raise ValueError(f"(InvalidArgument) ShapeError: the shape of scale must equal to [{t.shape[c_axis]}]But "
                         f"received: the shape of scale is {list(weight._torch.shape)}")
    scale = weight._torch if weight is not None else t.new_ones(t.shape[c_axis])
    shift = bias._torch if bias is not None else t.new_zeros(t.shape[c_axis])
    exact = _exact_float32(t)
    if not global_stats:
        with torch.no_grad():
            if exact:
                batch_mean, batch_var = _batch_stats(t.detach(), channels_last)
            else:
                dims = [d for d in range(t.dim()) if d != c_axis]
                batch_var, batch_mean = torch.var_mean(t.detach(), dims, correction=0)
            keep = float(np.float32(1) - np.float32(momentum))
    torch_stats = (None, None) if not global_stats else (running_mean._torch.detach(), running_var._torch.detach())

    def torch_batch_norm(t, scale, shift):  # channels first for torch's fused kernel
        out = torch.nn.functional.batch_norm(t.movedim(-1, 1) if channels_last else t, *torch_stats, scale, shift,
                                             not global_stats, 0.0, epsilon)
        return out.movedim(1, -1) if channels_last else out

    if not exact:
        out = torch_batch_norm(t, scale, shift)
    else:
        with torch.no_grad():
            if global_stats:
                mean, inv_std = torch_stats[0], 1 / _eigen_sqrt(torch_stats[1] + _f32(epsilon))
            else:
                mean, inv_std = batch_mean, _eigen_sqrt(1 / (batch_var + _f32(epsilon)))
            new_scale = inv_std * scale.detach()
            new_bias = shift.detach() - mean * inv_std * scale.detach()
            values = t.detach() * new_scale.reshape(shape) + new_bias.reshape(shape)
        rows_of_channels = channels_last or t.dim() == 2

        def grad_kernel(grad):
            size = 1 if rows_of_channels else t[0, 0].numel()
            heads = None if rows_of_channels else [(-(i * size)) % _PACKET for i in range(t.shape[:2].numel())]
            return paddle_norm.batch_norm_grad(t.detach(), scale.detach(), mean, inv_std, grad, rows_of_channels,
                                               global_stats, heads)

        out = with_kernel_gradients(values, torch_batch_norm, grad_kernel, t, scale, shift)
    if not global_stats:
        with torch.no_grad():
            running_mean._torch.copy_(running_mean._torch * _f32(momentum) + batch_mean * keep)
            running_var._torch.copy_(running_var._torch * _f32(momentum) + batch_var * keep)
    return wrap(out)


def _weight_and_bias(given, weight, bias):
    """``(weight, bias)`` from ``given``, the tensors among them that are not None (in that order)."""
    given = iter(given)
    return (None if weight is None else next(given)), (None if bias is None else next(given))


def _normalize_shape(normalized_shape):
    return [normalized_shape] if isinstance(normalized_shape, int) else list(normalized_shape)


def _exact_float32(t):
    return t.dtype is torch.float32 and numerics.exact(t) and t.numel() > 0


def layer_norm(x, normalized_shape, weight=None, bias=None, epsilon=1e-05, name=None):
    t = x._torch
    shape = _normalize_shape(normalized_shape)
    if list(t.shape[t.dim() - len(shape):]) != shape:
        raise ValueError(
            f"Given normalized_shape is {shape}, expected input with shape [*, {', '.join(map(str, shape))}], "
            f"but got input shape {list(t.shape)}")
    size = int(np.prod(shape))
    if weight is not None and weight._torch.numel() != size:
        raise ValueError(
            "(InvalidArgument) The first dimension value of Input(Scale) must equal to be the second dimension value "
            "of the flattened 2D matrix of Input(X), But received the first dimension value of Input(Scale) is "
            f"[{weight._torch.shape[0]}], the second dimension value of the flattened 2D matrix of  Input(Scale) is "
            f"[{size}].")
    if not 0.0 <= epsilon <= 0.001:
        raise ValueError(f"(InvalidArgument) 'epsilon' in Op(LayerNorm) should be between0.0 and 0.001, But received "
                         f"[{epsilon:g}].")
    w = None if weight is None else weight._torch.reshape(shape)
    b = None if bias is None else bias._torch.reshape(shape)
    if not _exact_float32(t):
        return wrap(torch.nn.functional.layer_norm(t, shape, w, b, epsilon))
    with torch.no_grad():
        rows = t.detach().reshape(-1, size)
        flat_w = None if w is None else w.detach().reshape(-1)
        flat_b = None if b is None else b.detach().reshape(-1)
        values, mean, var = paddle_norm.layer_norm_rows(rows, flat_w, flat_b, epsilon)
    values = values.reshape(t.shape)

    def torch_layer_norm(x, *weight_bias):
        return torch.nn.functional.layer_norm(x, shape, *_weight_and_bias(weight_bias, w, b), epsilon)

    def grad_kernel(grad):
        dx, dw, db = paddle_norm.layer_norm_grad(rows, flat_w, mean, var, grad.reshape(-1, size), epsilon)
        return [dx.reshape(t.shape)] + [g.reshape(shape) for g, p in ((dw, w), (db, b)) if p is not None]

    inputs = [t] + [p for p in (w, b) if p is not None]
    return wrap(with_kernel_gradients(values, torch_layer_norm, grad_kernel, *inputs))


def group_norm(x, num_groups, epsilon=1e-05, weight=None, bias=None, data_format="NCHW", name=None):
    if data_format not in ("NCL", "NCHW", "NCDHW", "NLC", "NHWC", "NDHWC"):
        raise ValueError("unsupported data layout:" + data_format)
    t = x._torch
    channels_last = _channels_last(data_format)
    if channels_last:
        t = t.movedim(-1, 1)
    if t.shape[1] % num_groups:
        raise ValueError("(InvalidArgument) Expected number of channels in input to be divisible by num_groups, but "
                         f"got input channel is {t.shape[1]} and num_groups is {num_groups}")
    w = None if weight is None else weight._torch
    b = None if bias is None else bias._torch
    if not _exact_float32(t):
        out = torch.nn.functional.group_norm(t, num_groups, w, b, epsilon)
        return wrap(out.movedim(1, -1) if channels_last else out)
    with torch.no_grad():
        plain_w = None if w is None else w.detach()
        plain_b = None if b is None else b.detach()
        values, _, var = paddle_norm.group_norm(t.detach(), num_groups, plain_w, plain_b, epsilon)

    def torch_group_norm(x, *weight_bias):
        return torch.nn.functional.group_norm(x, num_groups, *_weight_and_bias(weight_bias, w, b), epsilon)

    def grad_kernel(grad):  # paddle's grad kernel works from the output's values
        dx, dw, db = paddle_norm.group_norm_grad(values, plain_w, plain_b, var, grad, num_groups, epsilon)
        return [dx] + [g for g, p in ((dw, w), (db, b)) if p is not None]

    inputs = [t] + [p for p in (w, b) if p is not None]
    out = with_kernel_gradients(values, torch_group_norm, grad_kernel, *inputs)
    return wrap(out.movedim(1, -1) if channels_last else out)


def instance_norm(x, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,
                  momentum=0.9, eps=1e-05, data_format="NCHW", name=None):
    t = x._torch
    channels_last = _channels_last(data_format)
    if channels_last:
        t = t.movedim(-1, 1)
    w = None if weight is None else weight._torch
    b = None if bias is None else bias._torch
    if not _exact_float32(t):
        out = torch.nn.functional.instance_norm(t, None, None, w, b, True, 0.0, eps)
        return wrap(out.movedim(1, -1) if channels_last else out)
    # paddle's Eigen reductions: one packet accumulator, lanes folded in halves, the leftover added first
    with torch.no_grad():
        rows = t.detach().reshape(t.shape[0], t.shape[1], -1)
        count = rows.shape[-1]
        mean = simd.eigen_redux_row_sums(rows, 1) / count
        centred = rows - mean[..., None]
        # (mean of squares + eps).sqrt().inverse() over the [N, C] statistics: Eigen's AVX sqrt on packets
        inv = 1 / _eigen_sqrt(simd.eigen_redux_row_sums(centred * centred, 1) / count + _f32(eps))
        values = centred * inv[..., None]
        plain_w = None if w is None else w.detach()
        if w is not None:
            values = values * plain_w[:, None]
        if b is not None:
            values = values + b.detach()[:, None]
        values = values.reshape(t.shape)

    def torch_instance_norm(x, *weight_bias):
        return torch.nn.functional.instance_norm(x, None, None, *_weight_and_bias(weight_bias, w, b), True, 0.0, eps)

    def grad_kernel(grad):
        dx, dw, db = paddle_norm.instance_norm_grad(rows, plain_w, mean, inv, grad.reshape(rows.shape))
        return [dx.reshape(t.shape)] + [g for g, p in ((dw, w), (db, b)) if p is not None]

    inputs = [t] + [p for p in (w, b) if p is not None]
    out = with_kernel_gradients(values, torch_instance_norm, grad_kernel, *inputs)
    return wrap(out.movedim(1, -1) if channels_last else out)
