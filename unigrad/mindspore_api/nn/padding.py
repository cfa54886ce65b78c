"""MindSpore's padding and rearranging layers: ``ConstantPad1d/2d/3d``, ``ZeroPad2d``, ``ReflectionPad1d/2d/3d``,
``ReplicationPad1d/2d/3d``, ``Pad``, ``PixelShuffle``, ``PixelUnshuffle``, ``ChannelShuffle``.

Padding only moves values, so the forward values are MindSpore's to the bit; a reflected or replicated element's
gradient is the sum of the gradients of its copies.

>>> import unigrad.mindspore_api as ms
>>> print(ConstantPad1d((1, 0), 9.0)(ms.Tensor([[1.0, 2.0]])))
[[9. 1. 2.]]
"""

import torch
import torch.nn.functional as F

from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ZeroPad2d", "ReflectionPad1d", "ReflectionPad2d",
           "ReflectionPad3d", "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d", "Pad", "PixelShuffle",
           "PixelUnshuffle", "ChannelShuffle"]

_CONSTANT_LIMITS = {"ConstantPad1d": 2, "ConstantPad2d": 4, "ZeroPad2d": 4, "ConstantPad3d": 6}


def _spatial_pad(values, pads, mode):
    """torch's ``reflect``/``replicate`` padding of the last ``len(pads) // 2`` axes of a tensor of any rank: the
    leading axes folded into one batch axis (torch wants exactly batch, channel and the padded axes)."""
    padded_axes = len(pads) // 2
    if values.dim() < padded_axes:
        raise ValueError(f"For padding with length {len(pads)}, the dimension of the tensor should be at least "
                         f"{padded_axes}, but got {values.dim()}")
    lead = values.shape[: values.dim() - padded_axes]
    folded = values.reshape(-1, 1, *values.shape[values.dim() - padded_axes:])
    out = F.pad(folded, pads, mode=mode)
    return out.reshape(*lead, *out.shape[2:])


def _mirrored(values, pairs, skip_edge):
    """MirrorPad: each axis ``(before, after)`` padded with its values mirrored about the edge (``skip_edge``:
    REFLECT, the edge not repeated; else SYMMETRIC), MindSpore's checks first. One gather per axis, whose
    gradient sums each value's copies."""
    for axis, (before, after) in enumerate(pairs):
        limit = values.shape[axis] - (1 if skip_edge else 0)
        if before > limit or after > limit:
            size = values.shape[axis]
            raise ValueError(with_call_stack(
                f"For 'MirrorPad', paddings must be no greater than the dimension size: [{before}], [{after}] not "
                f"less than [{size}]", "mindspore/ops/infer//mirror_pad.cc:101 CheckPaddingValue"))
    # the first axis first: the gradient then sums a corner's copies in MindSpore's order (measured on 3-D pads)
    for axis in range(len(pairs)):
        before, after = pairs[axis]
        if not before and not after:
            continue
        size = values.shape[axis]
        skip = 1 if skip_edge else 0
        head = list(range(before - 1 + skip, skip - 1, -1))
        tail = list(range(size - 1 - skip, size - 1 - skip - after, -1))
        index = torch.tensor(head + list(range(size)) + tail, dtype=torch.long, device=values.device)
        values = values.index_select(axis, index)
    return values


def _constant_pad(values, pads, value):
    """``ops.pad(x, pads, 'constant', value)``: torch's order (last axis first); negative amounts crop."""
    if len(pads) // 2 > values.dim():
        raise ValueError(f"For 'pad', the dimension of input must more than or equal to len(padding)/2, but got "
                         f"{values.dim()}")
    for index in range(len(pads) // 2):
        size = values.shape[values.dim() - 1 - index] + pads[2 * index] + pads[2 * index + 1]
        if size <= 0:
            raise ValueError(with_call_stack(f"For primitive[PadV3], the output size must be greater than 0, but got "
                                             f"{size}.", "mindspore/core/utils/check_convert_utils.cc:626 CheckInteger"))
    fill = value
    if not values.is_floating_point() and not values.is_complex():
        fill = int(value)
    return F.pad(values, tuple(pads), mode="constant", value=fill)


class _ConstantPadNd(Cell):
    def __init__(self, padding, value, name):
        super().__init__()
        if isinstance(padding, int) and not isinstance(padding, bool):
            padding = (padding,) * _CONSTANT_LIMITS[name]
        elif isinstance(padding, tuple):
            if len(padding) % 2:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must be a multiple "
                                 f"of 2, but got {len(padding)}")
            limit = _CONSTANT_LIMITS[name]
            if name == "ConstantPad1d" and len(padding) != 2:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must equal to 2."
                                 f"but got {len(padding)}")
            if len(padding) > limit:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must no more than "
                                 f"{limit}.but got {len(padding)}")
        else:
            raise TypeError(f"For '{name}', the type of parameter 'padding' must be in [int, tuple], but got "
                            f"{type(padding)}")
        if not isinstance(value, (int, float)):
            raise TypeError(f"For '{name}', the type of parameter 'value' must be in [int, float], but got "
                            f"{type(value)}")
        self.value, self.padding = value, padding

    def construct(self, x):
        return _box(_constant_pad(x._torch, self.padding, self.value))


class ConstantPad1d(_ConstantPadNd):
    """Pads the last axis with ``value``: ``padding`` an int or ``(left, right)``; negative amounts crop."""

    def __init__(self, padding, value):
        super().__init__(padding, value, "ConstantPad1d")


class ConstantPad2d(_ConstantPadNd):
    """Pads the last two axes with ``value``: ``(left, right, top, bottom)``."""

    def __init__(self, padding, value):
        super().__init__(padding, value, "ConstantPad2d")


class ConstantPad3d(_ConstantPadNd):
    """Pads the last three axes with ``value``: ``(left, right, top, bottom, front, back)``."""

    def __init__(self, padding, value):
        super().__init__(padding, value, "ConstantPad3d")


class ZeroPad2d(_ConstantPadNd):
    """``ConstantPad2d`` with zeros."""

    def __init__(self, padding):
        super().__init__(padding, 0, "ZeroPad2d")


def _checked_pairs(padding, name, negative_allowed):
    if not isinstance(padding, tuple):
        raise TypeError(f"For '{name}' the input 'padding' must be an integer or tuple, but got {type(padding).__name__}")
    if len(padding) % 2:
        raise ValueError(f"For '{name}' the length of input 'padding' must be divisible by 2, but got padding of "
                         f"length {len(padding)}. ")
    if not all(isinstance(item, int) for item in padding):
        raise TypeError(f"For '{name}' every element in 'padding' must be integer, but got {padding}. ")
    if not negative_allowed and not all(item >= 0 for item in padding):
        raise ValueError(f"For '{name}' every element in 'padding' must be >= 0. but got {padding}. ")
    return padding


class _ReflectionPadNd(Cell):
    _axes = 1

    def __init__(self, padding):
        super().__init__()
        if isinstance(padding, int) and not isinstance(padding, bool):
            padding = (padding,) * (2 * self._axes)
        self.name = type(self).__name__
        self._pads = _checked_pairs(padding, self.name, negative_allowed=False)
        # MindSpore keeps its MirrorPad order: one [before, after] pair per axis, the first axis first
        self.padding = [[padding[2 * i], padding[2 * i + 1]] for i in range(len(padding) // 2)][::-1]

    def construct(self, x):
        if not self._pads:
            return x
        values = x._torch
        pairs = [tuple(pair) for pair in self.padding]
        if len(pairs) > values.dim():
            raise ValueError(f"For padding with length {2 * len(pairs)}, the dimension of the tensor should be at "
                             f"least {len(pairs)}, but got {values.dim()}")
        pairs = [(0, 0)] * (values.dim() - len(pairs)) + pairs
        return _box(_mirrored(values, pairs, skip_edge=True))


class ReflectionPad1d(_ReflectionPadNd):
    """Reflects the last axis about its edges (the edge not repeated): ``padding`` an int or ``(left, right)``."""


class ReflectionPad2d(_ReflectionPadNd):
    """Reflects the last two axes: ``(left, right, top, bottom)``."""

    _axes = 2


class ReflectionPad3d(_ReflectionPadNd):
    """Reflects the last three axes: ``(left, right, top, bottom, front, back)``."""

    _axes = 3


class _ReplicationPadNd(Cell):
    _axes = 1

    def __init__(self, padding):
        super().__init__()
        if isinstance(padding, int) and not isinstance(padding, bool):
            padding = (padding,) * (2 * self._axes)
        self.name = type(self).__name__
        self.padding = _checked_pairs(padding, self.name, negative_allowed=True)

    def construct(self, x):
        values = x._torch
        if values.dim() not in (self._axes + 1, self._axes + 2):
            raise ValueError(with_call_stack(
                f"For primitive[PadV3], the input dims when padding's size equal {2 * self._axes} must be equal to "
                f"{self._axes + 2}, but got {values.dim() + (values.dim() == self._axes + 1)}.",
                "mindspore/core/utils/check_convert_utils.cc:626 CheckInteger"))
        return _box(_spatial_pad(values, self.padding, "replicate"))


class ReplicationPad1d(_ReplicationPadNd):
    """Repeats the edge values of the last axis: ``padding`` an int or ``(left, right)``."""


class ReplicationPad2d(_ReplicationPadNd):
    """Repeats the edge values of the last two axes: ``(left, right, top, bottom)``."""

    _axes = 2


class ReplicationPad3d(_ReplicationPadNd):
    """Repeats the edge values of the last three axes: ``(left, right, top, bottom, front, back)``."""

    _axes = 3


class Pad(Cell):
    """``Pad(paddings, mode)``: ``paddings`` one ``(before, after)`` pair per leading axis (at most 4), ``mode``
    ``'CONSTANT'`` (zeros), ``'REFLECT'`` (edge not repeated) or ``'SYMMETRIC'`` (edge repeated)."""

    def __init__(self, paddings, mode="CONSTANT"):
        super().__init__()
        self.mode, self.paddings = mode, paddings
        if not isinstance(mode, str):
            raise TypeError(f"For 'Pad', the type of 'mode' must be str, but got {type(mode).__name__}.")
        if mode not in ("CONSTANT", "REFLECT", "SYMMETRIC"):
            raise ValueError(f"For 'Pad', the 'mode' must be str and must be in '['CONSTANT', 'REFLECT', "
                             f"'SYMMETRIC']', but got '{mode}'.")
        if not isinstance(paddings, tuple):
            raise TypeError(f"For 'Pad', the type of 'paddings' must be tuple, but got {type(paddings).__name__}.")
        for item in paddings:
            if len(item) != 2:
                raise ValueError(f"For 'Pad', the dimension of 'paddings' must be (n, 2), but got {paddings}.")
        if len(paddings) > 4:
            raise ValueError(f"For 'Pad', only 'paddings' up to 4 dims is supported, but got {len(paddings)}.")

    def construct(self, x):
        values = x._torch
        pairs = [tuple(pair) for pair in self.paddings]
        if len(pairs) != values.dim():
            raise ValueError(f"For 'Pad', the size of paddings must be 2 * {values.dim()}, but got {2 * len(pairs)}")
        if self.mode == "CONSTANT":
            return _box(F.pad(values, tuple(v for pair in reversed(pairs) for v in pair)))
        return _box(_mirrored(values, pairs, skip_edge=self.mode == "REFLECT"))


def _check_factor(name, value, arg):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For '{name}', the type of '{arg}' must be int, but got '{type(value).__name__}'.")
    if value <= 0:
        raise ValueError(f"For '{name}', the '{arg}' must be int and must > 0, but got '{value}' with type 'int'.")


class PixelShuffle(Cell):
    """``(*, C * r * r, H, W)`` rearranged to ``(*, C, H * r, W * r)``."""

    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input):
        _check_factor("pixel_shuffle", self.upscale_factor, "upscale_factor")
        values = input._torch
        if values.dim() < 3:
            raise ValueError(f"For pixel_shuffle, the dimension of `input` should be larger than 2, but got "
                             f"{values.dim()}.")
        factor = self.upscale_factor
        if values.shape[-3] % (factor * factor):
            raise ValueError(f"For 'pixel_shuffle', the length of third to last dimension is not divisible by "
                             f"`upscale_factor` squared, upscale_factor: {factor}, third to last dimension: "
                             f"{values.shape[-3]}.")
        return _box(F.pixel_shuffle(values, factor))


class PixelUnshuffle(Cell):
    """``(*, C, H * r, W * r)`` rearranged to ``(*, C * r * r, H, W)``."""

    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = downscale_factor

    def construct(self, input):
        _check_factor("pixel_unshuffle", self.downscale_factor, "downscale_factor")
        values = input._torch
        if values.dim() < 3:
            raise ValueError(f"For pixel_unshuffle, the dimension of `input` should be larger than 2, but got "
                             f"{values.dim()}.")
        factor = self.downscale_factor
        if values.shape[-1] % factor or values.shape[-2] % factor:
            raise ValueError(f"For 'pixel_unshuffle', the length of second to last 2 dimension should be divisible "
                             f"by downscale_factor, but got {values.shape[-2]} and {values.shape[-1]}.")
        return _box(F.pixel_unshuffle(values, factor))


class ChannelShuffle(Cell):
    """``(N, C, ...)`` with its channels in ``groups`` groups interleaved: reshape, swap, reshape back."""

    def __init__(self, groups):
        super().__init__()
        if not isinstance(groups, int):
            raise TypeError(f"For ChannelShuffle, the param `groups` must be int, but got {type(groups)}.")
        if groups < 1:
            raise ValueError(f"For ChannelShuffle, the param `groups` must be larger than 0, but got {groups}.")
        self.groups = groups

    def construct(self, x):
        values = x._torch
        n, c = values.shape[0], values.shape[1]
        out = values.reshape(n, self.groups, c // self.groups, -1).transpose(1, 2)
        return _box(out.reshape(values.shape))
