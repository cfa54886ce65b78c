"""``mindspore.mint``: MindSpore's torch-style op set (``dim``/``keepdim``/``correction`` spellings).

Only what is reproduced is claimed: ``std`` and the random ops (``rand``, ``randn``, ``randint``,
``randperm``, ``normal``, ``bernoulli``, ``multinomial`` and the ``_like`` forms), which on MindSpore
2.10's CPU backend move their generator on and then fail for want of a kernel. On MindSpore 2.10's CPU backend
``mint.std`` checks its arguments and then fails for want of a kernel, and
does so asynchronously (the error comes at the next read of any tensor), as
every op launched in PyNative mode: unigrad fails the same way.

>>> import unigrad.mindspore_api as ms
>>> out = ms.mint.std(ms.Tensor([[1.0, 2.0]]), dim=1)  # nothing raised yet
>>> try:
...     print(ms.Tensor([0.5]))
... except RuntimeError as e:
...     print(str(e).splitlines()[0])
The kernel Std unregistered.
"""

import builtins

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.generator import STEP, default_generator
from unigrad.mindspore_api.common.tensor import _failed_launch, _unregistered, _with_call_stack

__all__ = ["std"]


def _kind(value):
    """How MindSpore names an argument's type in its "Failed calling" errors."""
    if isinstance(value, TensorBox):
        return "Tensor"
    if isinstance(value, (list, tuple)):
        items = ", ".join(_kind(item) for item in value)
        return f"{'List' if isinstance(value, list) else 'Tuple'}<{items}>"
    if value is None:
        return "None"
    return {builtins.bool: "bool", int: "int", float: "float", str: "string"}.get(type(value), type(value).__name__)


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, builtins.bool)


def std_ext(input, dim=None, *, correction=1, keepdim=False):  # noqa: A002 - MindSpore's argument name
    """The standard deviation over ``dim`` with Bessel's ``correction`` (MindSpore's ``Std`` op)."""
    dims = dim if isinstance(dim, (list, tuple)) else () if dim is None else (dim,)
    if not (isinstance(input, TensorBox) and all(_is_int(d) for d in dims) and _is_int(correction)
            and isinstance(keepdim, builtins.bool)):
        raise TypeError(_with_call_stack(
            f'Failed calling Std with "Std()(input={_kind(input)}, dim={_kind(dim)}, correction={_kind(correction)}, '
            f'keepdim={_kind(keepdim)})".\nThe valid calling should be: \n"Std()(input=<Tensor>, '
            'dim=<list of int, int, tuple of int>, correction=<int>, keepdim=<bool>)".',
            "mindspore/ccsrc/pynative/utils/pynative_utils.cc:821 PrintTypeCastErrorForPyObject"))
    # the remaining checks run in the launched op: their errors are asynchronous too
    rank = builtins.max(input._torch.dim(), 1)
    bad = [d for d in dims if not -rank <= d < rank]
    dtype = mstype.from_torch(input._torch.dtype)
    if bad:
        error = ValueError, _with_call_stack(
            f"For primitive[Std], the axis value must be in [{-rank},{rank}), but got {bad[0]}.",
            "mindspore/ops/infer/ops_func_impl//reduce_arithmetic.cc:30 CalRealAixs")
    elif dtype not in (mstype.float16, mstype.float32, mstype.bfloat16):
        error = TypeError, _with_call_stack(
            f"For primitive[Std], the input[input] supports types: Float16, Float32, BFloat16. But got {dtype}.",
            "mindspore/core/utils/check_convert_utils.cc:1592 CheckTypeIdValid")
    else:
        error = _unregistered("Std")
    return _failed_launch(input._torch, error)


std = std_ext  # MindSpore's function is named std_ext (its TypeErrors say so)


# --- random ops: MindSpore 2.10's CPU backend has no kernels for them ----------------------------
# Each moves its generator on (``generator._step``, 12 per call) and launches a kernel that fails
# asynchronously: the in-place ones (rand, randn, randint and their _like forms fill a new tensor)
# when the kernel is created, the others for want of a registered kernel. Nothing is drawn.

def _generator(generator):
    (default_generator if generator is None else generator)._step(STEP)


def _size(size):
    return tuple(size[0]) if len(size) == 1 and isinstance(size[0], (list, tuple)) else tuple(size)


def _inplace_random(kernel, shape, dtype):
    error = RuntimeError, _with_call_stack(f"Create kernelmod for op {kernel} failed",
                                           "mindspore/ccsrc/pynative/utils/pyboost/pyboost_utils.cc:244 CreateKernelMod")
    return _failed_launch(torch.zeros(shape, dtype=mstype.to_torch(dtype)), error, shape_known=True)


def _unregistered_random(kernel):
    return _failed_launch(torch.zeros(0), _unregistered(kernel))


def rand_ext(*size, generator=None, dtype=None, device=None):
    _generator(generator)
    return _inplace_random("InplaceUniform", _size(size), dtype or mstype.float32)


def randn_ext(*size, generator=None, dtype=None, device=None):
    _generator(generator)
    return _inplace_random("InplaceNormal", _size(size), dtype or mstype.float32)


def randint_ext(*args, generator=None, dtype=None, device=None):
    low, high, size = (0, *args) if len(args) == 2 else args
    _generator(generator)
    return _inplace_random("InplaceRandom", tuple(size), dtype or mstype.int64)


def rand_like_ext(input, *, dtype=None, device=None):  # noqa: A002
    _generator(None)
    return _inplace_random("InplaceUniform", tuple(input.shape), dtype or input.dtype)


def randn_like_ext(input, *, dtype=None, device=None):  # noqa: A002
    _generator(None)
    return _inplace_random("InplaceNormal", tuple(input.shape), dtype or input.dtype)


def randint_like_ext(*args, dtype=None, device=None):
    input, low, high = (args[0], 0, args[1]) if len(args) == 2 else args  # noqa: A001
    _generator(None)
    return _inplace_random("InplaceRandom", tuple(input.shape), dtype or input.dtype)


def randperm_ext(n, *, generator=None, dtype=mstype.int64):
    _generator(generator)
    if isinstance(n, int) and n < 0:
        return _failed_launch(torch.zeros(0), (ValueError, f"For 'RandpermExt', the input 'n' must be >= 0, but got data: {n}."))
    return _unregistered_random("RandpermExt")


def normal_ext(mean=0.0, std=1.0, size=None, generator=None):
    _generator(generator)
    kind = "Tensor" if isinstance(mean, TensorBox) else "Float"
    kind += "Tensor" if isinstance(std, TensorBox) else "Float"
    return _unregistered_random(f"Normal{kind}")


def bernoulli_ext(input, *, generator=None):  # noqa: A002
    _generator(generator)
    return _unregistered_random("BernoulliExt")


def multinomial_ext(input, num_samples, replacement=False, *, generator=None):  # noqa: A002
    _generator(generator)
    return _unregistered_random("MultinomialExt")


rand, randn, randint, randperm, normal = rand_ext, randn_ext, randint_ext, randperm_ext, normal_ext
rand_like, randn_like, randint_like = rand_like_ext, randn_like_ext, randint_like_ext
bernoulli, multinomial = bernoulli_ext, multinomial_ext
__all__ += ["rand", "randn", "randint", "randperm", "normal", "bernoulli", "multinomial", "rand_like", "randn_like",
            "randint_like"]
