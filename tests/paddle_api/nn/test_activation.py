"""The activation layers and functions of unigrad/paddle_api/nn/activation.py and nn/functional/activation.py:
their formulas, the rounding paddle's kernels were measured to use (values written below were printed by real
paddle 3.3.1 on CPU), their gradients, and their printing."""

import numpy as np
import pytest
import torch

from unigrad import paddle_api as paddle
from unigrad.paddle_api import nn
from unigrad.paddle_api.nn import functional as F


def _bits(t):
    return np.asarray(t.numpy(), dtype=np.float32).view(np.uint32).tolist()


def test_layers_call_their_functional_kernel():
    x = paddle.to_tensor(np.linspace(-3, 3, 24, dtype="float32").reshape(2, 3, 4))
    assert _bits(nn.ELU(0.5)(x)) == _bits(F.elu(x, 0.5))
    assert _bits(nn.Softplus(2, 5)(x)) == _bits(F.softplus(x, 2, 5))
    assert _bits(nn.ThresholdedReLU(0.5, 0.1)(x)) == _bits(F.thresholded_relu(x, 0.5, 0.1))
    assert _bits(nn.GLU(1)(paddle.concat([x, x], 1))) == _bits(F.glu(paddle.concat([x, x], 1), 1))
    assert _bits(nn.Softmax2D()(x)) == _bits(F.softmax(x, axis=-3))
    assert nn.SiLU is nn.Silu


def test_prelu_values_and_the_weight_gradient_summed_in_order():
    x = paddle.to_tensor(np.arange(-8, 8, dtype="float32").reshape(2, 2, 4) / 3, stop_gradient=False)
    w = paddle.to_tensor([0.3], stop_gradient=False)
    out = F.prelu(x, w)
    torch.testing.assert_close(out._torch, torch.where(x._torch > 0, x._torch, 0.3 * x._torch))
    out.backward(paddle.to_tensor(np.linspace(-1, 1, 16, dtype="float32").reshape(2, 2, 4)))
    assert w.grad.numpy().tolist() == [8.266667366027832]  # real paddle's bits
    channel = paddle.to_tensor([0.1, 0.2], stop_gradient=False)
    F.prelu(x, channel).sum().backward()
    expected = np.where(x.numpy() > 0, 0, x.numpy()).sum(axis=(0, 2))
    np.testing.assert_allclose(channel.grad.numpy(), expected, rtol=1e-6)
    with pytest.raises(AssertionError, match="The weight size should be equal"):
        F.prelu(x, paddle.ones([3]))


def test_prelu_layer_prints_like_paddle():
    layer = nn.PReLU(6, 0.1, data_format="NHWC")
    assert repr(layer) == "PReLU(num_parameters=6, data_format=NHWC, init=0.1, dtype=float32)"
    assert layer._weight.numpy().tolist() == pytest.approx([0.1] * 6)


def test_rrelu_draws_one_slope_per_negative_element():
    paddle.seed(1)
    x = paddle.to_tensor([[-2.0, 3.0, -4.0, 5.0], [3.0, -4.0, 5.0, -6.0]])
    assert F.rrelu(x, 0.1, 0.3).numpy().tolist() == [  # real paddle, seed 1
        [-0.20715050399303436, 3.0, -1.0119385719299316, 5.0], [3.0, -0.9408459663391113, 5.0, -0.6554469466209412]]
    layer = nn.RReLU(0.1, 0.3)
    layer.eval()
    np.testing.assert_allclose(layer(x).numpy(), np.where(x.numpy() < 0, 0.2 * x.numpy(), x.numpy()), rtol=1e-6)
    with pytest.raises(TypeError, match="must be float type"):
        F.rrelu(x, 1, 2)


def test_swiglu_rounds_as_paddle_and_checks_halves():
    a, b = paddle.to_tensor([0.5, -1.3, 2.0, 7.0]), paddle.to_tensor([1.5, 0.3, -2.0, 1.0])
    assert F.swiglu(a, b).numpy().tolist() == [  # real paddle: x * y / (1 + exp(-x))
        0.46684449911117554, -0.08352436870336533, -3.5231881141662598, 6.993622779846191]
    assert _bits(F.swiglu(paddle.concat([a, b]))) == _bits(F.swiglu(a, b))
    with pytest.raises(ValueError, match="should be exactly divided by 2"):
        F.swiglu(paddle.ones([3]))


def test_gumbel_softmax_draws_and_gradients():
    paddle.seed(7)
    out = F.gumbel_softmax(paddle.to_tensor([[0.5, -1.0, 2.0, 0.0]]), 0.5)
    assert out.numpy().tolist() == [[  # real paddle, seed 7
        0.00013584265252575278, 0.0006824805750511587, 0.9976389408111572, 0.00154277088586241]]
    x = paddle.to_tensor(np.random.RandomState(0).randn(3, 5).astype("float32"), stop_gradient=False)
    hard = F.gumbel_softmax(x, hard=True)
    assert sorted(set(hard.numpy().ravel().tolist())) == [0.0, 1.0] and hard.numpy().sum() == 3
    (hard * paddle.arange(5, dtype="float32")).sum().backward()
    assert not x.grad.numpy().any()  # paddle's gradient is the softmax gradient of the one-hot output: zero


def test_maxout_and_glu():
    x = paddle.to_tensor(np.random.RandomState(1).randn(2, 4, 3, 3).astype("float32"))
    np.testing.assert_array_equal(F.maxout(x, 2).numpy(), x.numpy().reshape(2, 2, 2, 3, 3).max(2))
    np.testing.assert_array_equal(F.maxout(x, 3, axis=-1).numpy(), x.numpy().reshape(2, 4, 3, 1, 3).max(-1))
    with pytest.raises(ValueError, match="axis only supported 1, -1 or 3"):
        F.maxout(x, 2, axis=2)
    with pytest.raises(ValueError, match="Expected value range of `axis`"):
        F.glu(x, 4)
    a, b = x.numpy()[:, :2], x.numpy()[:, 2:]
    np.testing.assert_allclose(F.glu(x, 1).numpy(), a / (1 + np.exp(-b)), rtol=1e-6)


def test_thresholded_relu_gradient_keeps_the_sign_of_zero():
    x = paddle.to_tensor([0.3, 2.0, -1.0], stop_gradient=False)
    F.thresholded_relu(x, 0.5).backward(paddle.to_tensor([-1.0, -2.0, 3.0]))
    assert [str(v) for v in x.grad.numpy().tolist()] == ["-0.0", "-2.0", "0.0"]


def test_layer_reprs():
    assert repr(nn.RReLU()) == "RReLU(lower=0.125, upper=0.3333333333333333, training=True, dtype=float32)"
    assert repr(nn.Maxout(2)) == "Maxout(groups=2, axis=1)"
    assert repr(nn.ThresholdedReLU()) == "ThresholdedReLU(threshold=1.0, value=0.0)"
    assert repr(nn.Softplus()) == "Softplus(beta=1, threshold=20)"
    assert repr(nn.Softmax2D()) == "Softmax2D()"
