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


def test_dirac_puts_ones_at_kernel_centres_per_group():
    w = paddle.create_parameter([4, 2, 3, 3], "float32", default_initializer=paddle.nn.initializer.Dirac(groups=2))
    ones = np.argwhere(w.numpy() == 1.0).tolist()
    assert ones == [[0, 0, 1, 1], [1, 1, 1, 1], [2, 0, 1, 1], [3, 1, 1, 1]] and w.numpy().sum() == 4
    w = paddle.create_parameter([3, 2, 4], "float64", default_initializer=paddle.nn.initializer.Dirac())
    assert np.argwhere(w.numpy() == 1.0).tolist() == [[0, 0, 2], [1, 1, 2]] and w.dtype == paddle.float64
    with pytest.raises(AssertionError, match="Only Tensor with 3/4/5 dimensions can be initialized by Dirac"):
        paddle.create_parameter([2, 3], "float32", default_initializer=paddle.nn.initializer.Dirac())
    with pytest.raises(AssertionError, match="Tensor 0-dimension must be divisible by groups"):
        paddle.create_parameter([3, 2, 3], "float32", default_initializer=paddle.nn.initializer.Dirac(groups=2))


def test_bilinear_uses_a_true_division_for_its_row_coordinate():
    w = paddle.create_parameter([1, 1, 4, 4], "float64", default_initializer=paddle.nn.initializer.Bilinear())
    values = w.numpy().ravel()
    # paddle's first row: x = 0..3, y = i / 4 (0, 0.25, 0.5, 0.75), f = 2, c = 0.75, rounded to float32
    expected = [(1 - abs(x / 2 - 0.75)) * (1 - abs(x / 4 / 2 - 0.75)) for x in range(4)]
    assert values[:4].tolist() == np.float32(expected).astype(np.float64).tolist()
    with pytest.raises(ValueError, match="shape\\[2\\] must be equal to shape\\[3\\]."):
        paddle.create_parameter([1, 1, 3, 4], "float32", default_initializer=paddle.nn.initializer.Bilinear())
    with pytest.raises(ValueError, match="the length of shape must be 4."):
        paddle.create_parameter([2, 3], "float32", default_initializer=paddle.nn.initializer.Bilinear())
