"""``paddle.nn.functional`` normalisation: ``batch_norm``, ``layer_norm``, ``group_norm``, ``instance_norm``.

Batch norm's float32 forward follows paddle's CPU kernel: per-channel sums in Eigen's packet order (rows of
channels added in order for 2-D and channels-last input), the biased variance, the inverse standard deviation
as ``sqrt(1 / (var + eps))``, then ``x * scale' + bias'``; in training it updates the running statistics in
place as ``running * momentum + batch * (1 - momentum)``.
"""

import numpy as np
import torch

from unigrad import numerics
from unigrad.numerics import paddle_norm
from unigrad.paddle_api.tensor import wrap

__all__ = ["batch_norm", "layer_norm", "group_norm", "instance_norm"]

_PACKET = 8


def _eigen_row_sums(rows, accumulators=2):
    """Each row's sum in Eigen's vectorised reduction order: ``accumulators`` packets of 8 lanes take
    the full packets in turn, the lanes fold in halves, then the leftover values are added in order."""
    n = rows.shape[-1]
    whole = n // _PACKET * _PACKET
    step = _PACKET * accumulators
    unrolled = n // step * step
    lanes = [rows.new_zeros(rows.shape[:-1] + (_PACKET,)) for _ in range(accumulators)]
    for start in range(0, unrolled, step):
        for k in range(accumulators):
            lanes[k] = lanes[k] + rows[..., start + k * _PACKET:start + (k + 1) * _PACKET]
    for start in range(unrolled, whole, _PACKET):
        lanes[0] = lanes[0] + rows[..., start:start + _PACKET]
    packet = lanes[0]
    for extra in lanes[1:]:
        packet = packet + extra
    while packet.shape[-1] > 1:
        half = packet.shape[-1] // 2
        packet = packet[..., :half] + packet[..., half:]
    total = rows.new_zeros(rows.shape[:-1])
    for k in range(whole, n):
        total = total + rows[..., k]
    return total + packet[..., 0] if whole else total


def _channels_last(data_format):
    return data_format[-1] == "C"


def _batch_stats(t, channels_last):
    """Per-channel batch mean and biased variance, summed as paddle's CPU kernel sums them."""
    c_axis = t.dim() - 1 if channels_last else 1
    count = t.numel() // t.shape[c_axis]
    if t.dim() == 2 or channels_last:  # paddle's NHWC loop: whole rows of channels added in order
        rows = t.reshape(-1, t.shape[c_axis])
        mean = rows.new_zeros(rows.shape[1])
        for row in rows:
            mean = mean + row
        mean = mean / count
        var = rows.new_zeros(rows.shape[1])
        for row in rows:
            var = var + (row - mean) * (row - mean)
        return mean, var / count
    n, c = t.shape[0], t.shape[1]
    cols = t.reshape(n, c, -1)
    sums = _eigen_row_sums(cols)
    mean = t.new_zeros(c)
    for i in range(n):
        mean = mean + sums[i]
    mean = mean / count
    squares = _eigen_row_sums((cols - mean[None, :, None]) ** 2)
    var = t.new_zeros(c)
    for i in range(n):
        var = var + squares[i]
    return mean, var / count


def _f32(value):
    return float(np.float32(value))


def batch_norm(x, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.9, epsilon=1e-05,
               data_format="NCHW", use_global_stats=None, name=None):
    """paddle's batch norm; in training it also updates ``running_mean``/``running_var`` in place."""
    t = x._torch
    if not 2 <= t.dim() <= 5:
        raise ValueError(f"expected 2D, 3D, 4D or 5D input (got {t.dim()}D input)")
    channels_last = _channels_last(data_format) and t.dim() > 2
    c_axis = t.dim() - 1 if channels_last else 1
    shape = [1] * t.dim()
    shape[c_axis] = t.shape[c_axis]
    global_stats = (not training) if use_global_stats is None else use_global_stats
    scale = weight._torch if weight is not None else t.new_ones(t.shape[c_axis])
    shift = bias._torch if bias is not None else t.new_zeros(t.shape[c_axis])
    if global_stats:
        mean, inv_std = running_mean._torch.detach(), 1 / torch.sqrt(running_var._torch.detach() + _f32(epsilon))
        batch_mean = None
    else:
        with torch.no_grad():
            batch_mean, batch_var = _batch_stats(t.detach(), channels_last)
            running_mean._torch.copy_(running_mean._torch * _f32(momentum) + batch_mean * float(np.float32(1) - np.float32(momentum)))
            running_var._torch.copy_(running_var._torch * _f32(momentum) + batch_var * float(np.float32(1) - np.float32(momentum)))
        mean, inv_std = batch_mean, torch.sqrt(1 / (batch_var + _f32(epsilon)))
    with torch.no_grad():
        new_scale = inv_std * scale.detach()
        new_bias = shift.detach() - mean * inv_std * scale.detach()
        values = t.detach() * new_scale.reshape(shape) + new_bias.reshape(shape)
    if global_stats:
        out = (t - mean.reshape(shape)) * (inv_std * scale).reshape(shape) + shift.reshape(shape)
    else:
        dims = [d for d in range(t.dim()) if d != c_axis]
        mu = t.mean(dims, keepdim=True)
        var = ((t - mu) ** 2).mean(dims, keepdim=True)
        out = (t - mu) / torch.sqrt(var + epsilon) * scale.reshape(shape) + shift.reshape(shape)
    if not out.requires_grad:
        return wrap(values)
    out = out.clone()
    with torch.no_grad():
        out.copy_(values)
    return wrap(out)


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
    w = None if weight is None else weight._torch.reshape(shape)
    b = None if bias is None else bias._torch.reshape(shape)
    out = torch.nn.functional.layer_norm(t, shape, w, b, epsilon)
    if _exact_float32(t):
        with torch.no_grad():
            rows = t.detach().reshape(-1, int(np.prod(shape)))
            values = paddle_norm.layer_norm_rows(rows, None if w is None else w.detach().reshape(-1),
                                                 None if b is None else b.detach().reshape(-1), epsilon)[0]
        out = _with_values(out, values.reshape(t.shape))
    return wrap(out)


def _with_values(out, values):
    """``out``'s graph carrying ``values`` (paddle's float32 rounding)."""
    if not out.requires_grad:
        return values
    out = out.clone()
    with torch.no_grad():
        out.copy_(values)
    return out


def group_norm(x, num_groups, epsilon=1e-05, weight=None, bias=None, data_format="NCHW", name=None):
    t = x._torch
    channels_last = _channels_last(data_format)
    if channels_last:
        t = t.movedim(-1, 1)
    w = None if weight is None else weight._torch
    b = None if bias is None else bias._torch
    out = torch.nn.functional.group_norm(t, num_groups, w, b, epsilon)
    if _exact_float32(t):
        with torch.no_grad():
            values = paddle_norm.group_norm(t.detach(), num_groups, None if w is None else w.detach(),
                                            None if b is None else b.detach(), epsilon)[0]
        out = _with_values(out, values)
    return wrap(out.movedim(1, -1) if channels_last else out)


def instance_norm(x, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,
                  momentum=0.9, eps=1e-05, data_format="NCHW", name=None):
    t = x._torch
    channels_last = _channels_last(data_format)
    if channels_last:
        t = t.movedim(-1, 1)
    w = None if weight is None else weight._torch
    b = None if bias is None else bias._torch
    out = torch.nn.functional.instance_norm(t, None, None, w, b, True, 0.0, eps)
    if t.dtype is torch.float32 and t.shape[-1] * (t[0, 0].numel() // t.shape[-1]) <= 1024:
        # paddle's Eigen reductions: one packet accumulator, lanes folded in halves, the leftover added first
        with torch.no_grad():
            rows = t.detach().reshape(t.shape[0], t.shape[1], -1)
            count = rows.shape[-1]
            mean = _eigen_row_sums(rows, 1) / count
            centred = rows - mean[..., None]
            inv = 1 / torch.sqrt(_eigen_row_sums(centred * centred, 1) / count + _f32(eps))
            values = centred * inv[..., None]
            if w is not None:
                values = values * w.detach()[:, None]
            if b is not None:
                values = values + b.detach()[:, None]
        out = _with_values(out, values.reshape(t.shape))
    return wrap(out.movedim(1, -1) if channels_last else out)
