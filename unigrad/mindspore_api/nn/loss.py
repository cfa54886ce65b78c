"""MindSpore losses: ``MSELoss``, ``L1Loss``, ``SoftmaxCrossEntropyWithLogits``, ``CrossEntropyLoss``, and the
losses MindSpore composes of elementwise ops and ``get_loss``'s reduction (``RMSELoss``, ``MarginRankingLoss``,
``HingeEmbeddingLoss``, ``HuberLoss``, ``CosineEmbeddingLoss``), composed here in the same order.

>>> import unigrad.mindspore_api as ms
>>> print(MSELoss()(ms.Tensor([1.0, 2.0]), ms.Tensor([1.0, 4.0])))
2.0
"""

import torch
import torch.nn.functional as F

from unigrad._engine.kernel_values import with_kernel_gradients
from unigrad.mindspore_api import _kernels
from unigrad.numerics import libm, mindspore_cpu_bce
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import Tensor
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["LossBase", "MSELoss", "MAELoss", "L1Loss", "SoftmaxCrossEntropyWithLogits", "CrossEntropyLoss", "BCEWithLogitsLoss",
           "RMSELoss", "MarginRankingLoss", "HingeEmbeddingLoss", "HuberLoss", "CosineEmbeddingLoss",
           "BCELoss", "NLLLoss", "SmoothL1Loss", "KLDivLoss", "DiceLoss", "MultiClassDiceLoss"]

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


def _reduced(values, reduction):
    """``_get_loss``: ``values`` in float32 reduced over every axis (ReduceMean / ReduceSum), back in its dtype."""
    source = values.float()
    if reduction == "mean":
        source = KERNELS["mean_all"](source)
    elif reduction == "sum":
        source = KERNELS["sum_all"](source)
    return source.to(values.dtype)


def _check_tensor(owner, name, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{owner}', the '{name}' must be a Tensor, but got {type(value).__name__}.")


class RMSELoss(LossBase):
    """``sqrt(MSELoss()(logits, label))``: the root of the mean squared error."""

    def __init__(self):
        super().__init__()
        self.MSELoss = MSELoss()

    def construct(self, logits, label):
        return _box(KERNELS["sqrt"](self.MSELoss(logits, label)._torch))


class MarginRankingLoss(LossBase):
    """``max(0, -target * (input1 - input2) + margin)`` reduced."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        self.margin = margin

    def construct(self, input1, input2, target):
        if not isinstance(self.margin, float) or isinstance(self.margin, bool):
            raise TypeError(f"For 'margin_ranking_loss', the type of 'margin' should be 'float', but got type "
                            f"'{type(self.margin).__name__}'.")
        for name, value in (("input1", input1), ("input2", input2), ("target", target)):
            _check_tensor("margin_ranking_loss", name, value)
        for (n1, t1), (n2, t2) in ((("input1", input1), ("input2", input2)), (("target", target), ("input1", input1))):
            if t1.dtype != t2.dtype:
                raise TypeError(f"For margin_ranking_loss, the {n1} dtype should be equal to {n2} dtype, but got "
                                f"{n1} dtype:{t1.dtype}, {n2} dtype:{t2.dtype}.")
        values = torch.clamp(-target._torch * (input1._torch - input2._torch) + self.margin, min=0)
        return _box(_reduced(values, self.reduction))


class HingeEmbeddingLoss(LossBase):
    """``x`` where the target is positive, ``max(0, margin - x)`` where it is negative, summed, then reduced."""

    def __init__(self, margin=1.0, reduction="mean"):
        super().__init__()
        if not isinstance(margin, (float, int)) or isinstance(margin, bool):
            raise TypeError(f"For 'HingeEmbeddingLoss', the type of 'margin' should be one of '['float', 'int']', "
                            f"but got type '{type(margin).__name__}'.")
        if not isinstance(reduction, str):
            raise TypeError(f"For 'HingeEmbeddingLoss', the type of 'reduction' must be str, but got "
                            f"{type(reduction).__name__}.")
        if reduction not in ("none", "sum", "mean"):
            raise ValueError(f"For 'HingeEmbeddingLoss', the 'reduction' must be str and must be in "
                             f"'['none', 'sum', 'mean']', but got '{reduction}'.")
        self.margin, self.reduction = margin, reduction

    def construct(self, logits, labels):
        for index, value in ((("first", logits)), (("second", labels))):
            if not isinstance(value, Tensor):
                raise TypeError(f"For 'HingeEmbeddingLoss', the {index} input must be a Tensor, but got "
                                f"{type(value)}.")
            if not value._torch.is_floating_point():
                raise TypeError(f"For 'HingeEmbeddingLoss', the dtype of the {index} input must be float, but got "
                                f"{value.dtype}.")
        x, y = logits._torch, labels._torch
        positive, negative = (y > 0).to(x.dtype), (y < 0).to(x.dtype)
        margins = torch.tensor(self.margin, dtype=x.dtype) * negative
        loss = positive * x + torch.clamp(margins - negative * x, min=0)
        if self.reduction == "mean":
            return _box(KERNELS["mean_all"](loss))
        if self.reduction == "sum":
            return _box(KERNELS["sum_all"](loss))
        return _box(loss)


class HuberLoss(LossBase):
    """``0.5 * z ** 2`` where ``z = |logits - labels| < delta``, else ``delta * (z - 0.5 * delta)``; reduced."""

    def __init__(self, reduction="mean", delta=1.0):
        super().__init__(reduction=reduction)
        self.delta = delta

    def construct(self, logits, labels):
        _check_tensor("huber_loss", "input", logits)
        _check_tensor("huber_loss", "target", labels)
        delta = self.delta
        if not isinstance(delta, (int, float)) or isinstance(delta, bool):
            raise TypeError(f"For 'huber_loss', the type of 'delta' should be int or float, but got "
                            f"{type(delta).__name__}.")
        if delta <= 0.0:
            raise ValueError(f"For 'huber_loss', the argument 'delta' must > 0.0, but got {delta}.")
        z = (logits._torch - labels._torch).abs()
        quadratic = 0.5 * (z * z)
        linear = delta * (z - 0.5 * delta)
        return _box(_reduced(torch.where(z < delta, quadratic, linear), self.reduction))


class CosineEmbeddingLoss(LossBase):
    """``1 - cos(x1, x2)`` (rows, along axis 1) where the label is 1, ``max(0, cos - margin)`` where it is -1."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        if not isinstance(margin, float) or isinstance(margin, bool):
            raise TypeError(f"For 'CosineEmbeddingLoss', the type of 'margin' should be 'float', but got type "
                            f"'{type(margin).__name__}'.")
        if not -1.0 <= margin <= 1.0:
            raise ValueError(f"For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, 1.0], but got "
                             f"{margin} with type 'float'.")
        self.margin = margin

    def construct(self, logits_x1, logits_x2, labels):
        for name, value in (("logits_x1", logits_x1), ("logits_x2", logits_x2), ("labels", labels)):
            if not isinstance(value, Tensor):
                raise TypeError(f"For 'CosineEmbeddingLoss', the '{name}' must be a Tensor, but got "
                                f"{type(value).__name__}.")
        a, b, y = logits_x1._torch, logits_x2._torch, labels._torch
        if a.dtype != b.dtype or a.shape != b.shape:
            raise TypeError(f"For 'same_type_shape', the shape and type of 'x' must be the same as 'y', but got x "
                            f"{logits_x1.dtype} {tuple(a.shape)} and y {logits_x2.dtype} {tuple(b.shape)}.")
        product = _kernels.reduce_sum(a * b, (1,))
        norms = KERNELS["sqrt"](_kernels.reduce_sum(a * a, (1,))) * KERNELS["sqrt"](_kernels.reduce_sum(b * b, (1,)))
        cosine = product / norms
        zeros = torch.zeros_like(cosine)
        positive = torch.where(y == 1, 1.0 - cosine, zeros)
        negative = torch.where(y == -1, torch.clamp(cosine - self.margin, min=0.0), zeros)
        return self.get_loss(_box(positive + negative))


def _scaled(grad, count):
    """A mean's gradient as MindSpore's grad kernels scale it: times the float32 ``1 / count``."""
    return grad * torch.tensor(1.0 / count, dtype=grad.dtype)


def _check_reduction_name(owner, reduction, allowed):
    if reduction not in allowed:
        raise ValueError(f"For '{owner}', the 'reduction' must be str and must be in '{list(allowed)}', but got "
                         f"'{reduction}'.")


class BCELoss(LossBase):
    """Binary cross entropy of probabilities ``logits`` against ``labels`` (optionally ``weight``-ed): MindSpore's
    CPU kernel's values (:mod:`unigrad.numerics.mindspore_cpu_bce`; a reduced loss's summation order is a
    model that some inputs' sums differ from by an ulp) and its gradient ``w * (x - y) / max(x * (1 - x),
    1e-12)`` (a mean's times ``1 / n``)."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight

    def construct(self, logits, labels):
        x, y = logits._torch, labels._torch
        weight = None if self.weight is None else self.weight._torch
        if x.shape != y.shape:
            raise ValueError(f"For 'BinaryCrossEntropy', the 'logits' and 'labels' must have the same shape, but got "
                             f"{tuple(x.shape)} and {tuple(y.shape)}.")
        with torch.no_grad():
            terms = mindspore_cpu_bce.bce_terms(x.detach(), y.detach(), None if weight is None else weight.detach())
            values = terms
            if self.reduction != "none":
                values = mindspore_cpu_bce.four_lane_sum(terms)
                if self.reduction == "mean":
                    values = values / x.numel()

        def torch_loss(p, q):
            return F.binary_cross_entropy(p, q, weight, reduction=self.reduction)

        def grads(dout):
            floor = torch.tensor(mindspore_cpu_bce.EPSILON, dtype=x.dtype)
            gradient = x.detach() - y.detach()
            if weight is not None:
                gradient = weight.detach() * gradient
            gradient = gradient / torch.maximum(x.detach() * (1 - x.detach()), floor)
            if self.reduction == "mean":  # the kernel scales dout first
                dout = _scaled(dout, x.numel())
            return gradient * dout, None

        return _box(with_kernel_gradients(values, torch_loss, grads, x, y))


class NLLLoss(LossBase):
    """Negative log-likelihood of log-probabilities ``logits`` at the class indices ``labels`` (optionally
    ``weight``-ed per class; ``ignore_index`` left out), MindSpore's ``nll_loss`` composition op for op."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__(reduction)
        if not isinstance(ignore_index, int) or isinstance(ignore_index, bool):
            raise TypeError(f"For 'NLLLoss', the type of 'ignore_index' should be 'int', but got type "
                            f"'{type(ignore_index).__name__}'.")
        if weight is not None:
            if not isinstance(weight, Tensor):
                raise TypeError(f"For 'NLLLoss', the type of 'weight' should be 'Tensor', but got type "
                                f"'{type(weight).__name__}'.")
            if weight.dtype not in (mstype.float16, mstype.float32):
                raise TypeError(f"For 'NLLLoss', the 'weight' should be one of '(mindspore.float16, mindspore.float32)', "
                                f"but got type '{weight.dtype}'.")
        self.weight, self.ignore_index = weight, ignore_index

    def construct(self, logits, labels):
        x, target = logits._torch, labels._torch
        weight = None if self.weight is None else self.weight._torch
        if x.dim() in (1, 2, 4):
            return _box(_kernels._nll_loss(x, target, {1: 0, 2: -1, 4: 1}[x.dim()], weight, self.ignore_index,
                                           self.reduction, 0.0))
        n, c = x.shape[:2]
        out = _kernels._nll_loss(x.reshape(n, c, 1, -1), target.reshape(n, 1, -1), 1, weight, self.ignore_index,
                                 self.reduction if self.reduction != "none" else "none", 0.0)
        return _box(out if self.reduction != "none" else out.reshape((n,) + x.shape[2:]))


class SmoothL1Loss(LossBase):
    """``0.5 * d * d / beta`` where ``|d| < beta`` (``d = logits - labels``), else ``|d| - 0.5 * beta``; MindSpore's
    kernel gradient ``d / beta`` or ``sign(d)`` (a mean's times ``1 / n``). ``reduction`` defaults to 'none'."""

    def __init__(self, beta=1.0, reduction="none"):
        super().__init__(reduction)
        self.beta = beta

    def construct(self, logits, labels):
        x, y = logits._torch, labels._torch
        if x.dtype != y.dtype:
            raise TypeError(f"For 'SmoothL1Loss', the 'logits' and 'labels' must have the same dtype, but got "
                            f"{logits.dtype} and {labels.dtype}.")
        beta = self.beta
        with torch.no_grad():
            diff = x.detach() - y.detach()
            size = diff.abs()
            terms = torch.where(size < beta, 0.5 * diff * diff / beta, size - 0.5 * beta)
            values = terms if self.reduction == "none" else _reduced(terms, self.reduction)

        def grads(dout):
            gradient = torch.where(size < beta, diff / beta, torch.sign(diff)) * dout
            return (_scaled(gradient, x.numel()) if self.reduction == "mean" else gradient), -gradient

        def torch_loss(p, q):
            return F.smooth_l1_loss(p, q, reduction=self.reduction, beta=beta)

        return _box(with_kernel_gradients(values, torch_loss, grads, x, y))


class KLDivLoss(LossBase):
    """``labels * (log(labels) - logits)`` (0 where ``labels`` is not positive) reduced: 'none', 'sum', 'mean'
    (the sum over the element count) or 'batchmean' (over the batch size); gradient ``-labels`` scaled alike."""

    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = reduction

    def construct(self, logits, labels):
        for name, value in (("logits", logits), ("labels", labels)):
            if not isinstance(value, Tensor):
                raise TypeError(f"For 'KLDivLoss', the '{name}' should be Tensor, but got {type(value).__name__}.")
        if not isinstance(self.reduction, str) or self.reduction not in ("none", "mean", "batchmean", "sum"):
            raise ValueError(f"For 'KLDivLoss', the 'reduction' must be str and must be in '['none', 'mean', 'batchmean', "
                             f"'sum']', but got '{self.reduction}'.")
        x, y = logits._torch, labels._torch
        with torch.no_grad():
            logs = libm.elementwise("logf", y.detach()) if y.dtype is torch.float32 else torch.log(y.detach())
            terms = torch.where(y > 0, y.detach() * (logs - x.detach()), torch.zeros_like(y))
            if self.reduction == "none":
                values = terms
            else:
                values = KERNELS["sum_all"](terms)
                if self.reduction == "mean":
                    values = values / x.numel()
                elif self.reduction == "batchmean":
                    values = values / x.shape[0]

        def grads(dout):
            # the mean's division is a RealDiv after the sum: its gradient divides dout first
            if self.reduction == "mean":
                dout = dout / x.numel()
            elif self.reduction == "batchmean":
                dout = dout / x.shape[0]
            return -y.detach() * dout, None

        def torch_loss(p, q):
            total = F.kl_div(p, q, reduction="sum" if self.reduction != "none" else "none")
            return total / {"none": 1, "sum": 1, "mean": p.numel(), "batchmean": p.shape[0]}[self.reduction]

        return _box(with_kernel_gradients(values, torch_loss, grads, x, y))


class DiceLoss(LossBase):
    """``1 - 2 * sum(x * y) / (sum(x * x) + sum(y * y) + smooth)`` over every element."""

    def __init__(self, smooth=1e-5):
        super().__init__()
        if not isinstance(smooth, float) or isinstance(smooth, bool):
            raise TypeError(f"The 'smooth' must be float, but got '{type(smooth).__name__}'")
        if smooth <= 0:
            raise ValueError(f"The 'smooth' must be float and must > 0, but got '{smooth}' with type 'float'.")
        self.smooth = smooth

    def construct(self, logits, label):
        _check_tensor("DiceLoss", "logits", logits)
        _check_tensor("DiceLoss", "labels", label)
        x, y = logits._torch, label._torch
        if x.shape != y.shape:
            raise ValueError(f"For 'DiceLoss', the 'logits_shape' should be = label_shape: {tuple(y.shape)}, but got "
                             f"{tuple(x.shape)}.")
        for name, t in (("logits", x), ("labels", y)):
            if t.dtype is torch.uint8:
                raise TypeError(f"For 'DiceLoss', the dtype of '{name}' can not be uint8.")
        x, y = x.reshape(-1), y.reshape(-1)
        intersection = KERNELS["sum_all"](x * y)
        union = KERNELS["sum_all"](x * x) + KERNELS["sum_all"](y * y)
        return _box(1 - 2 * intersection / (union + self.smooth))


class MultiClassDiceLoss(LossBase):
    """The mean over classes (axis 1) of ``DiceLoss`` of the activated ``logits`` (``weights`` per class,
    ``ignore_indiex`` left out; the divisor stays the class count)."""

    _ACTIVATIONS = ["softmax", "logsoftmax", "relu", "relu6", "tanh", "sigmoid"]

    def __init__(self, weights=None, ignore_indiex=None, activation="softmax"):
        super().__init__()
        from unigrad.mindspore_api.nn.layer import get_activation
        self.binarydiceloss = DiceLoss(smooth=1e-05)
        if weights is not None:
            if not isinstance(weights, Tensor):
                raise TypeError(f"The type of 'weights' should be 'Tensor', but got type '{type(weights).__name__}'.")
            if weights.ndim != 2:
                raise ValueError(f"For 'MultiClassDiceLoss', the dimension of 'weights' must be 2, but got "
                                 f"{weights.ndim}.")
        self.weights = weights
        if ignore_indiex is not None and (not isinstance(ignore_indiex, int) or isinstance(ignore_indiex, bool)):
            raise TypeError(f"The type of 'ignore_indiex' should be 'int', but got type '{type(ignore_indiex).__name__}'.")
        self.ignore_indiex = ignore_indiex
        if isinstance(activation, str) and activation not in self._ACTIVATIONS:
            raise ValueError(f"For 'MultiClassDiceLoss', the 'activation' must be in {self._ACTIVATIONS}, but got "
                             f"{activation}.")
        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        if self.activation is not None and not isinstance(self.activation, Cell):
            raise TypeError(f"For 'MultiClassDiceLoss', the 'activation' must be str or Cell, but got "
                            f"{type(self.activation)}.")

    def construct(self, logits, label):
        _check_tensor("MultiClassDiceLoss", "logits", logits)
        _check_tensor("MultiClassDiceLoss", "labels", label)
        if tuple(logits.shape) != tuple(label.shape):
            raise ValueError(f"For 'MultiClassDiceLoss', the 'logits_shape' should be = label_shape: "
                             f"{tuple(label.shape)}, but got {tuple(logits.shape)}.")
        for name, t in (("logits", logits), ("labels", label)):
            if t.ndim < 2:
                raise ValueError(f"For 'MultiClassDiceLoss', the '{name}' dimension must be greater than 1, but got "
                                 f"{t.ndim}.")
        if self.activation is not None:
            logits = self.activation(logits)
        total = None
        for index in range(label.shape[1]):
            if index == self.ignore_indiex:
                continue
            loss = self.binarydiceloss(_box(logits._torch[:, index]), _box(label._torch[:, index]))._torch
            if self.weights is not None:
                if self.weights.shape[0] != label.shape[1]:
                    raise ValueError(f"For 'MultiClassDiceLoss', the weight_shape[0] must be equal to label_shape[1], "
                                     f"but got weight_shape[0]: {self.weights.shape[0]} and label_shape[1]: "
                                     f"{label.shape[1]}.")
                loss = loss * self.weights._torch[index]
            total = loss if total is None else total + loss
        total = torch.zeros(()) if total is None else total
        return _box(total / label.shape[1])
