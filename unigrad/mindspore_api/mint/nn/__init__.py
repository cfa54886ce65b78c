"""``mindspore.mint.nn``: torch-style layers (Cells) over :mod:`.functional`, MindSpore's kernels.

>>> import unigrad.mindspore_api as ms
>>> print(ms.mint.nn.Tanh()(ms.Tensor([0.0])))
[0.]
"""

import torch

from unigrad.mindspore_api.common.tensor import _box, _failed_launch, _unregistered
from unigrad.mindspore_api.mint.nn import functional
from unigrad.mindspore_api.nn.cell import Cell
from unigrad.mindspore_api.nn.layer import Linear  # MindSpore's mint.nn.Linear is nn.Linear

__all__ = ["BCELoss", "BCEWithLogitsLoss", "Flatten", "GroupNorm", "Linear", "MSELoss", "SiLU", "Sigmoid", "SmoothL1Loss",
           "Tanh", "ZeroPad1d", "functional"]


class Sigmoid(Cell):
    def construct(self, input):  # noqa: A002 - MindSpore's argument name
        return functional.sigmoid(input)


class Tanh(Cell):
    def construct(self, input):  # noqa: A002
        return functional.tanh(input)


class SiLU(Cell):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def construct(self, input):  # noqa: A002
        return functional.silu(input)


class Flatten(Cell):
    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim

    def construct(self, input):  # noqa: A002
        return functional.flatten(input, self.start_dim, self.end_dim)


class BCELoss(Cell):
    def __init__(self, weight=None, reduction="mean"):
        super().__init__()
        self.weight, self.reduction = weight, reduction

    def construct(self, input, target):  # noqa: A002
        return functional.binary_cross_entropy(input, target, self.weight, self.reduction)


class BCEWithLogitsLoss(Cell):
    def __init__(self, weight=None, reduction="mean", pos_weight=None):
        super().__init__()
        self.weight, self.reduction, self.pos_weight = weight, reduction, pos_weight

    def construct(self, input, target):  # noqa: A002
        return functional.binary_cross_entropy_with_logits(input, target, self.weight, self.reduction, self.pos_weight)


class MSELoss(Cell):
    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = reduction

    def construct(self, input, target):  # noqa: A002
        # MindSpore 2.10's CPU backend lacks the MSELossExt kernel: it fails at the next read of a tensor
        return _failed_launch(input._torch, _unregistered("MSELossExt"))


class SmoothL1Loss(Cell):
    def __init__(self, reduction="mean", beta=1.0):
        super().__init__()
        self.reduction, self.beta = reduction, beta

    def construct(self, input, target):  # noqa: A002
        values = torch.nn.functional.smooth_l1_loss(input._torch, target._torch, reduction="none", beta=self.beta)
        return _box(functional._reduced(values, self.reduction))


class GroupNorm(Cell):
    def __init__(self, num_groups, num_channels, eps=1e-05, affine=True, dtype=None):
        super().__init__()
        from unigrad.mindspore_api.common.parameter import Parameter
        from unigrad.mindspore_api import ops
        self.num_groups, self.num_channels, self.eps, self.affine = num_groups, num_channels, eps, affine
        self.weight = Parameter(ops.ones(num_channels), name="weight", requires_grad=affine)
        self.bias = Parameter(ops.zeros(num_channels), name="bias", requires_grad=affine)

    def construct(self, input):  # noqa: A002
        return _box(torch.nn.functional.group_norm(input._torch, self.num_groups, self.weight._torch,
                                                   self.bias._torch, self.eps))


class ZeroPad1d(Cell):
    def __init__(self, padding):
        super().__init__()
        self.padding = (padding, padding) if isinstance(padding, int) else tuple(padding)

    def construct(self, input):  # noqa: A002
        return _box(torch.nn.functional.pad(input._torch, self.padding))
