"""``paddle.compat``: paddle 3's torch-signature spellings of a few ops (what PaConvert emits).

``max``/``min`` take torch's overloads (whole tensor, ``dim`` with values and indices, or a second
tensor), ``sort`` returns ``(values, indices)``, ``split`` takes torch's ``split_size_or_sections``.
"""

import collections

import torch

from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = ["max", "min", "sort", "split", "unique", "equal", "median", "nanmedian", "slogdet", "seed", "MinMaxRetType", "SortRetType",
           "MedianRetType", "SlogdetResult", "nn"]

MinMaxRetType = collections.namedtuple("MinMaxRetType", ["values", "indices"])
SortRetType = collections.namedtuple("SortRetType", ["values", "indices"])
MedianRetType = collections.namedtuple("MedianRetType", ["values", "indices"])
SlogdetResult = collections.namedtuple("SlogdetResult", ["sign", "logabsdet"])


def _extreme(torch_reduce, torch_pair):
    def op(input, *args, out=None, **kwargs):
        t = input._torch
        if args and isinstance(args[0], Tensor):
            return wrap(torch_pair(t, args[0]._torch))
        if "other" in kwargs:
            return wrap(torch_pair(t, kwargs["other"]._torch))
        if not args and "dim" not in kwargs:
            return wrap(torch_reduce(t))
        names = ("dim", "keepdim")
        params = dict(zip(names, args))
        params.update(kwargs)
        values, indices = torch_reduce(t, params["dim"], params.get("keepdim", False))
        return MinMaxRetType(wrap(values), wrap(indices))

    return op


max = _extreme(torch.max, torch.maximum)
min = _extreme(torch.min, torch.minimum)


def sort(input, dim=-1, descending=False, stable=False, out=None):
    values, indices = torch.sort(input._torch, dim=dim, descending=descending, stable=stable)
    return SortRetType(wrap(values), wrap(indices))


def split(tensor, split_size_or_sections, dim=0):
    return tuple(wrap(part) for part in torch.split(tensor._torch, split_size_or_sections, dim))


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    result = torch.unique(input._torch, sorted=sorted, return_inverse=return_inverse, return_counts=return_counts,
                          dim=dim)
    return tuple(wrap(r) for r in result) if isinstance(result, tuple) else wrap(result)


def equal(input, other):
    a, b = input._torch, other._torch
    return a.shape == b.shape and bool(torch.equal(a, b))


from unigrad.paddle_api.compat import nn  # noqa: E402 -- needs the names above


def median(input, dim=None, keepdim=False, *, out=None):
    """torch's median: the lower of the two middle values; over ``dim`` with their indices (``MedianRetType``)."""
    from unigrad.paddle_api.ops import assign, median as paddle_median

    if dim is None:
        result = paddle_median(input, None, keepdim, mode="min")
        return result if out is None else assign(result, out)
    values, indices = paddle_median(input, dim, keepdim, mode="min")
    if out is not None:
        values, indices = assign(values, out[0]), assign(indices, out[1])
    return MedianRetType(values=values, indices=indices)


def nanmedian(input, dim=None, keepdim=False, *, out=None):
    """torch's nanmedian: the lower middle value ignoring nan (nan only where all are); over ``dim`` with its
    index (``MedianRetType``)."""
    from unigrad.paddle_api.ops import assign
    from unigrad.paddle_api.tensor import wrap

    t = input._torch
    if dim is None:
        result = wrap(torch.nanmedian(t))
        return result if out is None else assign(result, out)
    values, indices = (wrap(r) for r in torch.nanmedian(t, dim, keepdim))
    if out is not None:
        values, indices = assign(values, out[0]), assign(indices, out[1])
    return MedianRetType(values=values, indices=indices)


def slogdet(x, out=None):
    """``SlogdetResult(sign, logabsdet)`` of paddle's slogdet kernel."""
    from unigrad.paddle_api.linalg import slogdet as paddle_slogdet

    both = paddle_slogdet(x)
    return SlogdetResult(both[0], both[1])


def seed():
    """Seed paddle's generator with a fresh non-deterministic seed and return it (torch's ``seed()``)."""
    from unigrad.paddle_api import _random
    from unigrad.paddle_api._creation import seed as paddle_seed

    value = _random._random_seed()
    paddle_seed(value)
    return value
