"""``mindspore.mint.nn.functional``: torch-style functional layers over MindSpore's kernels.

Each function translates torch's arguments (``input``, ``dim``, ``reduction``) and runs the kernel the
``mindspore.ops`` spelling runs, so both give the same bits.
"""

import torch

from unigrad.mindspore_api import ops
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.common.tensor import _box, _failed_launch
from unigrad.mindspore_api.ops.function.nn_func import glu_ext as glu, nll_loss_ext as nll_loss, softmax_ext as softmax
from unigrad.mindspore_api.ops.nn_functional import binary_cross_entropy_with_logits as _bce_with_logits

__all__ = ["binary_cross_entropy", "binary_cross_entropy_with_logits", "cosine_embedding_loss", "flatten", "glu",
           "nll_loss", "silu", "sigmoid", "softmax", "tanh"]


def _reduced(values, reduction):
    if reduction == "mean":
        return KERNELS["mean_all"](values)
    if reduction == "sum":
        return KERNELS["sum_all"](values)
    return values


def binary_cross_entropy(input, target, weight=None, reduction="mean"):  # noqa: A002 - MindSpore's name
    x, y = input._torch, target._torch
    values = -(y * torch.log(x).clamp(min=-100) + (1 - y) * torch.log(1 - x).clamp(min=-100))
    if weight is not None:
        values = values * weight._torch
    return _box(_reduced(values, reduction))


def binary_cross_entropy_with_logits(input, target, weight=None, reduction="mean", pos_weight=None):  # noqa: A002
    return _bce_with_logits(input, target, weight, pos_weight, reduction)


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction="mean"):
    """Fails on MindSpore 2.10's CPU backend (its shape inference is not implemented there), at the next read
    of any tensor."""
    return _failed_launch(input1._torch, (RuntimeError, with_call_stack(
        "Not implement exception", "mindspore/core/include/ops/ops_func_impl/op_func_impl.h:42 InferShape")))


def flatten(input, start_dim=0, end_dim=-1):  # noqa: A002
    return _box(torch.flatten(input._torch, start_dim, end_dim))


def silu(input, inplace=False):  # noqa: A002
    return ops.silu(input)


def sigmoid(input):  # noqa: A002
    return ops.sigmoid(input)


def tanh(input):  # noqa: A002
    return ops.tanh(input)
