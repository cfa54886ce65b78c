"""``paddle.nn.functional`` pooling: max/avg pooling in 1-D to 3-D and the adaptive forms, with paddle's
argument conventions (``padding`` as an int, one value per axis, a (before, after) pair per axis, or
``"SAME"``/``"VALID"``; ``exclusive=True`` leaves padding out of the average; ``return_mask`` gives the
argmax flattened over the spatial axes).
"""

import math

import torch
import torch.nn.functional as F

from unigrad.paddle_api.tensor import wrap

__all__ = ["max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d", "avg_pool2d", "avg_pool3d",
           "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool1d",
           "adaptive_max_pool2d", "adaptive_max_pool3d"]

_TORCH_MAX = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}
_TORCH_AVG = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}
_TORCH_ADAPTIVE_AVG = {1: F.adaptive_avg_pool1d, 2: F.adaptive_avg_pool2d, 3: F.adaptive_avg_pool3d}
_TORCH_ADAPTIVE_MAX = {1: F.adaptive_max_pool1d, 2: F.adaptive_max_pool2d, 3: F.adaptive_max_pool3d}


def _tuple(value, n):
    if isinstance(value, int):
        return [value] * n
    value = [int(v) for v in value]
    return value * n if len(value) == 1 else value


def _channels_first(t, data_format):
    return t.movedim(-1, 1) if data_format[-1] == "C" else t


def _channels_back(t, data_format):
    return t.movedim(1, -1) if data_format[-1] == "C" else t


def _paddings(padding, n, spatial, kernel, stride):
    """``(before, after)`` pairs per spatial axis, from any of paddle's padding spellings."""
    if isinstance(padding, str):
        mode = padding.upper()
        if mode == "VALID":
            return [(0, 0)] * n
        if mode != "SAME":
            raise ValueError(f"Unknown padding: '{padding}'. It can only be 'SAME' or 'VALID'.")
        pairs = []
        for size, k, s in zip(spatial, kernel, stride):
            out = math.ceil(size / s)
            total = max((out - 1) * s + k - size, 0)
            pairs.append((total // 2, total - total // 2))
        return pairs
    values = _tuple(padding, n)
    if len(values) == n:
        return [(v, v) for v in values]
    if len(values) == 2 * n:
        return [(values[2 * i], values[2 * i + 1]) for i in range(n)]
    raise ValueError(f"The padding should be an int or a list of {n} or {2 * n} ints, but got {padding}")


def _pool(x, n, kernel_size, stride, padding, ceil_mode, data_format, kind, return_mask=False, exclusive=True,
          divisor_override=None):
    t = _channels_first(x._torch, data_format)
    kernel = _tuple(kernel_size, n)
    stride = kernel if stride is None else _tuple(stride, n)
    pairs = _paddings(padding, n, list(t.shape[2:]), kernel, stride)
    symmetric = all(a == b for a, b in pairs)
    if not symmetric or any(a > k // 2 for (a, _), k in zip(pairs, kernel)):
        # torch pads both sides alike and at most half a window: pad here, outside the pooling
        flat = [v for a, b in reversed(pairs) for v in (a, b)]
        fill = float("-inf") if kind == "max" else 0.0
        if kind == "avg" and exclusive:
            ones = F.pad(torch.ones_like(t[:1, :1]), flat, value=0.0)
            total = _TORCH_AVG[n](F.pad(t, flat, value=0.0), kernel, stride, 0, ceil_mode, True, None)
            count = _TORCH_AVG[n](ones, kernel, stride, 0, ceil_mode, True, None)
            return wrap(_channels_back(total / count, data_format))
        t = F.pad(t, flat, value=fill)
        pad = 0
    else:
        pad = [a for a, _ in pairs]
    if kind == "max":
        out, mask = _TORCH_MAX[n](t, kernel, stride, pad, 1, ceil_mode, True)
        out = wrap(_channels_back(out, data_format))
        return (out, wrap(_channels_back(mask.to(torch.int32), data_format))) if return_mask else out
    out = _TORCH_AVG[n](t, kernel, stride, pad, ceil_mode, not exclusive,
                        *(() if n == 1 else (divisor_override,)))
    return wrap(_channels_back(out, data_format))


def max_pool1d(x, kernel_size, stride=None, padding=0, return_mask=False, ceil_mode=False, name=None):
    return _pool(x, 1, kernel_size, stride, padding, ceil_mode, "NCL", "max", return_mask)


def max_pool2d(x, kernel_size, stride=None, padding=0, return_mask=False, ceil_mode=False, data_format="NCHW",
               name=None):
    return _pool(x, 2, kernel_size, stride, padding, ceil_mode, data_format, "max", return_mask)


def max_pool3d(x, kernel_size, stride=None, padding=0, return_mask=False, ceil_mode=False, data_format="NCDHW",
               name=None):
    return _pool(x, 3, kernel_size, stride, padding, ceil_mode, data_format, "max", return_mask)


def avg_pool1d(x, kernel_size, stride=None, padding=0, exclusive=True, ceil_mode=False, name=None):
    return _pool(x, 1, kernel_size, stride, padding, ceil_mode, "NCL", "avg", exclusive=exclusive)


def avg_pool2d(x, kernel_size, stride=None, padding=0, ceil_mode=False, exclusive=True, divisor_override=None,
               data_format="NCHW", name=None):
    return _pool(x, 2, kernel_size, stride, padding, ceil_mode, data_format, "avg", exclusive=exclusive,
                 divisor_override=divisor_override)


def avg_pool3d(x, kernel_size, stride=None, padding=0, ceil_mode=False, exclusive=True, divisor_override=None,
               data_format="NCDHW", name=None):
    return _pool(x, 3, kernel_size, stride, padding, ceil_mode, data_format, "avg", exclusive=exclusive,
                 divisor_override=divisor_override)


def _output_size(output_size, n, spatial):
    sizes = _tuple(output_size, n) if not isinstance(output_size, (list, tuple)) else list(output_size)
    return [spatial[i] if s is None else int(s) for i, s in enumerate(sizes)]


def _adaptive_avg(n, default_format):
    def pool(x, output_size, data_format=default_format, name=None):
        t = _channels_first(x._torch, data_format)
        out = _TORCH_ADAPTIVE_AVG[n](t, _output_size(output_size, n, list(t.shape[2:])))
        return wrap(_channels_back(out, data_format))

    return pool


def _adaptive_max(n):
    def pool(x, output_size, return_mask=False, name=None):
        t = x._torch
        out, mask = _TORCH_ADAPTIVE_MAX[n](t, _output_size(output_size, n, list(t.shape[2:])), True)
        return (wrap(out), wrap(mask.to(torch.int32))) if return_mask else wrap(out)

    return pool


adaptive_avg_pool2d = _adaptive_avg(2, "NCHW")
adaptive_avg_pool3d = _adaptive_avg(3, "NCDHW")
_adaptive_avg_pool1d = _adaptive_avg(1, "NCL")


def adaptive_avg_pool1d(x, output_size, name=None):
    return _adaptive_avg_pool1d(x, output_size)


adaptive_max_pool1d = _adaptive_max(1)
adaptive_max_pool2d = _adaptive_max(2)
adaptive_max_pool3d = _adaptive_max(3)
for _name in ("adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d",
              "adaptive_max_pool3d"):
    globals()[_name].__name__ = globals()[_name].__qualname__ = _name
