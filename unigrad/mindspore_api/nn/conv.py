"""MindSpore's ``nn.Conv2d`` (NCHW, on CPU as MindSpore 2.10 runs it).

``pad_mode`` is ``'same'`` (output ``ceil(size / stride)``, the odd pixel of
padding at the bottom/right), ``'valid'`` (no padding) or ``'pad'``
(``padding`` an int or ``(top, bottom, left, right)``).

>>> import unigrad.mindspore_api as ms
>>> Conv2d(1, 2, 3, weight_init="ones").weight
Parameter (name=weight, shape=(2, 1, 3, 3), dtype=Float32, requires_grad=True)
"""

import math

import torch.nn.functional as F

from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.initializer import HeUniform, Uniform, initializer
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["Conv2d"]

_PAD_MODES = ("valid", "same", "pad")


def _pair(owner, name, value):
    """``value`` (an int or a pair of ints, each > 0) as a pair."""
    items = (value, value) if isinstance(value, int) and not isinstance(value, bool) else tuple(value)
    for item in items:
        if not isinstance(item, int) or isinstance(item, bool) or item <= 0:
            raise ValueError(f"For '{owner}', the '{name} item' must be int and must > 0, but got '{item}' with type '{type(item).__name__}'.")
    return items


def _padding(pad_mode, padding):
    """``padding`` as ``(top, bottom, left, right)``, checked as MindSpore checks it."""
    if isinstance(padding, int) and not isinstance(padding, bool):
        if padding < 0:
            raise ValueError(f"For 'Conv2d', the 'padding' must be int and must >= 0, but got '{padding}' with type 'int'.")
        pads = (padding,) * 4
    else:
        pads = tuple(padding)
        if len(pads) != 4:
            raise ValueError(f"For 'Conv2D', the 'pad size' must be int and must = 4, but got '{len(pads)}' with type 'int'.")
        for item in pads:
            if not isinstance(item, int) or item < 0:
                raise ValueError(f"For 'Conv2d', the 'padding item' must be int and must >= 0, but got '{item}' with type '{type(item).__name__}'.")
    if not isinstance(pad_mode, str) or pad_mode.lower() not in _PAD_MODES:
        raise ValueError(f"For 'Conv2D', the 'pad_mode' must be str and must be in '{list(_PAD_MODES)}', but got '{pad_mode}'.")
    if pad_mode.lower() != "pad" and any(pads):
        raise ValueError(f"For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': {padding} and 'pad_mode': {pad_mode}.")
    return pads


def _same_pads(size, kernel, stride, dilation):
    """TensorFlow-style 'same' padding of one spatial axis: ``(before, after)``, the extra pixel after."""
    total = max((math.ceil(size / stride) - 1) * stride + (kernel - 1) * dilation + 1 - size, 0)
    return total // 2, total - total // 2


class Conv2d(Cell):
    """2-D convolution: ``Conv2d(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1, group=1, has_bias=False, ...)``."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1, group=1,
                 has_bias=False, weight_init=None, bias_init=None, data_format="NCHW", dtype=mstype.float32):
        super().__init__()
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size = _pair("Conv2d", "kernel_size", kernel_size)
        self.stride = _pair("Conv2d", "stride", stride)
        self.dilation = _pair("Conv2d", "dilation", dilation)
        self._pads = _padding(pad_mode, padding)
        self.pad_mode, self.padding = pad_mode, padding
        if in_channels % group or out_channels % group:
            raise ValueError(
                "The argument 'group' should be divisible by 'in_channels' and 'out_channels', "
                f"but got group:{group}, in_channels:{in_channels}, out_channels:{out_channels}."
            )
        if data_format != "NCHW":
            raise ValueError(
                f"For 'Conv2d', the \"NHWC\" format only support in GPU target, but got the 'format' is {data_format} "
                "and the platform is CPU."
            )
        self.group, self.has_bias, self.format = group, has_bias, data_format
        shape = [out_channels, in_channels // group, *self.kernel_size]
        self.weight_init = HeUniform(math.sqrt(5)) if weight_init is None else weight_init
        self.weight = Parameter(initializer(self.weight_init, shape, dtype), name="weight")
        self.bias_init = bias_init
        self.bias = None
        if has_bias:
            if bias_init is None:
                self.bias_init = Uniform(1 / math.sqrt(math.prod(shape[1:])))
            self.bias = Parameter(initializer(self.bias_init, [out_channels], dtype), name="bias")

    def construct(self, x):
        inputs = x._torch
        if inputs.dim() != 4:
            raise ValueError(f"For primitive[Conv2D], the x shape size must be equal to 4, but got {inputs.dim()}.")
        if inputs.shape[1] // self.group != self.in_channels // self.group or inputs.shape[1] % self.group:
            raise RuntimeError(
                f"For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be equal to 'C_in' of input "
                f"'weight' shape: {self.in_channels // self.group}, but got 'C_in' of input 'x' shape: {inputs.shape[1]}, "
                f"and 'group': {self.group}."
            )
        mode = self.pad_mode.lower()
        if mode == "same":
            top, bottom = _same_pads(inputs.shape[2], self.kernel_size[0], self.stride[0], self.dilation[0])
            left, right = _same_pads(inputs.shape[3], self.kernel_size[1], self.stride[1], self.dilation[1])
        else:
            top, bottom, left, right = self._pads
        if top or bottom or left or right:
            inputs = F.pad(inputs, (left, right, top, bottom))
        out = F.conv2d(inputs, self.weight._torch.to(inputs.dtype), None if self.bias is None else self.bias._torch.to(inputs.dtype),
                       self.stride, 0, self.dilation, self.group)
        return _box(out)

    def extend_repr(self):
        return (
            f"input_channels={self.in_channels}, output_channels={self.out_channels}, kernel_size={self.kernel_size}, "
            f"stride={self.stride}, pad_mode={self.pad_mode}, padding={self.padding}, dilation={self.dilation}, "
            f"group={self.group}, has_bias={self.has_bias}, weight_init={self.weight_init}, bias_init={self.bias_init}, "
            f"format={self.format}"
        )

