"""``paddle.nn.loss``: the loss layers (MSELoss, L1Loss, CrossEntropyLoss)."""

from unigrad.paddle_api.nn import functional
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["MSELoss", "L1Loss", "CrossEntropyLoss", "NLLLoss", "BCELoss", "BCEWithLogitsLoss"]


class _Loss(Layer):
    def __init__(self, reduction="mean", name=None):
        super().__init__()
        if reduction not in ("sum", "mean", "none") and type(self).__name__ == "MSELoss":
            raise ValueError(f"'reduction' in 'MSELoss' should be 'sum', 'mean' or 'none', but received {reduction}.")
        if reduction not in ("sum", "mean", "none"):
            raise ValueError(
                f"The value of 'reduction' in {type(self).__name__} should be 'sum', 'mean' or 'none', but "
                f"received {reduction}, which is not allowed."
            )
        self.reduction = reduction


class MSELoss(_Loss):
    def forward(self, input, label):
        return functional.mse_loss(input, label, self.reduction)


class L1Loss(_Loss):
    def forward(self, input, label):
        return functional.l1_loss(input, label, self.reduction)


class CrossEntropyLoss(Layer):
    def __init__(self, weight=None, ignore_index=-100, reduction="mean", soft_label=False, axis=-1,
                 use_softmax=True, label_smoothing=0.0, name=None):
        super().__init__()
        self._options = dict(weight=weight, ignore_index=ignore_index, reduction=reduction, soft_label=soft_label,
                             axis=axis, use_softmax=use_softmax, label_smoothing=label_smoothing)

    def forward(self, input, label):
        return functional.cross_entropy(input, label, **self._options)


class NLLLoss(Layer):
    def __init__(self, weight=None, ignore_index=-100, reduction="mean", name=None):
        super().__init__()
        if reduction not in ("sum", "mean", "none") and type(self).__name__ == "MSELoss":
            raise ValueError(f"'reduction' in 'MSELoss' should be 'sum', 'mean' or 'none', but received {reduction}.")
        if reduction not in ("sum", "mean", "none"):
            raise ValueError(
                "The value of 'reduction' in nll_loss should be 'sum', 'mean' or 'none', but received "
                f"{reduction}, which is not allowed.")
        self._weight, self._ignore_index, self._reduction = weight, ignore_index, reduction

    def forward(self, input, label):
        return functional.nll_loss(input, label, self._weight, self._ignore_index, self._reduction)


class BCELoss(_Loss):
    def __init__(self, weight=None, reduction="mean", name=None):
        super().__init__(reduction)
        self.weight = weight

    def forward(self, input, label):
        return functional.binary_cross_entropy(input, label, self.weight, self.reduction)


class BCEWithLogitsLoss(_Loss):
    def __init__(self, weight=None, reduction="mean", pos_weight=None, name=None):
        super().__init__(reduction)
        self.weight, self.pos_weight = weight, pos_weight

    def forward(self, logit, label):
        return functional.binary_cross_entropy_with_logits(logit, label, self.weight, self.reduction,
                                                           self.pos_weight)
