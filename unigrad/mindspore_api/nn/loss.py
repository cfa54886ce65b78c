"""MindSpore losses: ``MSELoss``, ``L1Loss``, ``SoftmaxCrossEntropyWithLogits``, ``CrossEntropyLoss``.

>>> import unigrad.mindspore_api as ms
>>> print(MSELoss()(ms.Tensor([1.0, 2.0]), ms.Tensor([1.0, 4.0])))
2.0
"""

import torch
import torch.nn.functional as F

from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["LossBase", "MSELoss", "MAELoss", "L1Loss", "SoftmaxCrossEntropyWithLogits", "CrossEntropyLoss", "BCEWithLogitsLoss"]

_REDUCTIONS = ("mean", "sum", "none")


def _check_reduction(owner, reduction):
    if reduction not in _REDUCTIONS:
        raise ValueError(f"For '{owner}', the 'reduction' must be in ['mean', 'sum', 'none'], but got {reduction}.")


class LossBase(Cell):
    """Base of the losses: ``get_loss(x)`` applies the reduction."""

    def __init__(self, reduction="mean"):
        super().__init__()
        _check_reduction(type(self).__name__, reduction)
        self.reduction = reduction

    def get_axis(self, x):
        """Every axis of ``x``, as a tuple (what ``get_loss`` reduces over)."""
        return tuple(range(x._torch.dim()))

    def get_loss(self, x, weights=1.0):
        """``x * weights`` reduced, computed in float32 and returned in ``x``'s dtype, as MindSpore does."""
        source = x._torch if hasattr(x, "_torch") else torch.as_tensor(x)
        values = source.float()
        if not isinstance(weights, (int, float)) or weights != 1.0:
            values = values * getattr(weights, "_torch", weights)
        if self.reduction == "mean":
            values = KERNELS["mean_all"](values)
        elif self.reduction == "sum":
            values = KERNELS["sum_all"](values)
        return _box(values.to(source.dtype))


class MSELoss(LossBase):
    def construct(self, logits, labels):
        return self.get_loss(_box((logits._torch - labels._torch) ** 2))


class MAELoss(LossBase):
    """Mean absolute error: ``|logits - labels|`` reduced."""

    def construct(self, logits, labels):
        return self.get_loss(_box((logits._torch - labels._torch).abs()))


class L1Loss(LossBase):
    def construct(self, logits, labels):
        return self.get_loss(_box((logits._torch - labels._torch).abs()))


class SoftmaxCrossEntropyWithLogits(LossBase):
    """Cross entropy of ``softmax(logits)``: labels one-hot, or class indices with ``sparse=True``."""

    def __init__(self, sparse=False, reduction="none"):
        super().__init__(reduction)
        self.sparse = sparse

    def construct(self, logits, labels):
        x, y = logits._torch, labels._torch
        if self.sparse:
            if self.reduction == "mean" and x.dim() == 2:
                return _box(KERNELS["sparse_softmax_cross_entropy"](x, y))
            y = F.one_hot(y.long(), x.shape[-1]).to(torch.float32)
        return self.get_loss(_box(KERNELS["softmax_cross_entropy"](x, y)))


class CrossEntropyLoss(LossBase):
    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__(reduction)
        self.weight, self.ignore_index, self.label_smoothing = weight, ignore_index, label_smoothing

    def construct(self, logits, labels):
        weight = None if self.weight is None else self.weight._torch
        return _box(KERNELS["cross_entropy"](logits._torch, labels._torch, weight, self.ignore_index, self.reduction,
                                             self.label_smoothing))


class BCEWithLogitsLoss(LossBase):
    def __init__(self, reduction="mean", weight=None, pos_weight=None):
        super().__init__(reduction)
        self.weight, self.pos_weight = weight, pos_weight

    def construct(self, logits, labels):
        return _box(KERNELS["bce_with_logits"](
            logits._torch, labels._torch, None if self.weight is None else self.weight._torch,
            None if self.pos_weight is None else self.pos_weight._torch, self.reduction))
