"""``paddle.nn.functional.max_unpool1d/2d/3d``: each value written back to the flat position its max-pool index
names in a zero output (data movement only, so torch's scatter gives paddle's values; the gradient gathers)."""

import math

import torch

from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = ["max_unpool1d", "max_unpool2d", "max_unpool3d"]

_LAYOUTS = {1: ("NCL", "[N, C, L]"), 2: ("NCHW", "[N, C, H, W]"), 3: ("NCDHW", "[N, C, D, H, W]")}


def _listed(value, dims):
    return [value] * dims if isinstance(value, int) else list(value)


def _output_size(shape, kernel, stride, padding, output_size):
    """paddle's default size ``(in - 1) * stride + kernel - 2 * padding``, or the one asked for, checked."""
    default = [(shape[-len(kernel) + d] - 1) * stride[d] + kernel[d] - 2 * padding[d] for d in range(len(kernel))]
    if output_size is None:
        return default
    assert isinstance(output_size, (list, tuple)), (
        f"Required output_size is None|list|tuple, but received {output_size}")
    output_size = [int(v._torch.item()) if isinstance(v, Tensor) else v for v in output_size]
    if len(output_size) == len(kernel) + 2:
        output_size = output_size[2:]
    if len(output_size) != len(kernel):
        raise ValueError(f"output_size should be a sequence containing {len(kernel)} or {len(kernel) + 2} elements, "
                         f"but it has a length of '{len(output_size)}'")
    for d in range(len(kernel)):
        low, high = default[d] - stride[d], default[d] + stride[d]
        if not low < output_size[d] < high:
            raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {low} and {high})')
    return output_size


def _max_unpool(dims, x, indices, kernel_size, stride, padding, data_format, output_size):
    layout, shown = _LAYOUTS[dims]
    if dims > 1:
        if x.ndim != dims + 2:
            raise ValueError(f"The x should have {shown} format, but received {x.shape}.")
        if indices.ndim != dims + 2:
            raise ValueError(f"The indices should have {shown} format, but received {indices.shape}.")
    kernel = _listed(kernel_size, dims)
    stride = kernel if stride is None else _listed(stride, dims)
    padding = _listed(padding, dims)
    if data_format != layout:
        raise ValueError(f"Attr(data_format) should be '{layout}'. Received Attr(data_format): {data_format}.")
    size = _output_size(x.shape, kernel, stride, padding, output_size)
    t, idx = x._torch, indices._torch
    flat = t.reshape(*t.shape[:2], -1)
    out = torch.zeros(*t.shape[:2], math.prod(size), dtype=t.dtype, device=t.device)
    out = out.scatter(2, idx.reshape(*idx.shape[:2], -1).long(), flat)
    return wrap(out.reshape(*t.shape[:2], *size))


def max_unpool1d(x, indices, kernel_size, stride=None, padding=0, data_format="NCL", output_size=None, name=None):
    """The inverse of ``max_pool1d(return_mask=True)``: zeros except at the pooled maxima."""
    return _max_unpool(1, x, indices, kernel_size, stride, padding, data_format, output_size)


def max_unpool2d(x, indices, kernel_size, stride=None, padding=0, data_format="NCHW", output_size=None, name=None):
    """The inverse of ``max_pool2d(return_mask=True)``: zeros except at the pooled maxima."""
    return _max_unpool(2, x, indices, kernel_size, stride, padding, data_format, output_size)


def max_unpool3d(x, indices, kernel_size, stride=None, padding=0, data_format="NCDHW", output_size=None, name=None):
    """The inverse of ``max_pool3d(return_mask=True)``: zeros except at the pooled maxima."""
    return _max_unpool(3, x, indices, kernel_size, stride, padding, data_format, output_size)
