"""``mindspore.ops.function.random_func``: the ``_ext`` random ops behind ``mindspore.mint``.

On MindSpore 2.10's CPU backend none of them has a kernel: each moves its generator on
(``generator._step``, 12 per call) and launches a kernel that fails asynchronously, the in-place
ones (``rand``, ``randn``, ``randint`` and their ``_like`` forms fill a new tensor, whose shape can
be read) when the kernel is created, the others for want of a registered kernel. Nothing is drawn.

>>> out = rand_ext(2, 3)
>>> out.shape
(2, 3)
>>> from unigrad.mindspore_api.common.tensor import synchronize
>>> try:
...     synchronize()
... except RuntimeError as e:
...     print(str(e).splitlines()[0])
Create kernelmod for op InplaceUniform failed
"""

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.generator import STEP, default_generator
from unigrad.mindspore_api.common.tensor import _failed_launch, _unregistered

__all__ = ["rand_ext", "randn_ext", "randint_ext", "rand_like_ext", "randn_like_ext", "randint_like_ext",
           "randperm_ext", "normal_ext", "multinomial_ext"]


def _generator(generator):
    (default_generator if generator is None else generator)._step(STEP)


def _size(size):
    return tuple(size[0]) if len(size) == 1 and isinstance(size[0], (list, tuple)) else tuple(size)


def _inplace_random(kernel, shape, dtype):
    error = RuntimeError, with_call_stack(f"Create kernelmod for op {kernel} failed",
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
