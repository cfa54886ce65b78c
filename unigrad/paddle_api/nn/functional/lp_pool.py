"""``paddle.nn.functional.lp_pool1d`` / ``lp_pool2d``: power-average pooling as paddle's CPU kernel computes it.

Measured on paddle 3.3.1 (float32): each window adds ``powf(x, p)`` row by row from 0, the result is
``powf(sum, 1.0f / p)`` (the reciprocal taken in float32); the gradient adds ``dout * powf(x / out, p - 1)`` into
each input, window after window in the outputs' raster order. Padding is excluded from the windows."""

import numpy as np
import torch
import torch.nn.functional as F

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_vjp
from unigrad.numerics import libm
from unigrad.paddle_api.tensor import wrap

__all__ = ["lp_pool1d", "lp_pool2d"]


def _pow(t, exponent):
    """``powf`` (the C library's) for float32 on the CPU, torch's pow elsewhere."""
    if t.dtype is torch.float32 and numerics.exact(t):
        return libm.powf(t, torch.tensor(np.float32(exponent)))
    return torch.pow(t, exponent)


def _pair(value, name):
    if isinstance(value, int):
        return [value, value]
    value = list(value)
    if len(value) != 2:
        raise ValueError(f"{name} should be an int or a list of two ints, got {value}")
    return value


def _geometry(size, kernel, stride, pad, ceil_mode):
    """Output length and the padding after the input that the windows reach into."""
    span = size + 2 * pad - kernel
    count = (-(-span // stride) if ceil_mode else span // stride) + 1
    return count, (count - 1) * stride + kernel - size - pad


def _windows(t, kernel, stride):
    """``[N, C, OH, OW, kh * kw]``: each output's window, row by row."""
    w = t.unfold(2, kernel[0], stride[0]).unfold(3, kernel[1], stride[1])
    return w.reshape(*w.shape[:4], -1)


def _lp_values(t, p, kernel, stride, pads):
    padded = F.pad(t, pads)  # zeros add nothing to a sum from 0: the padding stays out of the windows
    powered = _windows(_pow(padded, p), kernel, stride)
    if powered.dtype is torch.float32 and numerics.exact(powered):
        total = np.add.accumulate(powered.numpy(), axis=-1)[..., -1] + np.float32(0)
        total = torch.from_numpy(np.ascontiguousarray(total))
    else:
        total = powered.sum(-1)
    return _pow(total, np.float32(1) / np.float32(p) if t.dtype is torch.float32 else 1.0 / p)


def _lp_vjp(grad, t, out, p, kernel, stride, pads):
    padded = F.pad(t, pads)
    windows = _windows(padded, kernel, stride)  # [N, C, OH, OW, kh * kw]
    exponent = np.float32(p) - np.float32(1) if t.dtype is torch.float32 else p - 1
    parts = grad.unsqueeze(-1) * _pow(windows / out.unsqueeze(-1), exponent)
    parts = parts.reshape(*parts.shape[:4], kernel[0], kernel[1])
    dx = torch.zeros_like(padded)
    rows, cols = parts.shape[2], parts.shape[3]
    # each input gets its windows' parts in raster order of the outputs: kernel offsets from the last back
    for i in reversed(range(kernel[0])):
        for j in reversed(range(kernel[1])):
            dx[:, :, i:i + (rows - 1) * stride[0] + 1:stride[0], j:j + (cols - 1) * stride[1] + 1:stride[1]] += \
                parts[..., i, j]
    left, right, top, bottom = pads
    return (dx[:, :, top:dx.shape[2] - bottom, left:dx.shape[3] - right],)


def _lp_pool(x, norm_type, kernel, stride, padding, ceil_mode, channel_last):
    t = x._torch.permute(0, 3, 1, 2) if channel_last else x._torch
    pad = _pair(padding, "padding")
    rows, extra_rows = _geometry(t.shape[2], kernel[0], stride[0], pad[0], ceil_mode)
    cols, extra_cols = _geometry(t.shape[3], kernel[1], stride[1], pad[1], ceil_mode)
    pads = [pad[1], max(extra_cols, 0), pad[0], max(extra_rows, 0)]
    values = _lp_values(t.detach(), norm_type, kernel, stride, pads)[:, :, :rows, :cols].contiguous()
    out = with_kernel_vjp(lambda t: values, lambda grad, t: _lp_vjp(grad, t, values, norm_type, kernel, stride, pads),
                          t)
    return wrap(out.permute(0, 2, 3, 1).contiguous() if channel_last else out)


def _check_rank(x, rank):
    if len(x.shape) != rank:
        raise ValueError(f"Excepted Input X is {rank}-D tensor, but received {len(x.shape)}-D <class 'paddle.Tensor'>")


def lp_pool2d(x, norm_type, kernel_size, stride=None, padding=0, ceil_mode=False, data_format="NCHW", name=None):
    """``(sum of x^p over each window)^(1/p)`` of ``[N, C, H, W]`` (or NHWC) input."""
    _check_rank(x, 4)
    if norm_type == 0:
        raise ValueError("`norm_type` cannot be 0.")
    kernel = _pair(kernel_size, "kernel_size")
    stride = kernel if stride is None else _pair(stride, "stride")
    return _lp_pool(x, float(norm_type), kernel, stride, padding, ceil_mode, data_format == "NHWC")


def lp_pool1d(x, norm_type, kernel_size, stride=None, padding=0, ceil_mode=False, data_format="NCL", name=None):
    """:func:`lp_pool2d` over the length of ``[N, C, L]`` (or NLC) input."""
    _check_rank(x, 3)
    kernel = kernel_size if isinstance(kernel_size, int) else kernel_size[0]
    step = kernel if stride is None else (stride if isinstance(stride, int) else stride[0])
    pad = padding if isinstance(padding, int) else padding[0]
    channel_last = data_format == "NLC"
    t = x._torch.unsqueeze(1 if channel_last else 2)
    out = _lp_pool(wrap(t), float(norm_type), [1, kernel], [1, step], [0, pad], ceil_mode, channel_last)
    return wrap(out._torch.squeeze(1 if channel_last else 2))
