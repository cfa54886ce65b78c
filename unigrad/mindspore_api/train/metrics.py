"""``mindspore.train`` metrics: ``Accuracy``, ``MAE``, ``MSE``, ``Loss``, ``Precision``, ``Recall``, ``F1``, top-k.

Each accumulates numpy values over ``update(y_pred, y)`` calls and returns
numpy float64 results from ``eval()``, as MindSpore's do.

>>> import numpy as np
>>> metric = MAE()
>>> metric.update(np.array([1.0, 2.0]), np.array([1.5, 1.0]))
>>> float(metric.eval())
0.75
"""

import sys

import numpy as np

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api._real_names import RealNamed

__all__ = ["Metric", "Accuracy", "MAE", "MSE", "Loss", "Precision", "Recall", "F1", "Fbeta",
           "TopKCategoricalAccuracy", "Top1CategoricalAccuracy", "Top5CategoricalAccuracy", "get_metric_fn",
           "names", "rearrange_inputs"]


def _numpy(value):
    if isinstance(value, TensorBox):
        return value.asnumpy()
    if isinstance(value, (list, tuple)):
        return np.array([_numpy(v) for v in value])
    return np.asarray(value)


def _no_samples(name, extra="your inputs(predicted value, true value) are empty, or has called update method before calling eval method."):
    return RuntimeError(f"The '{name}' can not be calculated, because the number of samples is 0, please check whether {extra}")


class float64(np.float64):
    """numpy.float64 printed as numpy 1.x prints it (``0.95``, not ``np.float64(0.95)``), as MindSpore's results are."""

    __module__ = "numpy"

    def __repr__(self):
        return repr(float(self))


def _result(value):
    return float64(value)


class Metric(RealNamed):
    """Base of the metrics: ``clear``, ``update``, ``eval``; ``set_indexes`` picks the network outputs to use."""

    def __init__(self):
        self._indexes = None

    def _convert_data(self, data):
        return _numpy(data)

    def set_indexes(self, indexes):
        self._indexes = indexes
        return self

    @property
    def indexes(self):
        return self._indexes

    def __call__(self, *inputs):
        self.clear()
        self.update(*inputs)
        return self.eval()


def rearrange_inputs(func):
    """Decorator: ``update`` receives only the inputs named by ``set_indexes``."""
    def wrapper(self, *inputs):
        if getattr(self, "_indexes", None) is not None:
            inputs = [inputs[i] for i in self._indexes]
        return func(self, *inputs)
    return wrapper


class _Classification(Metric):
    def __init__(self, eval_type="classification"):
        super().__init__()
        if eval_type not in ("classification", "multilabel"):
            raise TypeError(f"The argument 'eval_type' must be in {{'multilabel', 'classification'}}, but got {eval_type}")
        self._type = eval_type

    def _pred_and_true(self, y_pred, y):
        y_pred, y = _numpy(y_pred), _numpy(y)
        if self._type == "multilabel":
            if not (np.isin(y_pred, (0, 1)).all() and np.isin(y, (0, 1)).all()):
                raise ValueError("In multilabel case, all elements in y_pred (predicted value) and y (true value) should "
                                 "be 0 or 1.Please check whether your inputs y_pred and y are correct.")
            return y_pred, y
        if y.ndim == y_pred.ndim:  # one-hot labels
            y = y.argmax(axis=1)
        return y_pred, y


class Accuracy(_Classification):
    def __init__(self, eval_type="classification"):
        super().__init__(eval_type)
        self.clear()

    def clear(self):
        self._correct_num, self._total_num = 0, 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'Accuracy.update', it needs 2 inputs (predicted value, true value), but got {len(inputs)}")
        y_pred, y = self._pred_and_true(*inputs)
        if self._type == "classification":
            result = (np.equal(y_pred.argmax(axis=1), y.reshape(-1)) * 1).reshape(-1)
        else:
            result = (np.equal(y_pred, y).all(axis=1) * 1).reshape(-1)
        self._correct_num += result.sum()
        self._total_num += result.shape[0]

    def eval(self):
        if self._total_num == 0:
            raise _no_samples("Accuracy")
        return _result(self._correct_num / self._total_num)


class _Error(Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self._error_sum, self._samples_num = 0, 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For '{type(self).__name__}.update', it needs 2 inputs (predicted value, true value), but got {len(inputs)}.")
        y_pred, y = _numpy(inputs[0]), _numpy(inputs[1])
        # MindSpore runs on NumPy 1, where 0 + a float32 scalar is a float64: the running sum is float64
        self._error_sum += np.float64(self._errors(y.reshape(y_pred.shape) - y_pred).sum())
        self._samples_num += y.shape[0]

    def eval(self):
        if self._samples_num == 0:
            raise _no_samples(type(self).__name__)
        return _result(np.float64(self._error_sum) / self._samples_num)


class MAE(_Error):
    _errors = staticmethod(np.abs)


class MSE(_Error):
    _errors = staticmethod(np.square)


class Loss(Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self._sum_loss, self._total_num = 0, 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 1:
            raise ValueError(f"For 'Loss.update', it needs 1 input (loss), but got {len(inputs)}")
        loss = _numpy(inputs[0])
        if loss.ndim == 0:
            loss = loss.reshape(1)
        if loss.ndim != 1:
            raise ValueError(f"For 'Loss.update', the dimension of your input (loss) must be 1, but got {loss.ndim}.")
        self._sum_loss += loss.mean(-1).astype(np.float64)
        self._total_num += 1

    def eval(self):
        if self._total_num == 0:
            raise _no_samples("Loss", "has called update method before calling eval method.")
        return _result(self._sum_loss / self._total_num)


class _PerClass(_Classification):
    def __init__(self, eval_type="classification"):
        super().__init__(eval_type)
        self.clear()

    def clear(self):
        self._class_num, self._true_positives, self._counted = 0, 0, 0

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For '{type(self).__name__}.update', it needs 2 inputs (predicted value, true value), but got {len(inputs)}.")
        y_pred, y = _numpy(inputs[0]), _numpy(inputs[1])
        if self._type == "classification":
            classes = y_pred.shape[1]
            if y.ndim != y_pred.ndim:
                y = np.eye(classes)[y.reshape(-1).astype(np.int64)]
            y_pred = np.eye(classes)[y_pred.argmax(axis=1)]
        if self._class_num == 0:
            self._class_num = y_pred.shape[1]
        self._true_positives += (y * y_pred).sum(axis=0)
        self._counted += self._counted_of(y_pred, y).sum(axis=0)

    def eval(self, average=False):
        if self._class_num == 0:
            raise _no_samples(type(self).__name__)
        result = self._true_positives / (self._counted + sys.float_info.min)
        return _result(result.mean()) if average else result


class Precision(_PerClass):
    @staticmethod
    def _counted_of(y_pred, y):
        return y_pred


class Recall(_PerClass):
    @staticmethod
    def _counted_of(y_pred, y):
        return y


class Fbeta(Metric):
    def __init__(self, beta):
        super().__init__()
        self.beta = beta
        self.clear()

    def clear(self):
        self._true_positives, self._positives, self._actual, self._class_num = 0, 0, 0, 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = _numpy(inputs[0]), _numpy(inputs[1])
        classes = y_pred.shape[1]
        if y.ndim != y_pred.ndim:
            y = np.eye(classes)[y.reshape(-1).astype(np.int64)]
        y_pred = np.eye(classes)[y_pred.argmax(axis=1)]
        self._class_num = classes
        self._true_positives += (y * y_pred).sum(axis=0)
        self._positives += y_pred.sum(axis=0)
        self._actual += y.sum(axis=0)

    def eval(self, average=False):
        eps = sys.float_info.min
        beta2 = self.beta ** 2
        score = (1.0 + beta2) * self._true_positives / (beta2 * self._actual + self._positives + eps)
        return score.mean() if average else score


class F1(Fbeta):
    def __init__(self):
        super().__init__(1.0)


class TopKCategoricalAccuracy(Metric):
    def __init__(self, k):
        super().__init__()
        if not isinstance(k, int) or isinstance(k, bool):
            raise TypeError(f"For 'TopKCategoricalAccuracy', the argument 'k' must be int, but got {type(k)}")
        if k < 1:
            raise ValueError(f"For 'TopKCategoricalAccuracy', the argument 'k' must be greater than or equal to 1, but got {k}")
        self.k = k
        self.clear()

    def clear(self):
        self._correct_num, self._samples_num = 0, 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = _numpy(inputs[0]), _numpy(inputs[1])
        if y.ndim == y_pred.ndim:
            y = y.argmax(axis=1)
        top = np.argsort(-y_pred, axis=1, kind="stable")[:, :self.k]
        self._correct_num += (top == y.reshape(-1, 1)).any(axis=1).sum()
        self._samples_num += y.shape[0]

    def eval(self):
        if self._samples_num == 0:
            raise _no_samples(type(self).__name__)
        return _result(self._correct_num / self._samples_num)


class Top1CategoricalAccuracy(TopKCategoricalAccuracy):
    def __init__(self):
        super().__init__(1)


class Top5CategoricalAccuracy(TopKCategoricalAccuracy):
    def __init__(self):
        super().__init__(5)


_BY_NAME = {
    "accuracy": Accuracy, "acc": Accuracy, "precision": Precision, "recall": Recall, "F1": F1, "mae": MAE,
    "mse": MSE, "loss": Loss, "top_1_accuracy": Top1CategoricalAccuracy, "top_5_accuracy": Top5CategoricalAccuracy,
}


def names():
    return sorted(_BY_NAME)


def get_metric_fn(name, *args, **kwargs):
    if name not in _BY_NAME:
        raise KeyError(f"For 'get_metric_fn', unsupported metric {name}, please refer to the supported metrics: {names()}.")
    return _BY_NAME[name](*args, **kwargs)
