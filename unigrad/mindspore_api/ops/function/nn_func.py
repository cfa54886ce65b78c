"""``mindspore.ops.function.nn_func``: where MindSpore defines the ``mint.nn.functional`` functions unigrad
reproduces, under MindSpore's ``_ext`` names."""

import torch

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_gradients
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.common.tensor import _box, _failed_launch
from unigrad.mindspore_api.ops import functional as ops

__all__ = ["glu_ext", "nll_loss_ext", "softmax_ext"]


def _glu_sigmoid(second):
    """The GLU kernels' float32 sigmoid: ``1 / (1 + exp(-x))``, the exp correctly rounded, each step rounded."""
    return 1 / (1 + torch.exp(-second.double()).float())


def _glu_torch(t, dim):
    first, second = t.chunk(2, dim)
    return first * torch.sigmoid(second)


def glu_ext(input, dim=-1):  # noqa: A002
    """MindSpore's GLU and GLUGrad kernels (not ``ops.glu``'s Split, Sigmoid and Mul): the first half along
    ``dim`` times the sigmoid of the second. Measured on 200 float32 rows: values ``a * s`` and gradients
    ``g * s`` and ``g * a * s * (1 - s)`` (left to right) agree to the bit; ``ops.glu`` differs in 134."""
    t = input._torch
    if t.shape[dim] % 2:  # GLU's shape check, which fails when the op runs: at the next read of a tensor
        return _failed_launch(t, (RuntimeError, with_call_stack(
            f"For GLU, halving dimension must be even, but dimension {dim} is size {t.shape[dim]}.",
            "mindspore/ops/infer/ops_func_impl//glu.cc:49 InferShape")))
    if t.dtype is not torch.float32 or not numerics.exact(t):
        return _box(_glu_torch(t, dim))
    first, second = t.detach().chunk(2, dim)
    sig = _glu_sigmoid(second)

    def grad_kernel(grad):
        return (torch.cat([grad * sig, grad * first * sig * (1 - sig)], dim),)

    return _box(with_kernel_gradients(first * sig, lambda u: _glu_torch(u, dim), grad_kernel, t))


def nll_loss_ext(input, target, weight=None, ignore_index=-100, reduction="mean"):  # noqa: A002
    return _box(torch.nn.functional.nll_loss(input._torch, target._torch.long(), None if weight is None else weight._torch,
                                             ignore_index=ignore_index, reduction=reduction))


def softmax_ext(input, dim=None, dtype=None):  # noqa: A002
    x = input if dtype is None else input.astype(dtype)
    return ops.softmax(x, -1 if dim is None else dim)
