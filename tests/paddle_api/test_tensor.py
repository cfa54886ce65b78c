"""The paddle Tensor wrapper: to_tensor dtypes, stop_gradient rules, metadata, operators, indexing."""

import numpy as np
import pytest
import torch

import unigrad.paddle_api as paddle


def test_to_tensor_default_dtypes_and_rank():
    assert paddle.to_tensor(2.0).shape == [] and str(paddle.to_tensor(2.0).dtype) == "paddle.float32"
    assert paddle.to_tensor([1, 2]).dtype is paddle.int64
    assert paddle.to_tensor(True).dtype is paddle.bool
    assert paddle.to_tensor(np.array([1.0])).dtype is paddle.float64
    assert paddle.to_tensor(1 + 2j).dtype is paddle.complex64
    assert repr(paddle.float32) == "<DataType.FLOAT32: 10>"
    assert repr(paddle.ones([2, 3]).shape) == "paddle.Size([2, 3])"


def test_stop_gradient_propagation():
    x = paddle.to_tensor([1.0])
    assert x.stop_gradient and (x * 2).stop_gradient
    x.stop_gradient = False
    y = x * 2
    assert not y.stop_gradient and not y.is_leaf and x.is_leaf
    y.stop_gradient = True  # cuts the graph here
    assert (y * 3).stop_gradient
    p = paddle.create_parameter([2], "float32")
    assert not p.stop_gradient


def test_operators_match_torch():
    a = paddle.to_tensor([1.0, -2.0, 3.0])
    t = torch.tensor([1.0, -2.0, 3.0])
    for ours, theirs in [
        (a + 1, t + 1), (1 - a, 1 - t), (a * a, t * t), (a / 2, t / 2), (2 ** a, 2 ** t), (a ** 2, t ** 2),
        (-a, -t), (abs(a), t.abs()), (a @ a, t @ t), (a > 0, t > 0), (a // 2, t // 2), (a % 2, t % 2),
    ]:
        assert torch.equal(ours._torch, theirs)
    assert len(a) == 3


def test_indexing_and_assignment():
    a = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
    assert a[0].tolist() == [1.0, 2.0] and a[:, 1].tolist() == [2.0, 4.0]
    a[0, 0] = 9.0
    assert a.numpy()[0, 0] == 9.0
    x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
    x[0] = 5.0
    assert x.tolist() == [5.0, 2.0] and not x.stop_gradient


def test_len_of_0d_and_bool_of_many_raise_like_paddle():
    with pytest.raises(AssertionError, match="len\\(\\) of a 0-D tensor is wrong"):
        len(paddle.to_tensor(1.0))
    with pytest.raises(AssertionError, match="Variable can only contain one element"):
        bool(paddle.to_tensor([1.0, 2.0]))


def test_grad_mode_switches():
    assert paddle.is_grad_enabled()
    with paddle.no_grad():
        assert not paddle.is_grad_enabled()
        with paddle.enable_grad():
            assert paddle.is_grad_enabled()
    paddle.set_grad_enabled(False)
    assert not paddle.is_grad_enabled()
    paddle.set_grad_enabled(True)
    with paddle.set_grad_enabled(False):
        assert not paddle.is_grad_enabled()
    assert paddle.is_grad_enabled()
