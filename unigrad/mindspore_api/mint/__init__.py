"""``mindspore.mint``: MindSpore's torch-style op set (``input``/``other``/``dim``/``keepdim`` spellings).

Each name runs the kernel its ``mindspore.ops`` (or Tensor method) counterpart runs, so every spelling of an
op gives the same bits: a mint function only translates the torch-style arguments. Names are claimed where
their doc examples, measured on MindSpore 2.10's CPU backend, agree (``unigrad conform --harvest mindspore
mindspore.mint``). Where MindSpore defines a mint function in another module (``ops.function.math_func``,
``ops.auto_generate`` ...), unigrad defines it there too and imports it here, as its doc examples call it
there. ``std``, the random ops (:mod:`._std`), ``dot``, ``outer``, ``addmm``, ``addbmm``, ``baddbmm``,
``exp2``, ``cumsum``, ``std_mean``, ``nn.MSELoss`` and ``nn.functional.cosine_embedding_loss`` fail
asynchronously for want of a CPU kernel, as each does on MindSpore 2.10 (measured).

>>> import unigrad.mindspore_api as ms
>>> print(ms.mint.sum(ms.Tensor([[1.0, 2.0], [3.0, 4.0]]), dim=1, keepdim=True))
[[3.]
 [7.]]
"""

import builtins

import torch

from unigrad.mindspore_api import ops
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.mint import nn
from unigrad.mindspore_api.mint.nn import functional
from unigrad.mindspore_api.mint._std import (  # noqa: F401 - re-exported
    bernoulli, multinomial, normal, rand, rand_like, randint, randint_like, randn, randn_like, randperm, std,
    std_ext,
)
from unigrad.mindspore_api.ops.functional import (  # noqa: F401 - MindSpore's mint exports these ops functions
    cross, cumprod, diff_ext as diff, dstack, erfinv, gcd, nan_to_num, polar, ravel, searchsorted, sinc,
)

# mint's functions that MindSpore defines in these modules (its doc examples call them there)
from unigrad.mindspore_api.ops.auto_generate import (  # noqa: F401
    broadcast_to_view as broadcast_to, cumsum_ext as cumsum, dot, exp2, outer_ext as outer,
    transpose_ext_view as transpose,
)
from unigrad.mindspore_api.ops.functional_overload import any  # noqa: A004 - MindSpore's name
from unigrad.mindspore_api.ops.function.array_func import chunk_view as chunk, gather_ext as gather, split_view as split
from unigrad.mindspore_api.ops.function.math_func import (  # noqa: F401
    addbmm_ext as addbmm, addmm_ext as addmm, amax_ext as amax, amin_ext as amin, baddbmm_ext as baddbmm,
    float_power_ext as float_power, std_mean_ext as std_mean,
)

__all__ = ["any", "broadcast_to", "cumsum", "dot", "exp2", "outer", "transpose", "chunk", "gather", "split",
           "addbmm", "addmm", "amax", "amin", "baddbmm", "float_power", "std_mean", "cross", "cumprod", "diff",
           "dstack", "erfinv", "gcd", "nan_to_num", "polar", "ravel", "searchsorted", "sinc",
           "std", "rand", "randn", "randint", "randperm", "normal", "bernoulli", "multinomial", "rand_like",
           "randn_like", "randint_like"]


def _as_method(name):
    """mint's ``name(input, ...)``: the Tensor method of that name (the same kernel, the same overloads)."""
    def function(input, *args, **kwargs):  # noqa: A002 - MindSpore's argument name
        return getattr(input, name)(*args, **kwargs)

    function.__name__ = function.__qualname__ = name
    function.__doc__ = f"``Tensor.{name}`` of ``input``."
    return function


#: mint functions that are the Tensor method of the same name, with the same arguments.
_METHODS = (
    "abs", "add", "atanh", "bmm", "ceil", "clamp", "cos", "cosh", "eq", "erf",
    "erfc", "exp", "expm1", "floor", "floor_divide", "fmod", "greater", "greater_equal", "gt", "index_add",
    "isclose", "isfinite", "isinf", "isnan", "isneginf", "le", "lerp", "less", "less_equal", "log", "log1p",
    "logical_and", "logical_not", "logical_or", "logical_xor", "masked_select", "max", "maximum", "min", "minimum",
    "mul", "narrow", "ne", "neg", "reciprocal", "remainder", "repeat_interleave", "rsqrt",
    "scatter", "select", "sigmoid", "sin", "sinh", "square", "sub", "tan", "tanh", "tril", "triu", "xlogy",
    "sqrt", "unsqueeze", "matmul",
)
globals().update({name: _as_method(name) for name in _METHODS})
__all__ += sorted(set(_METHODS))


def _dim(dim):
    return () if dim is None else dim


def sum(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A001,A002 - MindSpore's names
    return ops.sum(input, dim, keepdim, dtype=dtype)


def mean(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    x = input if dtype is None else input.astype(dtype)
    return ops.mean(x, _dim(dim), keepdim)


def prod(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    return ops.prod(input, dim, keepdim, dtype)


def all(input, dim=None, keepdim=False):  # noqa: A001,A002
    return input.all(dim=dim, keepdim=keepdim)


def cummax(input, dim):  # noqa: A002
    return ops.cummax(input, dim)


def diag(input, diagonal=0):  # noqa: A002
    return _box(torch.diag(input._torch, diagonal))


def ones(size, *, dtype=None):
    return ops.ones(size, dtype)


def arange(start=0, end=None, step=1, *, dtype=None):
    return ops.arange(start, end, step, dtype=dtype)


def flatten(input, start_dim=0, end_dim=-1):  # noqa: A002
    return functional.flatten(input, start_dim, end_dim)


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):  # noqa: A002
    return builtins.bool(ops.isclose(input, other, rtol, atol, equal_nan).all())


def cat(tensors, dim=0):
    return ops.concat(tensors, dim)


concat = cat


def tile(input, dims):  # noqa: A002
    return ops.tile(input, dims)


def flip(input, dims):  # noqa: A002
    return ops.flip(input, dims)


def permute(input, dims):  # noqa: A002
    return ops.permute(input, dims)


def swapaxes(input, axis0, axis1):  # noqa: A002
    return ops.swapaxes(input, axis0, axis1)


def eye(n, m=None, dtype=None):
    return ops.eye(n, m, dtype)


def zeros(size, *, dtype=None):
    return ops.zeros(size, dtype)


def where(condition, input=None, other=None):  # noqa: A002
    if input is None and other is None:
        return ops.nonzero(condition, as_tuple=True)
    return ops.where(condition, input, other)


def pow(input, exponent):  # noqa: A001,A002
    return ops.pow(input, exponent)


def hstack(tensors):
    return _box(torch.hstack([t._torch for t in tensors]))


def meshgrid(*tensors, indexing=None):
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    return tuple(_box(t) for t in torch.meshgrid(*[t._torch for t in tensors], indexing=indexing or "ij"))


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    out = torch.unique_consecutive(input._torch, return_inverse=return_inverse, return_counts=return_counts, dim=dim)
    return tuple(_box(t) for t in out) if isinstance(out, tuple) else _box(out)


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    return _box(torch.cdist(x1._torch, x2._torch, p))


__all__ += ["cummax", "diag", "ones", "arange", "flatten", "sum", "mean", "prod", "all", "allclose", "cat", "tile",
            "flip", "permute", "swapaxes", "eye", "zeros", "where", "pow", "hstack", "meshgrid", "unique_consecutive",
            "cdist"]


__all__ += ["nn", "functional"]

