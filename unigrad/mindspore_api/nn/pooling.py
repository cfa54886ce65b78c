"""Pooling layers: ``nn.MaxPool2d`` and ``nn.AvgPool2d`` (MindSpore's ``pad_mode`` 'valid'/'same'/'pad')."""

import math

import torch
import torch.nn.functional as F

from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["MaxPool2d", "AvgPool2d"]


def _pair(value):
    return (value, value) if isinstance(value, int) else tuple(value)


class _Pool2d(Cell):
    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, data_format="NCHW"):
        super().__init__()
        pad_mode = pad_mode.upper()
        if pad_mode not in ("VALID", "SAME", "PAD"):
            raise ValueError(f"For '{type(self).__name__}', the 'pad_mode' must be one of ['VALID', 'SAME', 'PAD'], but got {pad_mode}.")
        self.kernel_size, self.stride = _pair(kernel_size), _pair(stride)
        self.pad_mode, self.padding, self.ceil_mode = pad_mode, _pair(padding), bool(ceil_mode)

    def _pads(self, height, width):
        if self.pad_mode != "SAME":
            return 0, 0, 0, 0
        pads = []
        for size, k, s in ((height, self.kernel_size[0], self.stride[0]), (width, self.kernel_size[1], self.stride[1])):
            out = math.ceil(size / s)
            total = max((out - 1) * s + k - size, 0)
            pads.append((total // 2, total - total // 2))
        (top, bottom), (left, right) = pads
        return left, right, top, bottom

    def construct(self, x):
        values = x._torch
        squeeze = values.dim() == 3
        if squeeze:
            values = values.unsqueeze(0)
        left, right, top, bottom = self._pads(values.shape[2], values.shape[3])
        if left or right or top or bottom:
            values = F.pad(values, (left, right, top, bottom), value=self._fill)
        padding = self.padding if self.pad_mode == "PAD" else 0
        out = self._pool(values, padding)
        if isinstance(out, tuple):  # MaxPool2d(return_indices=True): (values, int64 flat indices per plane)
            return tuple(_box(part.squeeze(0) if squeeze else part) for part in out)
        return _box(out.squeeze(0) if squeeze else out)


class MaxPool2d(_Pool2d):
    _fill = -math.inf

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, padding, ceil_mode, data_format)
        if self.pad_mode != "PAD" and (padding != 0 or dilation != 1 or return_indices or ceil_mode):
            raise ValueError("For MaxPool2d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' "
                             "can not be set to non-default value when pad_mode is not 'pad', "
                             f"but got pad_mode:{pad_mode}.")
        self.dilation, self.return_indices = dilation, return_indices

    def _pool(self, values, padding):
        return F.max_pool2d(values, self.kernel_size, self.stride, padding, self.dilation, self.ceil_mode,
                            return_indices=self.return_indices)


class AvgPool2d(_Pool2d):
    _fill = 0.0

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, padding, ceil_mode, data_format)
        self.count_include_pad, self.divisor_override = count_include_pad, divisor_override

    def _pool(self, values, padding):
        return F.avg_pool2d(values, self.kernel_size, self.stride, padding, self.ceil_mode, self.count_include_pad,
                            self.divisor_override)
