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


def _reduction_error(reduction, message):
    if reduction not in ("sum", "mean", "none"):
        raise ValueError(message)


class SmoothL1Loss(Layer):
    def __init__(self, reduction="mean", delta=1.0, is_huber=True, name=None):
        super().__init__()
        self.reduction, self.delta, self.is_huber, self.name = reduction, delta, is_huber, name

    def forward(self, input, label):
        return functional.smooth_l1_loss(input, label, reduction=self.reduction, delta=self.delta,
                                         is_huber=self.is_huber)


class KLDivLoss(Layer):
    def __init__(self, reduction="mean", log_target=False):
        super().__init__()
        self.reduction, self.log_target = reduction, log_target

    def forward(self, input, label):
        return functional.kl_div(input, label, self.reduction, self.log_target)


class MarginRankingLoss(Layer):
    def __init__(self, margin=0.0, reduction="mean", name=None):
        _reduction_error(reduction, "The value of 'reduction' in MarginRankingLoss should be 'sum', 'mean' or 'none', "
                                    f"but received {reduction}, which is not allowed.")
        super().__init__()
        self.margin, self.reduction, self.name = margin, reduction, name

    def forward(self, input, other, label):
        return functional.margin_ranking_loss(input, other, label, self.margin, self.reduction)


class SoftMarginLoss(Layer):
    def __init__(self, reduction="mean", name=None):
        _reduction_error(reduction, "The value of 'reduction' in SoftMarginLoss should be 'sum', 'mean' or 'none', "
                                    f"but received {reduction}, which is not allowed.")
        super().__init__()
        self.reduction, self.name = reduction, name

    def forward(self, input, label):
        return functional.soft_margin_loss(input, label, self.reduction)


class HingeEmbeddingLoss(Layer):
    def __init__(self, margin=1.0, reduction="mean", name=None):
        super().__init__()
        self.margin, self.reduction, self.name = margin, reduction, name

    def forward(self, input, label):
        return functional.hinge_embedding_loss(input, label, reduction=self.reduction, margin=self.margin)


class CosineEmbeddingLoss(Layer):
    def __init__(self, margin=0, reduction="mean", name=None):
        if margin > 1 or margin < -1:
            raise ValueError(f"The value of 'margin' should be in the interval of [-1, 1], but received {margin:f}, "
                             "which is not allowed.")
        _reduction_error(reduction, "The value of 'reduction' should be 'sum', 'mean' or 'none', but received "
                                    f"{reduction}, which is not allowed.")
        super().__init__()
        self.margin, self.reduction, self.name = margin, reduction, name

    def forward(self, input1, input2, label):
        return functional.cosine_embedding_loss(input1, input2, label, margin=self.margin, reduction=self.reduction)


class TripletMarginLoss(Layer):
    def __init__(self, margin=1.0, p=2.0, epsilon=1e-06, swap=False, reduction="mean", name=None):
        super().__init__()
        _reduction_error(reduction, "The value of 'reduction' in TripletMarginLoss should be 'sum', 'mean' or 'none', "
                                    f"but received {reduction}, which is not allowed.")
        self.margin, self.p, self.epsilon, self.swap = margin, p, epsilon, swap
        self.reduction, self.name = reduction, name

    def forward(self, input, positive, negative):
        return functional.triplet_margin_loss(input, positive, negative, margin=self.margin, p=self.p,
                                              epsilon=self.epsilon, swap=self.swap, reduction=self.reduction)


class TripletMarginWithDistanceLoss(Layer):
    """paddle's layer keeps ``distance_function`` but its forward does not pass it on (measured: the default
    pairwise distance is used), and so does this one."""

    def __init__(self, distance_function=None, margin=1.0, swap=False, reduction="mean", name=None):
        super().__init__()
        _reduction_error(reduction, "The value of 'reduction' in TripletMarginWithDistanceLoss should be 'sum', "
                                    f"'mean' or 'none', but received {reduction}, which is not allowed.")
        self.margin, self.swap, self.reduction = margin, swap, reduction
        self.distance_function, self.name = distance_function, name

    def forward(self, input, positive, negative):
        return functional.triplet_margin_with_distance_loss(input, positive, negative, margin=self.margin,
                                                            swap=self.swap, reduction=self.reduction)


class PoissonNLLLoss(Layer):
    def __init__(self, log_input=True, full=False, epsilon=1e-08, reduction="mean", name=None):
        if epsilon <= 0:
            raise ValueError(f"The value of `epsilon` in PoissonNLLLoss should be positive, but received "
                             f"{epsilon:f}, which is not allowed")
        _reduction_error(reduction, "The value of 'reduction' in PoissonNLLLoss should be 'sum', 'mean' or 'none', "
                                    f"but received {reduction}, which is not allowed.")
        super().__init__()
        self._log_input, self._full, self._epsilon = log_input, full, epsilon
        self._reduction, self._name = reduction, name

    def forward(self, input, label):
        return functional.poisson_nll_loss(input, label, log_input=self._log_input, full=self._full,
                                           epsilon=self._epsilon, reduction=self._reduction)


class GaussianNLLLoss(Layer):
    def __init__(self, full=False, epsilon=1e-06, reduction="mean", name=None):
        _reduction_error(reduction, "The value of 'reduction' in GaussianNLLLoss should be 'sum', 'mean' or 'none', "
                                    f"but received {reduction}, which is not allowed.")
        super().__init__()
        self.full, self.epsilon, self.reduction, self.name = full, epsilon, reduction, name

    def forward(self, input, label, variance):
        return functional.gaussian_nll_loss(input, label, variance, self.full, self.epsilon, self.reduction)


class MultiLabelSoftMarginLoss(Layer):
    def __init__(self, weight=None, reduction="mean", name=None):
        super().__init__()
        _reduction_error(reduction, "'reduction' in 'MultiLabelSoftMarginloss' should be 'sum', 'mean' or 'none', "
                                    f"but received {reduction}.")
        self.weight, self.reduction, self.name = weight, reduction, name

    def forward(self, input, label):
        return functional.multi_label_soft_margin_loss(input, label, weight=self.weight, reduction=self.reduction)


class MultiMarginLoss(Layer):
    def __init__(self, p=1, margin=1.0, weight=None, reduction="mean", name=None):
        super().__init__()
        _reduction_error(reduction, f"'reduction' in 'MultiMarginLoss' should be 'sum', 'mean' or 'none', but "
                                    f"received {reduction}.")
        self.p, self.margin, self.weight, self.reduction, self.name = p, margin, weight, reduction, name

    def forward(self, input, label):
        return functional.multi_margin_loss(input, label, p=self.p, margin=self.margin, weight=self.weight,
                                            reduction=self.reduction)


class MultiLabelMarginLoss(Layer):
    def __init__(self, reduction="mean", name=None):
        super().__init__()
        _reduction_error(reduction, f"'reduction' in 'MultiLabelMarginLoss' should be 'sum', 'mean' or 'none', but "
                                    f"received {reduction}.")
        self.reduction, self.name = reduction, name

    def forward(self, input, label):
        return functional.multi_label_margin_loss(input, label, reduction=self.reduction)


__all__ += ["MultiLabelMarginLoss", "SmoothL1Loss", "KLDivLoss", "MarginRankingLoss", "SoftMarginLoss",
            "HingeEmbeddingLoss",
            "CosineEmbeddingLoss", "TripletMarginLoss", "TripletMarginWithDistanceLoss", "PoissonNLLLoss",
            "GaussianNLLLoss", "MultiLabelSoftMarginLoss", "MultiMarginLoss"]
