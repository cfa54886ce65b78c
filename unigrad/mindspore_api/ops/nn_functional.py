"""Functional ops programs reach for beyond the op table: ``dense``, ``bias_add``, ``tensor_dot``,
``assign``, ``clip_by_global_norm``, ``binary_cross_entropy_with_logits``.

>>> import unigrad.mindspore_api as ms
>>> print(dense(ms.Tensor([[1.0, 2.0]]), ms.Tensor([[1.0, 1.0]]), ms.Tensor([0.5])))
[[3.5]]
"""

import torch
import torch.nn.functional as F

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api._kernels import KERNELS

__all__ = ["dense", "bias_add", "tensor_dot", "assign", "clip_by_global_norm", "binary_cross_entropy_with_logits"]


def _u(value):
    return value._torch if isinstance(value, TensorBox) else value


def dense(input, weight, bias=None):
    """``input @ weight.T + bias``."""
    return _box(KERNELS["dense"](_u(input), _u(weight), None if bias is None else _u(bias)))


def bias_add(input_x, bias, data_format=None):
    """Adds the 1-D ``bias`` along the channel axis (1 for NCHW-like layouts, last for NHWC)."""
    x, b = _u(input_x), _u(bias)
    if data_format == "NHWC":
        return _box(x + b)
    shape = [1] * x.dim()
    shape[1] = b.shape[0]
    return _box(x + b.reshape(shape))


def tensor_dot(x1, x2, axes):
    if isinstance(axes, int):
        return _box(torch.tensordot(_u(x1), _u(x2), dims=axes))
    first, second = axes
    first = [first] if isinstance(first, int) else list(first)
    second = [second] if isinstance(second, int) else list(second)
    return _box(torch.tensordot(_u(x1), _u(x2), dims=(first, second)))


def assign(variable, value):
    """Writes ``value`` into the Parameter ``variable`` (keeping its dtype) and returns it."""
    with torch.no_grad():
        variable._torch.copy_(torch.as_tensor(_u(value), dtype=variable._torch.dtype))
    return variable


def clip_by_global_norm(x, clip_norm=1.0, use_norm=None):
    """Scales every tensor of ``x`` by ``clip_norm / max(global_norm, clip_norm)``."""
    tensors = [_u(t) for t in x]
    norm = torch.sqrt(sum((t.float() ** 2).sum() for t in tensors)) if use_norm is None else _u(use_norm)
    scale = clip_norm / torch.maximum(torch.as_tensor(norm, dtype=torch.float32), torch.tensor(float(clip_norm)))
    return tuple(_box((t * scale).to(t.dtype)) for t in tensors)


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction="mean"):
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"For 'BCEWithLogitsLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got {reduction}.")
    return _box(KERNELS["bce_with_logits"](_u(input), _u(target), None if weight is None else _u(weight),
                                           None if pos_weight is None else _u(pos_weight), reduction))
