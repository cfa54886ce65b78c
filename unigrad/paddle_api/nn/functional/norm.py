"""``paddle.nn.functional`` normalisation: ``batch_norm``, ``layer_norm``, ``group_norm``, ``instance_norm``.

Batch norm's float32 forward follows paddle's CPU kernel: per-channel sums in Eigen's packet order (rows of
channels added in order for 2-D and channels-last input), the biased variance, the inverse standard deviation
as ``sqrt(1 / (var + eps))``, then ``x * scale' + bias'``; in training it updates the running statistics in
place as ``running * momentum + batch * (1 - momentum)``.
"""

import numpy as np
import torch

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_vjp, with_values
from unigrad.numerics import paddle_norm, rsqrt_estimate, simd
from unigrad.paddle_api.tensor import wrap

__all__ = ["batch_norm", "layer_norm", "group_norm", "instance_norm"]

def _channels_last(data_format):
    return data_format[-1] == "C"


_PACKET = 8


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
    if not 2 <= t.dim() <= 5:
        raise ValueError(f"expected 2D, 3D, 4D or 5D input (got {t.dim()}D input)")
    channels_last = _channels_last(data_format) and t.dim() > 2
    c_axis = t.dim() - 1 if channels_last else 1
    shape = [1] * t.dim()
    shape[c_axis] = t.shape[c_axis]
    global_stats = (not training) if use_global_stats is None else use_global_stats
    scale = weight._torch if weight is not None else t.new_ones(t.shape[c_axis])
    shift = bias._torch if bias is not None else t.new_zeros(t.shape[c_axis])
    exact = _exact_float32(t)
    graph = torch.is_grad_enabled() and (t.requires_grad or scale.requires_grad or shift.requires_grad)
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
        two_d = t.dim() == 2

        def values(t, scale, shift):
            new_scale = inv_std * scale
            new_bias = shift - mean * inv_std * scale
            return t * new_scale.reshape(shape) + new_bias.reshape(shape)

        def vjp(grad, t, scale, shift):
            with torch.no_grad():
                size = t[0, 0].numel() if not (channels_last or two_d) else 1
                heads = None if channels_last or two_d else [(-(i * size)) % _PACKET for i in range(t.shape[:2].numel())]
                grads = paddle_norm.batch_norm_grad(t.detach(), scale.detach(), mean, inv_std, grad.detach(),
                                                    channels_last or two_d, global_stats, heads)
            if not torch.is_grad_enabled():  # first order: paddle's grad kernel's numbers are all there is
                return grads
            with torch.enable_grad():  # higher orders: torch's derivative, showing the kernel's numbers
                inputs = [v.detach().requires_grad_() if not v.requires_grad else v for v in (t, scale, shift)]
                exact_grads = torch.autograd.grad(torch_batch_norm(*inputs), inputs, grad, create_graph=True,
                                                  allow_unused=True)
            return tuple(with_values(g, k) if g is not None else k for g, k in zip(exact_grads, grads))

        out = with_kernel_vjp(values, vjp, t, scale, shift) if graph else values(t.detach(), scale.detach(),
                                                                                    shift.detach())
    if not global_stats:
        with torch.no_grad():
            running_mean._torch.copy_(running_mean._torch * _f32(momentum) + batch_mean * keep)
            running_var._torch.copy_(running_var._torch * _f32(momentum) + batch_var * keep)
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
    if _exact_float32(t) and t[0, 0].numel() <= 1024:
        # paddle's Eigen reductions: one packet accumulator, lanes folded in halves, the leftover added first
        with torch.no_grad():
            rows = t.detach().reshape(t.shape[0], t.shape[1], -1)
            count = rows.shape[-1]
            mean = simd.eigen_redux_row_sums(rows, 1) / count
            centred = rows - mean[..., None]
            # (mean of squares + eps).sqrt().inverse() over the [N, C] statistics: Eigen's AVX sqrt on packets
            inv = 1 / _eigen_sqrt(simd.eigen_redux_row_sums(centred * centred, 1) / count + _f32(eps))
            values = centred * inv[..., None]
            if w is not None:
                values = values * w.detach()[:, None]
            if b is not None:
                values = values + b.detach()[:, None]
        out = _with_values(out, values.reshape(t.shape))
    return wrap(out.movedim(1, -1) if channels_last else out)
