"""paddle.incubate.autograd's Jacobian and Hessian (unigrad/paddle_api/incubate/autograd/functional.py):
values against torch.func, laziness (func runs once, rows on demand and cached), paddle's index rules."""

import pytest
import torch

import unigrad.paddle_api as paddle
from unigrad.paddle_api.incubate.autograd import Hessian, Jacobian


def _f(a, b):
    return paddle.matmul(a, b).tanh(), (a * b).sum(1)


def test_jacobian_is_the_flattened_concatenated_matrix_of_torch_func():
    a = paddle.to_tensor([[0.1, 0.2], [0.3, -0.4]])
    b = paddle.to_tensor([[1.0, -2.0], [0.5, 0.25]])
    jacobian = Jacobian(_f, [a, b])
    ta, tb = a._torch.clone(), b._torch.clone()
    rows = torch.func.jacrev(lambda x, y: torch.cat([torch.tanh(x @ y).reshape(-1), (x * y).sum(1)]),
                             argnums=(0, 1))(ta, tb)
    expected = torch.cat([r.reshape(6, -1) for r in rows], 1)
    assert jacobian.shape == (6, 8)
    assert torch.allclose(jacobian[:]._torch, expected, atol=1e-6)
    assert torch.allclose(jacobian[2, 1:5]._torch, expected[2, 1:5], atol=1e-6)


def test_func_runs_once_and_rows_are_computed_on_demand_and_cached(monkeypatch):
    from unigrad.paddle_api.incubate.autograd import functional

    calls, grads = [], []
    real_grad = functional.grad
    monkeypatch.setattr(functional, "grad", lambda *a, **k: grads.append(1) or real_grad(*a, **k))
    x = paddle.to_tensor([1.0, 2.0, 3.0])
    jacobian = Jacobian(lambda t: calls.append(1) or t * t, x)
    assert len(calls) == 1 and not grads
    assert jacobian[1].numpy().tolist() == [0.0, 4.0, 0.0]
    jacobian[1, 1:]
    assert len(grads) == 1
    jacobian[:]
    assert len(calls) == 1 and len(grads) == 3


def test_batched_hessian_and_paddles_index_errors():
    x = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
    hessian = Hessian(lambda t: (t * t * t).sum(1, keepdim=True), x, is_batched=True)
    assert hessian.shape == (2, 2, 2)
    assert hessian[1].numpy().tolist() == [[18.0, 0.0], [0.0, 24.0]]
    assert hessian[:].stop_gradient is False
    with pytest.raises(IndexError, match="Ellipsis index currently is not supported."):
        hessian[..., 0]
    with pytest.raises(TypeError, match="Not supported index type None."):
        hessian[None]
    with pytest.raises(RuntimeError, match="single element Tensor"):
        Hessian(lambda t: t * 2, x)
