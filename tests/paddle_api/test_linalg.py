"""paddle.linalg: det/slogdet values as paddle's CPU kernel rounds them, and paddle's errors."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle


def _reference_det(matrix):
    """Partial-pivoting LU, one float32 rounding per operation, written out element by element."""
    a = [[np.float32(v) for v in row] for row in matrix]
    n, sign = len(a), np.float32(1)
    for k in range(n):
        pivot = max(range(k, n), key=lambda i: (abs(a[i][k]), -i))
        if a[pivot][k] != 0:
            if pivot != k:
                a[k], a[pivot], sign = a[pivot], a[k], -sign
            for i in range(k + 1, n):
                a[i][k] = a[i][k] / a[k][k]
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                a[i][j] = a[i][j] - a[i][k] * a[k][j]
    product = a[0][0]
    for i in range(1, n):
        product = product * a[i][i]
    return sign * product


def test_det_and_slogdet_round_as_paddles_lu():
    matrices = np.random.default_rng(1).standard_normal((50, 5, 5)).astype("float32")
    dets = paddle.linalg.det(paddle.to_tensor(matrices)).numpy()
    assert dets.tolist() == [_reference_det(m) for m in matrices]
    signs, logs = paddle.linalg.slogdet(paddle.to_tensor(matrices)).numpy()
    assert signs.tolist() == np.sign(dets).tolist()
    assert np.allclose(logs, np.log(np.abs(dets)))


def test_det_keeps_the_gradient_and_singular_sign_is_zero():
    x = paddle.to_tensor([[2.0, 1.0], [1.0, 3.0]], stop_gradient=False)
    paddle.linalg.det(x).backward()
    assert x.grad.tolist() == [[3.0, -1.0], [-1.0, 2.0]]
    assert paddle.linalg.slogdet(paddle.to_tensor([[1.0, 2.0], [2.0, 4.0]])).tolist() == [0.0, float("-inf")]


def test_det_errors():
    with pytest.raises(ValueError, match="the input matrix should be square matrix"):
        paddle.linalg.det(paddle.ones([2, 3]))
    with pytest.raises(RuntimeError, match="kernel `slogdet` is not registered"):
        paddle.linalg.slogdet(paddle.ones([2, 2], dtype="int64"))


def test_det_and_slogdet_gradients_follow_paddles_kernels():
    x = paddle.to_tensor([[1.5, -0.5, 2.0], [0.25, 3.0, -1.0], [2.0, 0.5, 0.75]], stop_gradient=False)
    paddle.linalg.det(x).backward()
    expected = paddle.linalg.det(x).numpy() * paddle.inverse(x).numpy().T
    assert x.grad.numpy().tolist() == expected.tolist()
    singular = paddle.to_tensor([[[2.0, 4.0], [1.0, 2.0]], [[3.0, 1.0], [1.0, 1.0]]], stop_gradient=False)
    paddle.linalg.det(singular).sum().backward()
    assert not singular.grad.numpy().any()  # paddle: all zeros once any matrix of the batch is singular
    singular.clear_grad()
    paddle.linalg.slogdet(singular)[1].sum().backward()
    assert np.isnan(singular.grad.numpy()).all()
    with pytest.raises(RuntimeError, match="The Op det_grad doesn't have any grad op"):
        paddle.grad(paddle.linalg.det(x), x, create_graph=True)


def test_inverse_values_and_error():
    a = np.random.default_rng(2).standard_normal((4, 6, 6)).astype("float32")
    inverse = paddle.inverse(paddle.to_tensor(a)).numpy()
    assert np.allclose(inverse @ a, np.eye(6), atol=1e-4)
    with pytest.raises(ValueError, match="Input is not invertible"):
        paddle.inverse(paddle.to_tensor([[1.0, 2.0], [2.0, 4.0]]))
