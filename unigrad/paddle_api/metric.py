"""``paddle.metric``: the ``accuracy`` op and the stateful metrics ``paddle.Model`` reports (Accuracy, Precision,
Recall, Auc).

The metrics keep their running counts in NumPy, as paddle's do, so the values they return have paddle's
types (``np.float64`` from ``Accuracy.update``, Python floats from ``accumulate`` ...).
"""

import abc

import numpy as np
import torch

from unigrad.paddle_api._real_names import RealNamedABC

__all__ = ["Metric", "Accuracy", "Precision", "Recall", "Auc", "accuracy"]


def _as_numpy(value, what):
    from unigrad.paddle_api.tensor import Tensor

    if isinstance(value, Tensor):
        return np.array(value)
    if not isinstance(value, (np.ndarray, np.generic)):
        raise ValueError(f"The '{what}' must be a numpy ndarray or Tensor.")
    return value


class Metric(RealNamedABC):
    """Base of the metrics: ``compute`` (on tensors, optional), ``update``, ``accumulate``, ``reset``, ``name``."""

    def __init__(self):
        pass

    @abc.abstractmethod
    def reset(self):
        raise NotImplementedError(f"function 'reset' not implemented in {type(self).__name__}.")

    @abc.abstractmethod
    def update(self, *args):
        raise NotImplementedError(f"function 'update' not implemented in {type(self).__name__}.")

    @abc.abstractmethod
    def accumulate(self):
        raise NotImplementedError(f"function 'accumulate' not implemented in {type(self).__name__}.")

    @abc.abstractmethod
    def name(self):
        raise NotImplementedError(f"function 'name' not implemented in {type(self).__name__}.")

    def compute(self, *args):
        """Pre-process the network's outputs and labels on tensors; its results are ``update``'s arguments."""
        return args


class Accuracy(Metric):
    """Top-k classification accuracy for each ``k`` in ``topk``."""

    def __init__(self, topk=(1,), name=None, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.topk = topk
        self.maxk = max(topk)
        base = name or "acc"
        self._name = [f"{base}_top{k}" for k in topk] if self.maxk != 1 else [base]
        self.reset()

    def compute(self, pred, label, *args):
        """A float32 ``[..., maxk]`` tensor: 1 where the i-th highest score is the label's class."""
        from unigrad.paddle_api.tensor import wrap

        order = torch.sort(pred._torch, dim=-1, descending=True, stable=True).indices[..., :self.maxk]
        target = label._torch
        if target.dim() == 1 or (target.dim() == 2 and target.shape[-1] == 1):
            target = target.reshape(-1, 1)
        elif target.shape[-1] != 1:  # one-hot or soft labels
            target = target.argmax(dim=-1, keepdim=True)
        return wrap((order == target.to(order.dtype)).to(torch.float32))

    def update(self, correct, *args):
        from unigrad.paddle_api.tensor import Tensor

        if isinstance(correct, Tensor):
            correct = np.array(correct)
        num_samples = np.prod(np.array(correct.shape[:-1]))
        accs = []
        for i, k in enumerate(self.topk):
            num_corrects = correct[..., :k].sum()
            accs.append(float(num_corrects) / num_samples)
            self.total[i] += num_corrects
            self.count[i] += num_samples
        return accs[0] if len(self.topk) == 1 else accs

    def reset(self):
        self.total = [0.0] * len(self.topk)
        self.count = [0] * len(self.topk)

    def accumulate(self):
        values = [float(t) / c if c > 0 else 0.0 for t, c in zip(self.total, self.count)]
        return values[0] if len(self.topk) == 1 else values

    def name(self):
        return self._name


class Precision(Metric):
    """Binary precision ``tp / (tp + fp)``; predictions are rounded half up to 0/1."""

    def __init__(self, name="precision", *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.tp = 0
        self.fp = 0
        self._name = name

    def update(self, preds, labels):
        preds = _as_numpy(preds, "preds")
        labels = _as_numpy(labels, "labels")
        preds = np.floor(preds + 0.5).astype("int32")
        for i in range(labels.shape[0]):
            if preds[i] == 1:
                if preds[i] == labels[i]:
                    self.tp += 1
                else:
                    self.fp += 1

    def reset(self):
        self.tp = 0
        self.fp = 0

    def accumulate(self):
        predicted = self.tp + self.fp
        return float(self.tp) / predicted if predicted != 0 else 0.0

    def name(self):
        return self._name


class Recall(Metric):
    """Binary recall ``tp / (tp + fn)``; predictions are rounded to the nearest even 0/1."""

    def __init__(self, name="recall", *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.tp = 0
        self.fn = 0
        self._name = name

    def update(self, preds, labels):
        preds = _as_numpy(preds, "preds")
        labels = _as_numpy(labels, "labels")
        preds = np.rint(preds).astype("int32")
        for i in range(labels.shape[0]):
            if labels[i] == 1:
                if preds[i] == labels[i]:
                    self.tp += 1
                else:
                    self.fn += 1

    def accumulate(self):
        relevant = self.tp + self.fn
        return float(self.tp) / relevant if relevant != 0 else 0.0

    def reset(self):
        self.tp = 0
        self.fn = 0

    def name(self):
        return self._name


class Auc(Metric):
    """Area under the ROC curve from a histogram of the positive-class scores (``preds[:, 1]``) in
    ``num_thresholds + 1`` buckets."""

    def __init__(self, curve="ROC", num_thresholds=4095, name="auc", *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._curve = curve
        self._num_thresholds = num_thresholds
        self._name = name
        self.reset()

    def update(self, preds, labels):
        labels = _as_numpy(labels, "labels")
        preds = _as_numpy(preds, "preds")
        for i, label in enumerate(labels):
            bucket = int(preds[i, 1] * self._num_thresholds)
            assert bucket <= self._num_thresholds
            if label:
                self._stat_pos[bucket] += 1.0
            else:
                self._stat_neg[bucket] += 1.0

    @staticmethod
    def trapezoid_area(x1, x2, y1, y2):
        return abs(x1 - x2) * (y1 + y2) / 2.0

    def accumulate(self):
        positives = negatives = area = 0.0
        for bucket in range(self._num_thresholds, -1, -1):  # from the highest score down
            prev_pos, prev_neg = positives, negatives
            positives += self._stat_pos[bucket]
            negatives += self._stat_neg[bucket]
            area += self.trapezoid_area(negatives, prev_neg, positives, prev_pos)
        return area / positives / negatives if positives > 0.0 and negatives > 0.0 else 0.0

    def reset(self):
        self._stat_pos = np.zeros(self._num_thresholds + 1)
        self._stat_neg = np.zeros(self._num_thresholds + 1)

    def name(self):
        return self._name


def accuracy(input, label, k=1, correct=None, total=None, name=None):
    """The fraction (a float32 0-D tensor) of rows whose ``label`` is among the ``k`` highest scores of ``input``."""
    from unigrad.paddle_api.tensor import wrap

    if label._torch.dim() != 2:
        raise ValueError(
            "(InvalidArgument) ShapeError: label's dimensions of AccuracyOp must be 2. But received label's "
            f"dimensions = {label._torch.dim()}, label's shape = {list(label._torch.shape)}"
        )
    top = torch.topk(input._torch, int(k), dim=-1).indices
    target = label._torch.reshape(top.shape[0], -1)[:, :1].to(top.dtype)
    hits = (top == target).any(dim=-1).sum()
    rows = torch.tensor(top.shape[0], dtype=torch.float32)
    result = hits.to(torch.float32) / rows
    # paddle's kernel writes the counts into the given tensors as 0-D int32
    if correct is not None:
        correct._torch = hits.to(torch.int32)
    if total is not None:
        total._torch = torch.tensor(top.shape[0], dtype=torch.int32)
    return wrap(result)
