"""paddle's CPU float32 normalisation kernels (layer norm, group norm), in the order they add.

Measured against paddle 3.3.1 on CPU (see tests/numerics/test_paddle_norm.py and the
``nn_norm_*`` conformance cases):

- layer norm over rows of 8 or more values is paddle's AVX kernel: one packet of eight lane
  sums over the row's full packets, then the row's *last* eight values with the ones already
  counted masked off (so the leftover values land in the high lanes), the lanes folded as
  ``((l0+l4)+(l1+l5)) + ((l2+l6)+(l3+l7))``; mean and variance are those sums times
  ``1/n`` (rounded once), the output ``(x - mean) / sqrt(var + eps)``, then ``* weight``,
  then ``+ bias``. Shorter rows are its scalar loop: sums in order, divided by ``n``.
- group norm sums each channel of a group in eight running lanes over its full packets,
  adds the lanes in order onto the group's running sums, then the channel's leftover values;
  the variance is ``E[x^2] - mean^2`` (at least 0) and the inverse standard deviation is
  computed in double: ``1 / sqrt(double(var) + eps)`` rounded to float32.

Every loop here runs over packets, lanes or channels of a group (a handful of torch
operations on whole slices), never over elements.
"""

import torch

from unigrad.numerics import simd
from unigrad.numerics.float32 import f32

__all__ = ["layer_norm_rows", "layer_norm_grad", "group_norm", "group_norm_grad", "batch_norm_grad", "instance_norm_grad"]

_AVX = simd.AVX


def _sqrt(t):
    """The correctly rounded float32 square root (``_mm256_sqrt_ps``, ``std::sqrt``): torch's float32 CPU
    sqrt is not always (measured on torch 2.13), its float64 one rounded to float32 is."""
    return torch.sqrt(t.double()).float()


def _avx_masked_tail_sum(rows):
    """Each row's sum as paddle's AVX layer-norm loop adds it (rows of at least 8 values)."""
    n = rows.shape[-1]
    rest = n % _AVX
    end = n - rest
    lanes = simd.lane_sums(rows, _AVX, end, from_zero=True) if end else rows.new_zeros(rows.shape[:-1] + (_AVX,))
    if rest:
        tail = rows[..., n - _AVX:].clone()
        tail[..., :_AVX - rest] = 0  # the lanes that were already counted by the last full packet
        lanes = lanes + tail
    half = lanes[..., :4] + lanes[..., 4:]
    return (half[..., 0] + half[..., 1]) + (half[..., 2] + half[..., 3])


def layer_norm_rows(rows, weight, bias, epsilon):
    """paddle's float32 layer norm of each row of the 2-D tensor ``rows``: (output, mean, variance)."""
    n = rows.shape[-1]
    eps = f32(epsilon)
    if n >= _AVX:
        inverse_count = torch.tensor(1.0, dtype=rows.dtype) / n  # _mm256_div_ps(1, n): rounded once
        mean = _avx_masked_tail_sum(rows) * inverse_count
        centred = rows - mean[:, None]
        var = _avx_masked_tail_sum(centred * centred) * inverse_count
    else:
        mean = simd.sequential_sum(rows, from_zero=True) / n
        centred = rows - mean[:, None]
        var = simd.sequential_sum(centred * centred, from_zero=True) / n
    out = centred / _sqrt(var + eps)[:, None]
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out, mean, var


def group_norm(t, groups, weight, bias, epsilon):
    """paddle's float32 group norm of channels-first ``t`` ([N, C, ...]): (output, mean, variance), the
    statistics of shape [N, groups]."""
    n, c = t.shape[0], t.shape[1]
    size = c // groups
    rows = t.reshape(n, groups, size, -1)
    count = rows.shape[-1]
    end = count - count % _AVX
    # each channel contributes its eight lane sums, then its leftover values, to the group's running sums
    parts, square_parts = [], []
    squares = rows * rows
    if end:
        parts.append(simd.lane_sums(rows, _AVX, end, from_zero=True))
        square_parts.append(simd.lane_sums(squares, _AVX, end, from_zero=True))
    if end < count:
        parts.append(rows[..., end:])
        square_parts.append(squares[..., end:])
    sequence = torch.cat(parts, -1).reshape(n, groups, -1)
    square_sequence = torch.cat(square_parts, -1).reshape(n, groups, -1)
    total = size * count
    mean = simd.sequential_sum(sequence, from_zero=True) / total
    var = simd.sequential_sum(square_sequence, from_zero=True) / total
    var = torch.clamp_min(var - mean * mean, 0.0)
    inverse_std = (1.0 / torch.sqrt(var.double() + f32(epsilon))).float()
    out = (rows - mean[..., None, None]) * inverse_std[..., None, None]
    if weight is not None:
        out = out * weight.reshape(1, groups, size, 1)
    if bias is not None:
        out = out + bias.reshape(1, groups, size, 1)
    return out.reshape(t.shape), mean, var


def batch_norm_grad(x, scale, mean, inverse_std, dy, channels_last, global_stats, dy_heads=None):
    """paddle's float32 batch-norm grad kernel: (dx, dscale, dbias) for input ``x`` (channels at dim 1, or
    last when ``channels_last`` or 2-D), the statistics it normalised with (``inverse_std`` as the forward
    computed it) and the output's gradient ``dy``.

    Per channel it sums ``dy`` and ``(x - mean) * inv * dy`` (planes of NCHW input by Eigen's core redux,
    ``dy``'s planes from their first aligned value, ``dy_heads``; rows of channels-last input in order),
    then ``dx = (scale * inv / count) * (dy * N * size - sum(dy) - (x - mean) * sum(...) * inv)`` (with
    global statistics ``(scale * inv) * dy``); ``dscale`` and ``dbias`` are the two sums."""
    c = x.shape[-1] if channels_last else x.shape[1]
    if channels_last:
        rows_x, rows_dy = x.reshape(-1, c), dy.reshape(-1, c)
        centred = rows_x - mean
        dy_sum = simd.sequential_sum(rows_dy, 0, from_zero=True)
        dy_centred_sum = simd.sequential_sum((centred * inverse_std) * rows_dy, 0, from_zero=True)
        n, size = rows_x.shape[0], 1
        shape = (1, c)
    else:
        n = x.shape[0]
        planes_x, planes_dy = x.reshape(n, c, -1), dy.reshape(n, c, -1)
        size = planes_x.shape[-1]
        centred = planes_x - mean[:, None]
        dy_sum = simd.sequential_sum(
            simd.eigen_core_redux_row_sums(planes_dy.reshape(n * c, -1), dy_heads).reshape(n, c), 0, from_zero=True)
        products = ((centred * inverse_std[:, None]) * planes_dy).reshape(n * c, -1)
        dy_centred_sum = simd.sequential_sum(simd.eigen_core_redux_row_sums(products).reshape(n, c), 0,
                                             from_zero=True)
        rows_dy = planes_dy
        shape = (c, 1)
    count = 1 if global_stats else n * size
    factor = (scale * inverse_std) / count
    if global_stats:
        dx = factor.reshape(shape) * rows_dy
    else:
        spread = rows_dy * float(n) * float(size) - dy_sum.reshape(shape)
        dx = factor.reshape(shape) * (spread - centred * dy_centred_sum.reshape(shape) * inverse_std.reshape(shape))
    return dx.reshape(x.shape), dy_centred_sum, dy_sum


def _row_means(rows):
    """paddle's CPU RowwiseMean: each row summed in order from 0 in float32, times 1.0 / n in double."""
    total = simd.sequential_sum(rows, from_zero=True)
    return (total.double() * (1.0 / rows.shape[-1])).float()


def layer_norm_grad(rows, weight, mean, var, dy, epsilon):
    """paddle's float32 layer-norm grad kernel on 2-D ``rows`` with the forward's ``mean`` and ``var``: (dx,
    dweight, dbias). Its steps are separate elementwise passes: ``x_norm = (x - mean) / sqrt(var + eps)``,
    column sums in order (dbias of dy, dweight of x_norm * dy), and with ``g = dy * weight``:
    ``dx = ((g - rowmean(g)) - x_norm * rowmean(g * x_norm)) / sqrt(var + eps)``."""
    root = _sqrt(var + f32(epsilon))[:, None]
    normed = (rows - mean[:, None]) / root
    dbias = simd.sequential_sum(dy, 0)
    dweight = simd.sequential_sum(normed * dy, 0)
    scaled = dy * weight if weight is not None else dy
    dx = scaled - _row_means(scaled)[:, None]
    dx = dx - normed * _row_means(scaled * normed)[:, None]
    return dx / root, dweight, dbias


def group_norm_grad(y, weight, bias, var, dy, groups, epsilon):
    """paddle's float32 group-norm grad kernel, which works from the forward's output ``y`` (channels first)
    and the groups' variances ``var`` ([N, groups]): (dx, dweight, dbias).

    Per group it sums ``(y - bias) * dy`` and ``dy * weight`` in order over the group's values; with
    ``y' = (y - bias) / weight`` (where the weight is not 0), ``dx = ((dy * weight - (1/n * sum1) * y') -
    1/n * sum2) * inv`` where ``inv = 1.0 / sqrt(var + eps)`` in double and ``1/n`` is rounded to float32;
    ``dweight``/``dbias`` sum ``y' * dy`` and ``dy`` over the samples and each channel's values in order."""
    n, c = y.shape[0], y.shape[1]
    size = c // groups
    out_rows, dy_rows = y.reshape(n, groups, size, -1), dy.reshape(n, groups, size, -1)
    count = size * out_rows.shape[-1]
    w = None if weight is None else weight.reshape(1, groups, size, 1)
    shifted = out_rows if bias is None else out_rows - bias.reshape(1, groups, size, 1)
    scale_sum = simd.sequential_sum((shifted * dy_rows).reshape(n, groups, -1), from_zero=True)
    if w is None:
        bias_sum = torch.zeros_like(scale_sum)
        normed, scaled_dy = shifted, dy_rows
    else:
        bias_sum = simd.sequential_sum((dy_rows * w).reshape(n, groups, -1), from_zero=True)
        normed = torch.where(w != 0, shifted / w, shifted)
        scaled_dy = dy_rows * w
    inverse_count = f32(1.0 / count)
    inverse_std = (1.0 / torch.sqrt(var.double() + f32(epsilon))).float()
    dx = (scaled_dy - (inverse_count * scale_sum)[..., None, None] * normed) - (inverse_count * bias_sum)[..., None, None]
    dx = dx * inverse_std[..., None, None]
    per_channel = lambda t: simd.sequential_sum(t.reshape(n, c, -1).transpose(0, 1).reshape(c, -1), from_zero=True)
    return dx.reshape(y.shape), per_channel(normed * dy_rows), per_channel(dy_rows)


def instance_norm_grad(rows, weight, mean, inverse_std, dy):
    """paddle's float32 instance-norm grad kernel (Eigen tensor expressions) on ``rows`` [N, C, size] with the
    forward's per-row ``mean`` and ``inverse_std`` ([N, C]): (dx, dweight, dbias).

    Row sums are Eigen's inner-most reductions (two packet accumulators for a sum, one for a mean, the
    leftover values summed apart and added last), then summed over the samples in order; ``x_hat = (x -
    mean) * inv`` and ``dx = (weight * inv) * ((dy - mean(dy)) - x_hat * mean(dy * x_hat))``."""
    n, c, size = rows.shape
    normed = (rows - mean[..., None]) * inverse_std[..., None]
    dbias = simd.sequential_sum(simd.eigen_redux_row_sums(dy, 2), 0, from_zero=True)
    dweight = simd.sequential_sum(simd.eigen_redux_row_sums(normed * dy, 2), 0, from_zero=True)
    dy_mean = simd.eigen_redux_row_sums(dy, 1) / size
    product_mean = simd.eigen_redux_row_sums(dy * normed, 1) / size
    factor = inverse_std if weight is None else weight[None, :] * inverse_std
    dx = factor[..., None] * ((dy - dy_mean[..., None]) - normed * product_mean[..., None])
    return dx, dweight, dbias
