"""Pooling layers: ``nn.MaxPool1d/2d``, ``nn.AvgPool1d/2d`` (MindSpore's ``pad_mode`` 'valid'/'same'/'pad') and the
adaptive ones (``AdaptiveAvgPool1d/2d/3d``, ``AdaptiveMaxPool1d/2d/3d``; the 1-D ones MindSpore's fixed windows)."""

import math

import torch
import torch.nn.functional as F

from unigrad.mindspore_api import _kernels
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["MaxPool2d", "AvgPool2d", "MaxPool1d", "AvgPool1d", "AdaptiveAvgPool1d", "AdaptiveMaxPool1d",
           "AdaptiveAvgPool2d", "AdaptiveMaxPool2d", "AdaptiveAvgPool3d", "AdaptiveMaxPool3d", "MaxPool3d", "AvgPool3d"]


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


def _check_kernel_arg(owner, name, value):
    """``_PoolNd``'s check of ``kernel_size``/``stride``: a positive int or a tuple of them (a 1-tuple unwrapped)."""
    if not isinstance(value, (int, tuple)) or isinstance(value, bool):
        raise TypeError(f"For '{owner}', the type of '{name}' should be one of '['int', 'tuple']', but got type "
                        f"'{type(value).__name__}'.")
    message = f"For '{owner}', the '{name}' must be an positive int number or a tuple, but got {value}"
    if isinstance(value, int):
        if value <= 0:
            raise ValueError(message)
        return value
    if not all(isinstance(item, int) and item > 0 for item in value):
        raise ValueError(message)
    return value[0] if len(value) == 1 else value


def _check_pad_mode(owner, pad_mode):
    if not isinstance(pad_mode, str):
        raise TypeError(f"For '{owner}', the type of 'pad_mode' should be 'str', but got type '{type(pad_mode).__name__}'.")
    mode = pad_mode.upper()
    if mode not in ("VALID", "SAME", "PAD"):
        raise ValueError(f"For '{owner}', the 'pad_mode' must be str and must be in '['VALID', 'SAME', 'PAD']', but "
                         f"got '{mode}'.")
    return mode


def _check_ge_one(owner, name, value):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For '{owner}', the type of '{name}' should be 'int', but got type '{type(value).__name__}'.")
    if value < 1:
        raise ValueError(f"For '{owner}', the '{name}' must be int and must >= 1, but got '{value}' with type 'int'.")
    return value


def _same_pad_1d(size, kernel, stride):
    total = max((math.ceil(size / stride) - 1) * stride + kernel - size, 0)
    return total // 2, total - total // 2


def _boxed_pool_output(out, batchless):
    """A pool's output (or its ``(values, indices)``) boxed, the batch axis added for a batchless input dropped."""
    if isinstance(out, tuple):
        return tuple(_boxed_pool_output(part, batchless) for part in out)
    return _box(out.squeeze(0) if batchless else out)


class _Pool1d(Cell):
    """``MaxPool1d`` / ``AvgPool1d`` over ``(N, C, W)`` (or ``(C, W)``): MindSpore's ``kernel_size=(1, k)`` 2-D pool."""

    def __init__(self, kernel_size, stride, pad_mode, padding, ceil_mode):
        super().__init__()
        owner = type(self).__name__
        self.pad_mode = _check_pad_mode(owner, pad_mode)
        kernel = _check_kernel_arg(owner, "kernel_size", kernel_size)
        step = _check_kernel_arg(owner, "stride", stride)
        _check_ge_one(owner, "kernel_size", kernel)
        _check_ge_one(owner, "stride", step)
        self._k, self._s, self._padding, self._ceil = kernel, step, padding, bool(ceil_mode)
        self.kernel_size, self.stride = (1, kernel), (1, step)

    def construct(self, x):
        values = x._torch
        batchless = values.dim() == 2
        if batchless:
            values = values.unsqueeze(0)
        if values.dim() != 3:
            raise ValueError(f"For '{type(self).__name__}', the input must has 3 dim, but got {values.dim()}")
        same_pads = (0, 0)
        if self.pad_mode == "SAME":
            same_pads = _same_pad_1d(values.shape[-1], self._k, self._s)
            values = F.pad(values, same_pads, value=self._fill)
        out = self._pool(values, same_pads)
        return _boxed_pool_output(out, batchless)

    def extend_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}"


class MaxPool1d(_Pool1d):
    """Max over windows of the last axis; ``pad_mode='pad'`` allows ``padding``, ``dilation``, ``ceil_mode`` and
    ``return_indices`` (int64 positions along the padded-free axis)."""

    _fill = -math.inf

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode, padding, ceil_mode)
        if self.pad_mode != "PAD" and (padding != 0 or dilation != 1 or return_indices or ceil_mode):
            raise ValueError("For MaxPool1d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' can "
                             f"not be set to non-default value when pad_mode is not 'pad', but got pad_mode:{pad_mode}.")
        self.dilation, self.return_indices = dilation, return_indices
        if self.pad_mode == "PAD":
            self.kernel_size, self.stride = (1, 1, self._k), (1, 1, self._s)
            self.padding = padding

    def _pool(self, values, _same_pads):
        padding = self._padding if self.pad_mode == "PAD" else 0
        padding = padding[0] if isinstance(padding, (tuple, list)) else padding
        dilation = self.dilation[0] if isinstance(self.dilation, (tuple, list)) else self.dilation
        return F.max_pool1d(values, self._k, self._s, padding, dilation, self._ceil, return_indices=self.return_indices)


class AvgPool1d(_Pool1d):
    """Mean over windows of the last axis (``count_include_pad``: the padding counted in the divisor)."""

    _fill = 0.0

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True):
        super().__init__(kernel_size, stride, pad_mode, padding, ceil_mode)
        self.count_include_pad = count_include_pad
        if self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad:
            self.kernel_size, self.stride = self._k, self._s

    def _pool(self, values, same_pads):
        padding = self._padding if self.pad_mode == "PAD" else 0
        padding = padding[0] if isinstance(padding, (tuple, list)) else padding
        width = values.shape[-1]
        if self.pad_mode == "VALID" and not padding and not self._ceil and self.count_include_pad:
            # MindSpore's shortcuts: one window is a ReduceMean (of the first kernel_size values)
            if width == self._k or 0 <= width - self._k < self._s:
                return _kernels.reduce_mean(values[..., : self._k], 2, keepdim=True)
        if self.pad_mode == "SAME":  # the padding left out of each window's count
            before, after = same_pads
            counts = F.pad(torch.ones(width - before - after, dtype=values.dtype), (before, after))
            sums = values.unfold(-1, self._k, self._s).sum(-1)
            return sums / counts.unfold(-1, self._k, self._s).sum(-1)
        return F.avg_pool1d(values, self._k, self._s, padding, self._ceil, self.count_include_pad)


def _adaptive_1d_check(owner, values, output_size):
    if values.dim() != 3:
        raise ValueError(f"For {owner}, the input must has 3 dim, but got {values.dim()}.")
    if values.shape[2] < output_size:
        raise ValueError(f"For {owner}, the input's last dimension must be greater or equal to output size "
                         f"{output_size}, but got {values.shape[2]}.")
    if values.shape[2] % output_size:
        raise ValueError(f"For {owner}, the input's last dimension must be divisible by output size {output_size}, "
                         f"but got {values.shape[2]}.")
    if values.dtype not in (torch.float16, torch.float32):
        raise TypeError(f"For {owner}, the x_dtype must be float16 or float32, but got {mstype.from_torch(values.dtype)}.")


class _AdaptivePool1d(Cell):
    def __init__(self, output_size):
        super().__init__()
        owner = type(self).__name__
        _check_ge_one(owner, "output_size", output_size)
        self.output_size = output_size

    def construct(self, input):
        values = input._torch
        _adaptive_1d_check(type(self).__name__, values, self.output_size)
        stride = values.shape[2] // self.output_size  # the width is a multiple: equal windows
        return _box(self._pool(values, stride, stride))


class AdaptiveAvgPool1d(_AdaptivePool1d):
    """Means of ``output_size`` equal windows of the last axis (its length a multiple of ``output_size``)."""

    def _pool(self, values, kernel, stride):
        return F.avg_pool1d(values, kernel, stride)


class AdaptiveMaxPool1d(_AdaptivePool1d):
    """Maxima of ``output_size`` equal windows of the last axis (its length a multiple of ``output_size``)."""

    def _pool(self, values, kernel, stride):
        return F.max_pool1d(values, kernel, stride)


def _adaptive_mean(pool, values, size):
    """MindSpore's AdaptiveAvgPool2D/3D kernels sum each window in double and divide there (measured: every
    value), which torch's pool computes in double; other dtypes as torch computes them."""
    if values.dtype is torch.float32:
        return pool(values.double(), size).float()
    return pool(values, size)


class AdaptiveAvgPool2d(Cell):
    """Means over the adaptive windows giving ``output_size`` (an int, or a pair whose None keeps the size)."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def construct(self, input):
        values = input._torch
        size = self.output_size
        if isinstance(size, int):
            size = (size, size)
        size = tuple(values.shape[-2 + i] if s is None else s for i, s in enumerate(size))
        return _box(_adaptive_mean(F.adaptive_avg_pool2d, values, size))


class AdaptiveMaxPool2d(Cell):
    """Maxima over the adaptive windows giving ``output_size``; ``return_indices`` adds int64 flat positions."""

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size, self.return_indices = output_size, return_indices

    def construct(self, input):
        values = input._torch
        size = self.output_size
        if isinstance(size, int):
            size = (size, size)
        size = tuple(values.shape[-2 + i] if s is None else s for i, s in enumerate(size))
        out = F.adaptive_max_pool2d(values, size, return_indices=self.return_indices)
        return tuple(_box(part) for part in out) if isinstance(out, tuple) else _box(out)


class AdaptiveAvgPool3d(Cell):
    """Means over the adaptive windows giving ``output_size`` over the last three axes."""

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def construct(self, input):
        values = input._torch
        size = (self.output_size,) * 3 if isinstance(self.output_size, int) else self.output_size
        size = tuple(values.shape[-3 + i] if s is None else s for i, s in enumerate(size))
        return _box(_adaptive_mean(F.adaptive_avg_pool3d, values, size))


class AdaptiveMaxPool3d(Cell):
    """Maxima over the adaptive windows giving ``output_size`` over the last three axes; ``return_indices`` adds
    the int32 flat positions MindSpore's AdaptiveMaxPool3D gives."""

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size = (output_size,) * 3 if isinstance(output_size, int) else output_size
        self.return_indices = return_indices

    def construct(self, input):
        values = input._torch
        out, indices = F.adaptive_max_pool3d(values, tuple(self.output_size), return_indices=True)
        if self.return_indices:
            return _box(out), _box(indices.to(torch.int32))
        return _box(out)


def _triple(value):
    return (value,) * 3 if isinstance(value, int) else tuple(value)


class _Pool3d(Cell):
    """``MaxPool3d`` / ``AvgPool3d`` over ``(N, C, D, H, W)`` (or ``(C, D, H, W)``)."""

    def __init__(self, kernel_size, stride, pad_mode, padding, ceil_mode):
        super().__init__()
        owner = type(self).__name__
        self.pad_mode = _check_pad_mode(owner, pad_mode)
        self.kernel_size = _check_kernel_arg(owner, "kernel_size", kernel_size)
        self.stride = _check_kernel_arg(owner, "stride", stride)
        self._padding, self._ceil = _triple(padding), bool(ceil_mode)

    def construct(self, x):
        values = x._torch
        batchless = values.dim() == 4
        if batchless:
            values = values.unsqueeze(0)
        kernel, stride = _triple(self.kernel_size), _triple(self.stride)
        padding = self._padding if self.pad_mode == "PAD" else (0, 0, 0)
        if self.pad_mode == "SAME":
            pads = [_same_pad_1d(size, k, s) for size, k, s in zip(values.shape[2:], kernel, stride)]
            values = F.pad(values, [v for pair in reversed(pads) for v in pair], value=self._fill)
        out = self._pool(values, kernel, stride, padding)
        return _boxed_pool_output(out, batchless)

    def extend_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}"


class MaxPool3d(_Pool3d):
    """Max over 3-D windows; ``dilation`` or ``return_indices`` need ``pad_mode='pad'``."""

    _fill = -math.inf

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode, padding, ceil_mode)
        if (dilation != 1 or return_indices) and self.pad_mode != "PAD":
            raise ValueError(f"For MaxPool3d, the pad_mode must be 'pad' when dilation is not 1 or return_indices is "
                             f"True, but got pad_mode:{pad_mode}.")
        self.dilation, self.return_indices = dilation, return_indices

    def _pool(self, values, kernel, stride, padding):
        return F.max_pool3d(values, kernel, stride, padding, self.dilation, self._ceil, return_indices=self.return_indices)


class AvgPool3d(_Pool3d):
    """Mean over 3-D windows (``count_include_pad``, ``divisor_override`` as torch)."""

    _fill = 0.0

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__(kernel_size, stride, pad_mode, padding, ceil_mode)
        if divisor_override is not None and divisor_override <= 0:
            raise ValueError(f"For 'AvgPool3d', the 'divisor_override' must be > 0, but got {divisor_override}.")
        self.count_include_pad, self.divisor_override = count_include_pad, divisor_override

    def _pool(self, values, kernel, stride, padding):
        return F.avg_pool3d(values, kernel, stride, padding, self._ceil, self.count_include_pad, self.divisor_override)
