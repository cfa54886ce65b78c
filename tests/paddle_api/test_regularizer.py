"""paddle.regularizer: L1/L2 decay terms and how optimizers pick the regularizer of each parameter."""

import numpy as np
import torch

import unigrad.paddle_api as paddle
from unigrad.paddle_api.regularizer import L1Decay, L2Decay


def _sgd_step(weight_decay=None, attr_regularizer=None):
    attr = paddle.ParamAttr(regularizer=attr_regularizer)
    p = paddle.create_parameter([3], "float32", attr=attr)
    p.set_value(np.array([1.0, -2.0, 0.5], "float32"))
    opt = paddle.optimizer.SGD(0.1, parameters=[p], weight_decay=weight_decay)
    (p * 0).sum().backward()  # zero gradient: the update is the decay alone
    opt.step()
    return p.numpy()


def test_terms_and_printing():
    x = torch.tensor([1.0, -2.0, 0.0])
    assert torch.equal(L2Decay(0.5)._term(x), torch.tensor([0.5, -1.0, 0.0]))
    assert torch.equal(L1Decay(0.5)._term(x), torch.tensor([0.5, -0.5, 0.0]))
    assert str(L2Decay(0.25)) == "L2Decay, coeff=0.250000" and str(L1Decay()) == "L1Decay, coeff=0.000000"


def test_optimizer_decay_numbers_mean_l2():
    start = np.array([1.0, -2.0, 0.5], "float32")
    assert np.allclose(_sgd_step(0.5), start - 0.1 * 0.5 * start)
    assert np.allclose(_sgd_step(1), start - 0.1 * start)
    assert np.allclose(_sgd_step(L1Decay(0.5)), start - 0.05 * np.sign(start))
    assert np.array_equal(_sgd_step(None), start)


def test_parameter_regularizer_wins_over_the_optimizers():
    start = np.array([1.0, -2.0, 0.5], "float32")
    assert np.allclose(_sgd_step(L2Decay(0.5), L1Decay(0.3)), start - 0.03 * np.sign(start))


def test_group_weight_decay():
    a, b = paddle.create_parameter([1], "float32"), paddle.create_parameter([1], "float32")
    a.set_value(np.array([1.0], "float32"))
    b.set_value(np.array([1.0], "float32"))
    opt = paddle.optimizer.SGD(1.0, parameters=[{"params": [a], "weight_decay": 0.5}, {"params": [b]}],
                               weight_decay=L1Decay(0.25))
    ((a + b) * 0).sum().backward()
    opt.step()
    assert np.allclose(a.numpy(), [0.5]) and np.allclose(b.numpy(), [0.75])
