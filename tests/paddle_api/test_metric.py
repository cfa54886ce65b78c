"""paddle.metric: value types and running counts of the stateful metrics; the accuracy op's counts."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api.metric import Accuracy, Auc, Metric, Precision


def test_accuracy_op_and_counts():
    x = paddle.to_tensor([[0.1, 0.9], [0.8, 0.2], [0.3, 0.7]])
    y = paddle.to_tensor([[1], [1], [1]])
    correct, total = paddle.zeros([1], "int32"), paddle.zeros([1], "int32")
    acc = paddle.metric.accuracy(x, y, correct=correct, total=total)
    assert acc.dtype == paddle.float32 and abs(float(acc) - 2 / 3) < 1e-7
    assert int(correct) == 2 and int(total) == 3 and correct.shape == []
    with pytest.raises(ValueError, match="label's dimensions of AccuracyOp must be 2"):
        paddle.metric.accuracy(x, paddle.to_tensor([1, 1, 1]))


def test_accuracy_metric_types_and_ties():
    m = Accuracy(topk=(1, 2))
    correct = m.compute(paddle.to_tensor([[0.5, 0.5, 0.0]]), paddle.to_tensor([[1]]))
    assert correct.numpy().tolist() == [[0.0, 1.0]]  # a tie keeps the first index first, as paddle's argsort
    values = m.update(correct)
    assert isinstance(values[0], np.float64) and m.accumulate() == [0.0, 1.0] and m.name() == ["acc_top1", "acc_top2"]


def test_precision_and_auc():
    p = Precision()
    p.update(np.array([0.5, 0.49, 0.9]), np.array([1, 0, 0]))
    assert (p.tp, p.fp, p.accumulate()) == (1, 1, 0.5)
    auc = Auc(num_thresholds=4)
    auc.update(np.array([[0.0, 1.0], [1.0, 0.0]]), np.array([1, 0]))
    assert auc.accumulate() == 1.0
    with pytest.raises(TypeError):
        Metric()
