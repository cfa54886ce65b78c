"""paddle.nn.initializer on unigrad (``paddle_api._initializers``): Orthogonal's shapes, gain and fallbacks."""

import numpy as np
import pytest
import torch

import unigrad
import unigrad.paddle_api as paddle


@pytest.mark.parametrize("shape", [[6, 4], [3, 7], [2, 4, 3, 3], [60, 50], [50, 60]])
def test_orthogonal_rows_or_columns_are_orthonormal_times_the_gain(shape):
    p = paddle.create_parameter(shape, "float32", default_initializer=paddle.nn.initializer.Orthogonal(2.0))
    w = p.numpy().reshape(shape[0], -1) / 2
    small = min(w.shape)
    gram = w @ w.T if w.shape[0] == small else w.T @ w
    assert list(p.shape) == shape and np.allclose(gram, np.eye(small), atol=1e-5)


def test_orthogonal_native_numerics_and_exact_agree_up_to_rounding():
    draws = []
    for policy in ("exact", "native"):
        paddle.seed(3)
        with unigrad.set_numerics(policy):
            draws.append(paddle.create_parameter([9, 4], "float64",
                                                 default_initializer=paddle.nn.initializer.Orthogonal()).numpy())
    assert np.allclose(*draws, atol=1e-12)


def test_orthogonal_has_no_negative_zeros_and_keeps_the_generator_moving():
    paddle.seed(0)
    a = paddle.create_parameter([5, 5], "float32", default_initializer=paddle.nn.initializer.Orthogonal())
    b = paddle.create_parameter([5, 5], "float32", default_initializer=paddle.nn.initializer.Orthogonal())
    assert not torch.equal(a._torch, b._torch) and not bool(torch.signbit(a._torch[a._torch == 0]).any())


def test_orthogonal_refusals_match_paddle():
    with pytest.raises(AssertionError, match="gain should not be None"):
        paddle.nn.initializer.Orthogonal(None)
    with pytest.raises(AssertionError, match="2 or more dimensions"):
        paddle.create_parameter([4], "float32", default_initializer=paddle.nn.initializer.Orthogonal())
    with pytest.raises(RuntimeError, match="kernel `qr` is not registered"):
        paddle.create_parameter([4, 3], "float16", default_initializer=paddle.nn.initializer.Orthogonal())
