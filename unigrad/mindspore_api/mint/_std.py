"""``mindspore.mint.std`` and the random ops of ``mindspore.mint``.

The random ops (``rand``, ``randn``, ``randint``,
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

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _failed_launch, _unregistered

__all__ = ["std", "std_ext"]


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
        raise TypeError(with_call_stack(
            f'Failed calling Std with "Std()(input={_kind(input)}, dim={_kind(dim)}, correction={_kind(correction)}, '
            f'keepdim={_kind(keepdim)})".\nThe valid calling should be: \n"Std()(input=<Tensor>, '
            'dim=<list of int, int, tuple of int>, correction=<int>, keepdim=<bool>)".',
            "mindspore/ccsrc/pynative/utils/pynative_utils.cc:821 PrintTypeCastErrorForPyObject"))
    # the remaining checks run in the launched op: their errors are asynchronous too
    rank = builtins.max(input._torch.dim(), 1)
    bad = [d for d in dims if not -rank <= d < rank]
    dtype = mstype.from_torch(input._torch.dtype)
    if bad:
        error = ValueError, with_call_stack(
            f"For primitive[Std], the axis value must be in [{-rank},{rank}), but got {bad[0]}.",
            "mindspore/ops/infer/ops_func_impl//reduce_arithmetic.cc:30 CalRealAixs")
    elif dtype not in (mstype.float16, mstype.float32, mstype.bfloat16):
        error = TypeError, with_call_stack(
            f"For primitive[Std], the input[input] supports types: Float16, Float32, BFloat16. But got {dtype}.",
            "mindspore/core/utils/check_convert_utils.cc:1592 CheckTypeIdValid")
    else:
        error = _unregistered("Std")
    return _failed_launch(input._torch, error)


std = std_ext  # MindSpore's function is named std_ext (its TypeErrors say so)


# the random ops: MindSpore's mint takes them from ops.function.random_func
from unigrad.mindspore_api.ops.function.random_func import (  # noqa: E402
    bernoulli_ext as bernoulli, multinomial_ext as multinomial, normal_ext as normal, rand_ext as rand,
    rand_like_ext as rand_like, randint_ext as randint, randint_like_ext as randint_like, randn_ext as randn,
    randn_like_ext as randn_like, randperm_ext as randperm,
)

__all__ += ["rand", "randn", "randint", "randperm", "normal", "bernoulli", "multinomial", "rand_like", "randn_like",
            "randint_like"]
