"""``paddle.nn.functional`` resampling and the dropout variants: ``interpolate``/``upsample``, ``dropout2d``,
``dropout3d`` (paddle's dropout with one mask value per sample and channel), ``alpha_dropout`` and
``feature_alpha_dropout`` (paddle's uniform draw, keep where ``u >= p``, then its affine correction); ``unfold``
(im2col: data movement only, so torch's kernel gives paddle's values).
"""

import warnings

import numpy as np
import torch
import torch.nn.functional as F

from unigrad.paddle_api import _random
from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = ["interpolate", "upsample", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout", "unfold"]

_TORCH_MODES = {"nearest": "nearest", "linear": "linear", "bilinear": "bilinear", "bicubic": "bicubic",
                "trilinear": "trilinear", "area": "area"}


def _as_list(value):
    if isinstance(value, Tensor):
        return [v for v in value._torch.reshape(-1).tolist()]
    if isinstance(value, (list, tuple)):
        return [int(v._torch.item()) if isinstance(v, Tensor) else v for v in value]
    return value


def interpolate(x, size=None, scale_factor=None, mode="nearest", align_corners=False, align_mode=0,
                data_format=None, recompute_scale_factor=None, antialias=False, name=None):
    t = x._torch
    mode = mode.lower()
    if mode not in _TORCH_MODES:
        raise ValueError(
            "The 'resample' of image_resize can only be 'area', 'linear', 'bilinear', 'trilinear', "
            " 'bicubic' or 'nearest' currently.")
    rank = t.dim()
    if mode == "linear" and rank != 3:
        raise ValueError("'linear' only support 3-D tensor.")
    if mode == "nearest" and rank not in (4, 5):
        raise ValueError("'NEAREST' only support 4-D  or 5-D tensor.")
    if mode in ("bilinear", "bicubic") and rank != 4:
        raise ValueError("'bilinear' and 'bicubic' only support 4-D tensor.")
    if mode == "trilinear" and rank != 5:
        raise ValueError("'trilinear'only support 5-D tensor.")
    if size is None and scale_factor is None:
        raise ValueError("One of size and scale_factor must not be None.")
    if size is not None and scale_factor is not None:
        raise ValueError("Only one of size or scale_factor should be defined.")
    channels_last = data_format is not None and data_format[-1] == "C"
    if channels_last:
        t = t.movedim(-1, 1)
    size, scale_factor = _as_list(size), _as_list(scale_factor)
    if isinstance(size, list):
        if len(size) != t.dim() - 2:
            raise ValueError("The x and size should satisfy rank(x) - 2 == len(size).")
        for dim in size:
            assert dim > 0, "Each dimension size given in out_shape must be greater than 0."
        size = [int(s) for s in size]
    corners = align_corners if mode in ("linear", "bilinear", "bicubic", "trilinear") else None
    if mode == "bilinear" and t.dim() == 4:
        out = _bilinear(t, size, scale_factor, align_corners, align_mode)
    elif mode == "linear" and t.dim() == 3:
        n_in = t.shape[2]
        scale = scale_factor[0] if isinstance(scale_factor, list) else scale_factor
        n_out = (size[0] if isinstance(size, list) else size) if size is not None else int(n_in * scale)
        x_w, x_e, d_w = _source_index(n_in, n_out, None if size is not None else scale, align_corners, align_mode,
                                      wide=True)
        d_w = d_w.to(t.dtype)
        out = t.index_select(2, x_w) * (1 - d_w) + t.index_select(2, x_e) * d_w
    elif mode in ("linear", "trilinear") and not align_corners and align_mode == 1:
        # paddle's align_mode=1: source index = destination index * (in / out), no half-pixel shift
        out_sizes = size if size is not None else [
            int(n * s) for n, s in zip(t.shape[2:], scale_factor if isinstance(scale_factor, list)
                                       else [scale_factor] * (t.dim() - 2))]
        out_sizes = out_sizes if isinstance(out_sizes, list) else [out_sizes] * (t.dim() - 2)
        grids = []
        for n_in, n_out in zip(t.shape[2:], out_sizes):
            src = torch.arange(n_out, dtype=t.dtype) * (n_in / n_out)
            grids.append(src)
        out = t
        for axis, src in enumerate(grids):
            dim = 2 + axis
            low = src.floor().long().clamp(max=t.shape[dim] - 1)
            high = (low + 1).clamp(max=t.shape[dim] - 1)
            frac = (src - low).reshape([-1] + [1] * (t.dim() - dim - 1))
            out = out.index_select(dim, low) * (1 - frac) + out.index_select(dim, high) * frac
    else:
        out = F.interpolate(t, size=size, scale_factor=scale_factor, mode=_TORCH_MODES[mode], align_corners=corners)
    return wrap(out.movedim(1, -1) if channels_last else out)


def _source_index(n_in, n_out, scale, align_corners, align_mode, wide=False):
    """paddle's float32 source coordinate of each output index, its floor, the next index and the weights
    (``wide``: the coordinate computed in double, as paddle's 1-D linear kernel does)."""
    if align_corners:
        ratio = np.float32((n_in - 1.0) / (n_out - 1.0)) if n_out > 1 else np.float32(0)
    elif scale:
        ratio = np.float32(1.0 / scale)
    else:
        ratio = np.float32(n_in / n_out)
    k = np.arange(n_out, dtype=np.float32)
    if not align_corners and align_mode == 0 and wide:
        src = np.maximum(np.float64(ratio) * (k + 0.5) - 0.5, 0).astype(np.float32)
    elif not align_corners and align_mode == 0:
        src = np.maximum(ratio * (k + np.float32(0.5)) - np.float32(0.5), np.float32(0))
    else:
        src = ratio * k
    low = src.astype(np.int64)
    high = np.minimum(low + 1, n_in - 1)
    near = (src - low.astype(np.float32)).astype(np.float32)
    return torch.from_numpy(low), torch.from_numpy(high), torch.from_numpy(near)


def _bilinear(t, size, scale_factor, align_corners, align_mode):
    """paddle's CPU bilinear kernel: ``a*d_s*d_e + c*d_n*d_e + b*d_s*d_w + d*d_n*d_w`` from the four
    neighbours, each product taken left to right."""
    h_in, w_in = t.shape[2], t.shape[3]
    scales = scale_factor if isinstance(scale_factor, list) else [scale_factor, scale_factor]
    if size is not None:
        h_out, w_out = (size, size) if isinstance(size, int) else size
        scales = [None, None]
    else:
        h_out, w_out = int(h_in * scales[0]), int(w_in * scales[1])
    y_n, y_s, d_n = _source_index(h_in, h_out, scales[0], align_corners, align_mode)
    x_w, x_e, d_w = _source_index(w_in, w_out, scales[1], align_corners, align_mode)
    d_n = d_n.to(t.dtype)[:, None]
    d_w = d_w.to(t.dtype)[None, :]
    d_s, d_e = 1 - d_n, 1 - d_w
    rows_n, rows_s = t.index_select(2, y_n), t.index_select(2, y_s)
    nw, ne = rows_n.index_select(3, x_w), rows_n.index_select(3, x_e)
    sw, se = rows_s.index_select(3, x_w), rows_s.index_select(3, x_e)
    return nw * d_s * d_e + sw * d_n * d_e + ne * d_s * d_w + se * d_n * d_w


def upsample(x, size=None, scale_factor=None, mode="nearest", align_corners=False, align_mode=0, data_format=None,
             name=None):
    return interpolate(x, size, scale_factor, mode, align_corners, align_mode, data_format)


def _feature_dropout(x, p, training, data_format, dims):
    from unigrad.paddle_api.nn.functional import dropout

    if x._torch.dim() != dims:
        raise ValueError(
            f"dimensions of x should be {dims}, but received {x._torch.dim()} != {dims}")
    formats = ("NCHW", "NHWC") if dims == 4 else ("NCDHW", "NDHWC")
    if data_format not in formats:
        raise ValueError(f"Attr(data_format) should be '{formats[0]}' or '{formats[1]}'. Received "
                         f"Attr(data_format): {data_format}.")
    axis = [0, 1] if data_format[1] == "C" else [0, dims - 1]
    return dropout(x, p=p, axis=axis, training=training, mode="upscale_in_train")


def dropout2d(x, p=0.5, training=True, data_format="NCHW", name=None):
    return _feature_dropout(x, p, training, data_format, 4)


def dropout3d(x, p=0.5, training=True, data_format="NCDHW", name=None):
    return _feature_dropout(x, p, training, data_format, 5)


_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def _alpha_dropout(x, p, training, feature):
    if not isinstance(p, (float, int)):
        raise TypeError("p argument should be a float or int")
    if p < 0 or p > 1:
        raise ValueError("p argument should between 0 and 1")
    t = x._torch
    if not training:
        return x
    if p == 1:
        return wrap(t * 0.0)
    alpha_p = -_SELU_ALPHA * _SELU_SCALE
    a = ((1 - p) * (1 + p * alpha_p**2)) ** -0.5
    b = -a * alpha_p * p
    if feature:
        if t.dim() < 2:
            raise ValueError("Feature alpha dropout needs at least 2D input.")
        shape = list(t.shape[:2]) + [1] * (t.dim() - 2)
    else:
        shape = list(t.shape)
    f32 = lambda v: float(np.float32(v))
    draws = _random.draw("uniform", shape, low=0.0, high=1.0, dtype=torch.float32, device=t.device)
    keep = (draws >= f32(p)).to(t.dtype)
    drop = 1 - keep
    y = t * keep + drop * f32(alpha_p)
    return wrap(y * f32(a) + f32(b))


def alpha_dropout(x, p=0.5, training=True, name=None):
    return _alpha_dropout(x, p, training, feature=False)


def feature_alpha_dropout(x, p=0.5, training=True, name=None):
    return _alpha_dropout(x, p, training, feature=True)


def _pair(value, name):
    if isinstance(value, int):
        return [value, value]
    if not (isinstance(value, (list, tuple)) and len(value) == 2):
        raise TypeError(f"{name} should either be an integer or a list/tuple of two integers")
    return list(value)


def unfold(x, kernel_sizes, strides=1, paddings=0, dilations=1, name=None):
    """paddle's unfold of an NCHW input into ``[N, C * kh * kw, L]`` blocks; ``paddings`` one int, two
    (height, width) or four (top, left, bottom, right)."""
    assert len(x.shape) == 4, "input should be the format of [N, C, H, W]"
    kernel_sizes, strides = _pair(kernel_sizes, "kernel_sizes"), _pair(strides, "strides")
    dilations = _pair(dilations, "dilations")
    if isinstance(paddings, int):
        paddings = [paddings] * 4
    elif isinstance(paddings, (list, tuple)):
        paddings = list(paddings) * 2 if len(paddings) == 2 else list(paddings)
        if len(paddings) != 4:
            raise ValueError("paddings should either be an integer or a list/tuple of 2 or 4 integers")
    else:
        raise TypeError("Unexpected type of paddings, it should be either an integer or a list/tuple of 2 or 4 integers")
    top, left, bottom, right = paddings
    if top == bottom and left == right:  # torch's kernel pads on the fly: no padded copy of a large input
        return wrap(F.unfold(x._torch, kernel_sizes, dilations, [top, left], strides))
    t = F.pad(x._torch, (left, right, top, bottom))
    return wrap(F.unfold(t, kernel_sizes, dilations, 0, strides))


def local_response_norm(x, size, alpha=0.0001, beta=0.75, k=1.0, data_format="NCHW", name=None):
    """``x / (k + alpha * mean of x^2 over size neighbouring channels) ^ beta``, composed as paddle composes it
    (square, zero pad, average pool over the channel window, scale, pow, divide)."""
    from unigrad.paddle_api import ops
    from unigrad.paddle_api.nn import functional as nnf

    if data_format not in ["NCL", "NLC", "NCHW", "NHWC", "NCDHW", "NDHWC"]:
        raise ValueError(f"data_format should be in one of [NCL, NCHW, NCDHW, NLC, NHWC, NDHWC], but got {data_format}")
    sizes = list(x.shape)
    dim = len(sizes)
    if dim < 3:
        raise ValueError(f"Expected 3D or higher dimensionality input, but got {dim} dimensions")
    for i, sz in enumerate(sizes):
        if not sz > 0 and i > 0:
            raise ValueError(f"Expected every dim's size to be larger than 0, but the size of the {i}-th dim is {sz}")
    channel_last = data_format[-1] == "C"
    rest = int(np.prod(sizes[1:]))
    before, after = size // 2, (size - 1) // 2
    div = ops.unsqueeze(ops.multiply(x, x), axis=1)
    if dim == 3:
        div = nnf.pad(div, pad=[before, after, 0, 0] if channel_last else [0, 0, before, after])
        div = nnf.avg_pool2d(div, kernel_size=(1, size) if channel_last else (size, 1), stride=1)
        div = ops.squeeze(div, axis=1)
    else:
        if channel_last:
            shape = [sizes[0], 1, sizes[1], rest // (sizes[1] * sizes[-1]), sizes[-1]]
            pads, window = [before, after, 0, 0, 0, 0], (1, 1, size)
        else:
            shape = [sizes[0], 1, sizes[1], sizes[2], rest // (sizes[1] * sizes[2])]
            pads, window = [0, 0, 0, 0, before, after], (size, 1, 1)
        div = nnf.pad(ops.reshape(div, shape=shape), pad=pads, data_format="NCDHW")
        div = nnf.avg_pool3d(div, kernel_size=window, stride=1)
        div = ops.reshape(ops.squeeze(div, axis=1), sizes)
    div = ops.pow(ops.scale(div, scale=alpha, bias=k), beta)
    return ops.divide(x, div)


def dropout1d(input, p=0.5, training=True, inplace=False):
    """Dropout of whole channels (axis 1) of ``[N, C, L]`` (or ``[C, L]``) input."""
    from unigrad.paddle_api.nn.functional import dropout

    if p < 0 or p > 1:
        raise ValueError(f"dropout probability must be in [0, 1], got {p}")
    ndim = len(input.shape)
    if ndim not in [2, 3]:
        raise RuntimeError(f"dropout1d expects 2D or 3D input, got {ndim}D")
    if inplace:
        warnings.warn("inplace=True is currently not supported in dropout1d and will be ignored. This parameter is "
                      "reserved for future implementation.")
    if ndim == 2:
        return dropout(input.unsqueeze(0), p=p, axis=1, training=training).squeeze(0)
    return dropout(input, p=p, axis=1, training=training)


__all__ += ["local_response_norm", "dropout1d"]
