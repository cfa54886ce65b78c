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

__all__ = ["Conv1d", "Conv2d", "Conv3d", "Conv1dTranspose", "Conv2dTranspose", "Conv3dTranspose"]

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



def _check_int_at_least(owner, name, value, low, word):
    """Validator.check_value_type(int) then check_int(>= low): MindSpore's two messages."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For '{owner}', the type of '{name}' should be 'int', but got type '{type(value).__name__}'.")
    if value < low:
        raise ValueError(f"For '{owner}', the '{name}' must be int and must {word} {low}, but got '{value}' with type 'int'.")
    return value


def _triple(owner, name, value, greater_zero=True):
    """An int or a 3-tuple of ints as a 3-tuple (each > 0, or >= 0 for ``output_padding``)."""
    items = (value,) * 3 if isinstance(value, int) and not isinstance(value, bool) else value
    if not isinstance(items, tuple) or len(items) != 3 or not all(isinstance(i, int) for i in items):
        raise ValueError(f"For '{owner}', the parameter '{name}' must be an int or a tuple of three ints, but got {value}.")
    for item in items:
        if (item <= 0) if greater_zero else (item < 0):
            raise ValueError(f"For '{owner}', the value in '{name}' must be {'greater than' if greater_zero else 'no less than'} "
                             f"0, but got {value}.")
    return items


class _ConvNd(Cell):
    """MindSpore's ``_Conv``: its checks, its weight (``[out, in // group, *kernel]``; transposed ``[in, out //
    group, *kernel]``), its default initializers and its repr. ``_spatial`` axes are convolved; 1-D layers keep
    MindSpore's 2-D weight ``(…, 1, k)`` and convolve the input with an axis of 1 inserted."""

    _spatial = 2
    _transposed = False

    def _setup(self, in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, has_bias,
               weight_init, bias_init, data_format, dtype):
        owner = type(self).__name__
        for name, value in (("in_channels", in_channels), ("out_channels", out_channels)):
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"For '{owner}', the '{name}' must be int and must > 0, but got '{value}' with type "
                                 f"'{type(value).__name__}'.")
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size, self.stride, self.dilation = kernel_size, stride, dilation
        self.pad_mode, self.data_format = pad_mode, data_format
        if isinstance(padding, int) and not isinstance(padding, bool):
            if padding < 0:
                raise ValueError(f"For '{owner}', the 'padding' must be int and must >= 0, but got '{padding}' with type 'int'.")
        elif isinstance(padding, tuple):
            for pad in padding:
                if not isinstance(pad, int) or pad < 0:
                    raise ValueError(f"For '{owner}', the 'padding item' must be int and must >= 0, but got '{pad}' with "
                                     f"type '{type(pad).__name__}'.")
        else:
            raise TypeError(f"For '{owner}', the type of 'padding' must be int or tuple(int), but got {type(padding).__name__}.")
        self.padding = padding
        if not isinstance(group, int) or group <= 0:
            raise ValueError(f"The 'group' must be int and must > 0, but got '{group}' with type '{type(group).__name__}'.")
        self.group = group
        for name, items in (("kernel_size item", kernel_size), ("stride item", stride), ("dilation item", dilation)):
            for item in items:
                if not isinstance(item, int) or isinstance(item, bool) or item <= 0:
                    raise ValueError(f"For '{owner}', the '{name}' must be int and must > 0, but got '{item}' with type "
                                     f"'{type(item).__name__}'.")
        if in_channels % group:
            raise ValueError(f"For '{owner}', the attr 'in_channels' must be divisible by attr 'group', but got "
                             f"'in_channels': {in_channels} and 'group': {group}.")
        if out_channels % group:
            raise ValueError(f"For '{owner}', the 'out_channels' must be divisible by attr 'group', but got "
                             f"'out_channels': {out_channels} and 'group': {group}.")
        shape = ([in_channels, out_channels // group] if self._transposed else [out_channels, in_channels // group])
        shape += list(kernel_size)
        self.weight_init = HeUniform(math.sqrt(5)) if weight_init is None else weight_init
        self.weight = Parameter(initializer(self.weight_init, shape, dtype), name="weight")
        self.bias_init = bias_init
        if not isinstance(has_bias, bool):
            raise TypeError(f"For '{owner}', the type of 'has_bias' must be bool, but got '{type(has_bias).__name__}'.")
        self.has_bias = has_bias
        self.bias = None
        if has_bias:
            if bias_init is None:
                fan_in = shape[1] * math.prod(shape[2:])
                self.bias_init = Uniform(1 / math.sqrt(fan_in)) if fan_in else "zeros"
            self.bias = Parameter(initializer(self.bias_init, [out_channels], dtype), name="bias")
        if not isinstance(pad_mode, str) or pad_mode not in _PAD_MODES:
            raise ValueError(f"For '{owner}', the 'pad_mode' must be str and must be in '{list(_PAD_MODES)}', but got "
                             f"'{pad_mode}'.")

    def _pads(self, sizes):
        """``(before, after)`` per convolved axis (MindSpore's 'same' puts the odd pixel after)."""
        if self.pad_mode == "same":
            return [_same_pads(size, k, s, d) for size, k, s, d in zip(sizes, self.kernel_size, self.stride, self.dilation)]
        if self.pad_mode == "valid":
            return [(0, 0)] * len(sizes)
        pads = self.padding if isinstance(self.padding, tuple) else (self.padding,) * (2 * len(sizes))
        return [(pads[2 * i], pads[2 * i + 1]) for i in range(len(sizes))]

    def _convolve(self, values):
        weight = self.weight._torch.to(values.dtype)
        conv = (F.conv_transpose1d, F.conv_transpose2d, F.conv_transpose3d) if self._transposed else (F.conv1d, F.conv2d, F.conv3d)
        conv = conv[self._spatial - 1]
        pads = self._pads(values.shape[2:])
        if not self._transposed:
            flat = [v for before, after in reversed(pads) for v in (before, after)]
            if any(flat):
                values = F.pad(values, flat)
            out = conv(values, weight, None, self.stride, 0, self.dilation, self.group)
        else:
            out = conv(values, weight, None, self.stride, 0, 0, self.group, self.dilation)
            for axis, (size, k, s, d, (before, after)) in enumerate(
                    zip(values.shape[2:], self.kernel_size, self.stride, self.dilation, pads), start=2):
                out = _transposed_extent(out, axis, size, k, s, d, (before, after), self.pad_mode)
        if self.bias is not None:
            out = out + self.bias._torch.to(out.dtype).view([1, -1] + [1] * self._spatial)
        return out

    def extend_repr(self):
        return (
            f"input_channels={self.in_channels}, output_channels={self.out_channels}, kernel_size={self.kernel_size}, "
            f"stride={self.stride}, pad_mode={self.pad_mode}, padding={self.padding}, dilation={self.dilation}, "
            f"group={self.group}, has_bias={self.has_bias}, weight_init={self.weight_init}, bias_init={self.bias_init}, "
            f"format={self.data_format}"
        )


def _transposed_extent(out, axis, size, kernel, stride, dilation, pads, pad_mode):
    """A full transposed convolution's ``axis`` cut (or zero-extended) to MindSpore's output length: 'same'
    ``size * stride``, 'valid' ``size * stride + max(k - stride, 0)``, 'pad' ``size * stride - pads + k - stride``,
    ``k`` the dilated kernel; 'same' drops ``(k - stride) // 2`` leading values, 'pad' its leading padding
    (``pads``: the axis' ``(before, after)``)."""
    span = kernel + (kernel - 1) * (dilation - 1)
    if pad_mode == "same":
        length, start = size * stride, max(span - stride, 0) // 2
    elif pad_mode == "valid":
        length, start = size * stride + max(span - stride, 0), 0
    else:
        length, start = size * stride - sum(pads) + span - stride, pads[0]
    have = out.shape[axis] - start
    if have < length:
        pads = [0, 0] * (out.dim() - 1 - axis) + [0, length - have]
        out = F.pad(out, pads)
    return out.narrow(axis, start, length)


def _weight_3d_to_2d(owner, weight_init):
    """A 3-D Tensor ``weight_init`` of a 1-D layer gains MindSpore's axis of 1 at position 2."""
    if hasattr(weight_init, "_torch"):
        rank = weight_init._torch.dim()
        if rank != 3:
            raise ValueError(f"For '{owner}', the 'weight_init_shape' must be equal to 3, but got {rank}.")
        return _box(weight_init._torch.unsqueeze(2))
    return weight_init


def _check_1d_args(owner, kernel_size, stride, padding, dilation):
    for name, value in (("kernel_size", kernel_size), ("stride", stride), ("padding", padding), ("dilation", dilation)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"For '{owner}', the type of '{name}' should be 'int', but got type '{type(value).__name__}'.")
    _check_int_at_least(owner, "kernel_size", kernel_size, 1, ">=")
    _check_int_at_least(owner, "stride", stride, 1, ">=")
    if padding < 0:
        raise ValueError(f"For '{owner}', the 'padding' must be int and must >= 0, but got '{padding}' with type 'int'.")
    _check_int_at_least(owner, "dilation", dilation, 1, ">=")


class Conv1d(_ConvNd):
    """1-D convolution over ``(N, C, W)``, run as MindSpore runs it: a 2-D convolution of the input with an axis of
    1 inserted, by a weight of shape ``(out, in // group, 1, kernel_size)``."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1, group=1,
                 has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        super().__init__()
        _check_1d_args("Conv1d", kernel_size, stride, padding, dilation)
        if not isinstance(group, int) or group <= 0:
            raise ValueError(f"For 'Conv1d', the 'group' must be int and must > 0, but got '{group}' with type "
                             f"'{type(group).__name__}'.")
        if in_channels % group or out_channels % group:
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels', "
                             f"but got group:{group}, in_channels:{in_channels}, out_channels:{out_channels}.")
        self._setup(in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode, padding, (1, dilation), group,
                    has_bias, _weight_3d_to_2d("Conv1d", weight_init), bias_init, "NCHW", dtype)
        self.padding = (0, 0, padding, padding)

    def construct(self, x):
        values = x._torch
        if values.dim() != 3:
            raise ValueError(f"For primitive[Conv2D], the x shape size must be equal to 4, but got {values.dim() + 1}.")
        return _box(self._convolve(values.unsqueeze(2)).squeeze(2))


class Conv3d(_ConvNd):
    """3-D convolution over ``(N, C, D, H, W)``; ``padding`` an int or 6 ints (front, back, top, bottom, left,
    right) with ``pad_mode='pad'``."""

    _spatial = 3

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1, group=1,
                 has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW", dtype=mstype.float32):
        super().__init__()
        if in_channels % group or out_channels % group:
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels'")
        kernel_size = _triple("Conv3d", "kernel_size", kernel_size)
        stride = _triple("Conv3d", "stride", stride)
        dilation = _triple("Conv3d", "dilation", dilation)
        if isinstance(padding, tuple) and len(padding) != 6:
            raise ValueError(f"For 'Conv3d', the 'padding size' must be equal to 6, but got {len(padding)}.")
        self._setup(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, has_bias,
                    weight_init, bias_init, data_format, dtype)

    def construct(self, x):
        values = x._torch
        if values.dim() != 5:
            raise ValueError(f"For 'Conv3D', the dimension of 'x' must be 5, but got {values.dim()}.")
        return _box(self._convolve(values))


class Conv2dTranspose(_ConvNd):
    """2-D transposed convolution: weight ``(in, out // group, kh, kw)``; the output ``size * stride`` ('same'),
    ``size * stride + max(k - stride, 0)`` ('valid') or ``size * stride - pads + k - stride`` ('pad'), then
    ``output_padding`` zeros at the bottom/right."""

    _transposed = True

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, output_padding=0,
                 dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        super().__init__()
        kernel_size = _pair("Conv2dTranspose", "kernel_size", kernel_size)
        stride = _pair("Conv2dTranspose", "stride", stride)
        dilation = _pair("Conv2dTranspose", "dilation", dilation)
        if isinstance(padding, tuple) and len(padding) != 4:
            raise ValueError(f"For 'Conv2dTranspose', the 'padding size' must be equal to 4, but got {len(padding)}.")
        if not isinstance(output_padding, (int, tuple)):
            raise TypeError(f"For 'Conv2dTranspose', the type of 'output_padding' should be one of '['int', 'tuple']', "
                            f"but got type '{type(output_padding).__name__}'.")
        self._setup(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, has_bias,
                    weight_init, bias_init, "NCHW", dtype)
        self.output_padding = output_padding

    def construct(self, x):
        values = x._torch
        if values.dim() != 4:
            raise ValueError(f"For 'Conv2DBackpropInput', the dimension of 'out_backprop' must be 4, but got {values.dim()}.")
        out = self._convolve(values)
        extra = self.output_padding if isinstance(self.output_padding, tuple) else (self.output_padding,) * 2
        for index, value in enumerate(extra):
            if value < 0 or value >= max(self.dilation[index], self.stride[index]):
                which = f"output_padding[{index}]" if isinstance(self.output_padding, tuple) else "output_padding"
                axis = "hw"[index] if isinstance(self.output_padding, tuple) else "h"
                raise ValueError(f"{which} must be in range of [0, max(stride_{axis}, dilation_{axis})).")
        if any(extra):
            if self.pad_mode != "pad":
                raise ValueError("when output_padding is not zero, pad_mode must be 'pad'")
            out = F.pad(out, (0, extra[1], 0, extra[0]))
        return _box(out)


class Conv1dTranspose(_ConvNd):
    """1-D transposed convolution over ``(N, C, W)``: MindSpore's 2-D one on the input with an axis of 1 inserted,
    weight ``(in, out // group, 1, kernel_size)``."""

    _transposed = True

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1, group=1,
                 has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        super().__init__()
        _check_1d_args("Conv1dTranspose", kernel_size, stride, padding, dilation)
        self._setup(in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode, padding, (1, dilation), group,
                    has_bias, _weight_3d_to_2d("Conv1dTranspose", weight_init), bias_init, "NCHW", dtype)
        self.padding = (0, 0, padding, padding)

    def construct(self, x):
        values = x._torch
        if values.dim() != 3:
            raise ValueError(f"For 'Conv1dTranspose', the dimension of input must be 3d, but got {values.dim()}.")
        return _box(self._convolve(values.unsqueeze(2)).squeeze(2))


class Conv3dTranspose(_ConvNd):
    """3-D transposed convolution over ``(N, C, D, H, W)``, weight ``(in, out // group, kd, kh, kw)``, then
    ``output_padding`` more values at the end of each axis."""

    _spatial = 3
    _transposed = True

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1, group=1,
                 output_padding=0, has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW",
                 dtype=mstype.float32):
        super().__init__()
        if in_channels % group or out_channels % group:
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels'")
        kernel_size = _triple("Conv3dTranspose", "kernel_size", kernel_size)
        stride = _triple("Conv3dTranspose", "stride", stride)
        dilation = _triple("Conv3dTranspose", "dilation", dilation)
        if isinstance(padding, tuple) and len(padding) != 6:
            raise ValueError(f"For 'Conv3dTranspose', the 'padding size' must be equal to 6, but got {len(padding)}.")
        self.output_padding = _triple("Conv3dTranspose", "output_padding", output_padding, greater_zero=False)
        self._setup(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, has_bias,
                    weight_init, bias_init, data_format, dtype)

    def construct(self, x):
        values = x._torch
        if values.dim() != 5:
            raise ValueError(f"For 'Conv3DTranspose', the dimension of 'dout' must be 5, but got {values.dim()}.")
        out = self._convolve(values)
        if any(self.output_padding):
            depth, height, width = self.output_padding
            out = F.pad(out, (0, width, 0, height, 0, depth))
        return _box(out)
