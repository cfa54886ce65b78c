"""``paddle.nn.functional`` rearrangements and helpers of vision and sequence models: ``pixel_shuffle``,
``pixel_unshuffle``, ``channel_shuffle``, ``fold``, ``temporal_shift``, ``sequence_mask``, ``label_smooth``,
``zeropad2d``. They move values without arithmetic (so torch's kernels give paddle's bits), except
``fold`` (overlaps added in kernel-offset order, as paddle's col2im) and ``label_smooth``."""

import warnings

import numpy as np
import torch
import torch.nn.functional as F

from unigrad.paddle_api import _dtype
from unigrad.paddle_api.tensor import Tensor, VisibleDeprecationWarning, wrap

__all__ = ["pixel_shuffle", "pixel_unshuffle", "channel_shuffle", "fold", "temporal_shift", "sequence_mask",
           "label_smooth", "zeropad2d"]


def _check_format(data_format):
    if data_format not in ["NCHW", "NHWC"]:
        raise ValueError(f"Attr(data_format) should be 'NCHW' or 'NHWC'.But receive Attr(data_format): {data_format} ")


def _channels_first(t, data_format):
    return t.permute(0, 3, 1, 2) if data_format == "NHWC" else t


def _channels_back(t, data_format):
    return t.permute(0, 2, 3, 1).contiguous() if data_format == "NHWC" else t


def _invalid(message, expected, received, line):
    return ValueError(f"(InvalidArgument) {message}\n  [Hint: Expected {expected}, but received {received}.] "
                      f"(at /paddle/paddle/phi/infermeta/unary.cc:{line})\n")


def _check_4d(x):
    if len(x.shape) != 4:
        raise ValueError(f"Input x should be 4D tensor, but received x with the shape of {x.shape}")


def pixel_shuffle(x, upscale_factor, data_format="NCHW", name=None):
    """``[N, C * r * r, H, W]`` to ``[N, C, H * r, W * r]``."""
    if not isinstance(upscale_factor, int):
        raise TypeError("upscale factor must be int type")
    _check_format(data_format)
    at, line = (1, 3648) if data_format == "NCHW" else (3, 3656)
    channels, square = x._torch.shape[at], upscale_factor * upscale_factor
    if channels % square:
        what = f"input_dims[{at}] % (upscale_factor * upscale_factor)"
        raise _invalid(f"The square of upscale_factor[{square}] should divide the number of channel[{channels}]",
                       f"{what} == 0", f"{what}:{channels % square} != 0:0", line)
    t = _channels_first(x._torch, data_format)
    return wrap(_channels_back(F.pixel_shuffle(t, upscale_factor), data_format))


def pixel_unshuffle(x, downscale_factor, data_format="NCHW", name=None):
    """``[N, C, H * r, W * r]`` to ``[N, C * r * r, H, W]``."""
    _check_4d(x)
    if not isinstance(downscale_factor, int):
        raise TypeError("Downscale factor must be int type")
    if downscale_factor <= 0:
        raise ValueError("Downscale factor must be positive")
    _check_format(data_format)
    at, line = (2, 3742) if data_format == "NCHW" else (1, 3752)
    height, width = x._torch.shape[at], x._torch.shape[at + 1]
    if height % downscale_factor or width % downscale_factor:
        what = f"(input_dims[{at}] % downscale_factor) == 0 && (input_dims[{at + 1}] % downscale_factor) == 0"
        raise _invalid(f"Downscale factor[{downscale_factor}] should divide both height[{height}] and width[{width}]",
                       f"{what} == true", f"{what}:0 != true:1", line)
    t = _channels_first(x._torch, data_format)
    return wrap(_channels_back(F.pixel_unshuffle(t, downscale_factor), data_format))


def channel_shuffle(x, groups, data_format="NCHW", name=None):
    """The channels as ``[groups, C / groups]`` read transposed."""
    _check_4d(x)
    if not isinstance(groups, int):
        raise TypeError("groups must be int type")
    if groups <= 0:
        raise ValueError("groups must be positive")
    _check_format(data_format)
    at, line = (1, 6676) if data_format == "NCHW" else (3, 6684)
    channels = x._torch.shape[at]
    if channels % groups:
        raise _invalid(f"The number of groups to divide channels in [{groups}] should divide the number of channel "
                       f"[{channels}]", f"input_dims[{at}] % groups == 0",
                       f"input_dims[{at}] % groups:{channels % groups} != 0:0", line)
    t = _channels_first(x._torch, data_format)
    n, c, h, w = t.shape
    out = t.reshape(n, groups, c // groups, h, w).transpose(1, 2).reshape(n, c, h, w)
    return wrap(_channels_back(out, data_format))


def _pair_of(value, what):
    if isinstance(value, int):
        return [value, value]
    assert isinstance(value, (list, tuple)) and len(value) == 2, (
        f"{what} should either be an integer or a list/tuple of two integers")
    return list(value)


def fold(x, output_sizes, kernel_sizes, strides=1, paddings=0, dilations=1, name=None):
    """``[N, C * kh * kw, L]`` blocks summed back into ``[N, C, H, W]`` (the inverse layout of ``unfold``);
    ``paddings`` one int, two (height, width) or four (top, left, bottom, right)."""
    output_sizes = _pair_of(output_sizes, "output_sizes")
    kernel_sizes = _pair_of(kernel_sizes, "kernel_sizes")
    strides, dilations = _pair_of(strides, "strides"), _pair_of(dilations, "dilations")
    if isinstance(paddings, int):
        paddings = [paddings] * 4
    elif isinstance(paddings, (list, tuple)):
        if len(paddings) == 2:
            paddings = list(paddings) * 2
        elif len(paddings) != 4:
            raise ValueError("paddings should either be an integer or a list of 2 or 4 integers")
    else:
        raise ValueError("Unexpected type of paddings, it should be either an integer or a listof 2 or 4 integers")
    top, left, bottom, right = paddings
    t = x._torch
    spans = [d * (k - 1) + 1 for d, k in zip(dilations, kernel_sizes)]
    # paddle's shape check counts the blocks with the first two paddings on both sides ...
    blocks = [(size + 2 * pad - span) // stride + 1
              for size, pad, span, stride in zip(output_sizes, (top, left), spans, strides)]
    if blocks[0] * blocks[1] != t.shape[2]:
        raise ValueError(
            f"(InvalidArgument) Given input output_size ({output_sizes[0]}, {output_sizes[1]}), kernel_sizes "
            f"({kernel_sizes[0]}, {kernel_sizes[1]}), strides ({strides[0]}, {strides[1]}), dilations ({dilations[0]}, "
            f"{dilations[1]}), which should be expected size of input's dimension 2 to match the calculated number of "
            f"{blocks[0]} * {blocks[1]} = {blocks[0] * blocks[1]}, but got {t.shape[2]}\n  [Hint: Expected "
            "blocks_height * blocks_width == in_dims[2], but received blocks_height * blocks_width:"
            f"{blocks[0] * blocks[1]} != in_dims[2]:{t.shape[2]}.] (at /paddle/paddle/phi/infermeta/unary.cc:1962)\n")
    # ... then its col2im asks the paddings of each side to give as many (so only even paddings get through)
    for axis, (size, before, after, span, stride, count, line) in enumerate(zip(
            output_sizes, (top, left), (bottom, right), spans, strides, blocks, (107, 115))):
        got = (size + before + after - span) // stride + 1
        if got != count:
            dim, name = ("height", "filter_height") if axis == 0 else ("width", "filter_width")
            expr = (f"(im_{dim} + padding[{axis}] + padding[{axis + 2}] - ((dilation[{axis}] * ({name} - 1) + 1))) / "
                    f"stride[{axis}] + 1")
            raise ValueError(
                "(InvalidArgument) Output_height and padding(padding_up, padding_down) are inconsistent.\n  [Hint: "
                f"Expected {expr} == col_{dim}, but received {expr}:{got} != col_{dim}:{count}.] "
                f"(at /paddle/paddle/phi/kernels/funcs/im2col.cc:{line})\n")
    return wrap(F.fold(t, output_sizes, kernel_sizes, dilations, [top, left], strides))


def temporal_shift(x, seg_num, shift_ratio=0.25, name=None, data_format="NCHW"):
    """For ``[N * seg_num, C, H, W]`` input: the first ``C * shift_ratio`` channels of each segment take the
    previous segment's values, the next as many the following segment's (zeros at the ends)."""
    if data_format not in ["NCHW", "NHWC"]:
        raise ValueError(f"Attr(data_format) should be 'NCHW' or 'NHWC'. Received Attr(data_format): {data_format}.")
    if not isinstance(seg_num, int):
        raise TypeError("seg_num must be int type.")
    t = _channels_first(x._torch, data_format)
    nt, c, h, w = t.shape
    v = t.reshape(nt // seg_num, seg_num, c, h, w)
    first, second = int(c * shift_ratio), int(c * 2 * shift_ratio)
    zeros = v.new_zeros(v.shape[0], 1, c, h, w)
    later = torch.cat([v[:, 1:], zeros], 1)  # each segment takes the next one's values
    earlier = torch.cat([zeros, v[:, :-1]], 1)  # ... or the previous one's
    out = torch.cat([earlier[:, :, :first], later[:, :, first:second], v[:, :, second:]], 2)
    return wrap(_channels_back(out.reshape(nt, c, h, w), data_format))


def sequence_mask(x, maxlen=None, dtype="int64", name=None):
    """``mask[..., j] = j < x[...]`` for ``j`` below ``maxlen`` (the largest length when not given)."""
    t = x._torch
    if isinstance(maxlen, Tensor):
        maxlen = int(maxlen._torch.reshape(-1)[0])
    if maxlen is None or maxlen < 0:
        maxlen = int(t.max()) if t.numel() else 0
    out = torch.arange(maxlen, device=t.device) < t.unsqueeze(-1)
    result = wrap(out.to(_dtype.to_torch(dtype)))
    result.stop_gradient = True
    return result


def label_smooth(label, prior_dist=None, epsilon=0.1, name=None):
    """``(1 - epsilon) * label + epsilon / classes`` (or ``+ epsilon * prior_dist``), epsilon a float32."""
    if epsilon > 1.0 or epsilon < 0.0:
        raise ValueError("The value of epsilon must be between 0 and 1.")
    t = label._torch
    eps = np.float32(epsilon)
    keep = float(np.float32(1) - eps)
    if prior_dist is not None:
        return wrap(keep * t + float(eps) * prior_dist._torch.detach())  # paddle gives the prior no gradient
    return wrap(keep * t + float(np.float32(eps / np.float32(t.shape[-1]))))


def zeropad2d(x, padding, data_format="NCHW", name=None):
    """``pad`` with zeros around the two spatial axes (``padding``: left, right, top, bottom)."""
    from unigrad.paddle_api.nn.functional import pad

    warnings.warn('\x1b[93m\nWarning:\nAPI "paddle.nn.functional.common.zeropad2d" is deprecated since 3.0.0, and will '
                  'be removed in future versions. Please use "paddle.nn.ZeroPad2D" instead.\n    Reason: Please use '
                  'class ZeroPad2D \x1b[0m', VisibleDeprecationWarning, stacklevel=2)
    return pad(x, pad=padding, mode="constant", value=0, data_format=data_format)
