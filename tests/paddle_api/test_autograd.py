"""paddle.autograd: PyLayer, jacobian and hessian against torch."""

import torch

import unigrad.paddle_api as paddle
from unigrad.paddle_api.autograd import PyLayer


class Cube(PyLayer):
    @staticmethod
    def forward(ctx, x, scale=1.0):
        ctx.save_for_backward(x)
        ctx.scale = scale
        return x * x * x * scale

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensor()
        return grad * 3 * x * x * ctx.scale


def test_pylayer_gradient_and_second_call():
    x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
    y = Cube.apply(x, scale=2.0)
    assert y.tolist() == [2.0, 16.0] and not y.stop_gradient
    y.sum().backward()
    assert x.grad.tolist() == [6.0, 24.0] and x.grad.stop_gradient
    assert paddle.grad(Cube.apply(x).sum(), x)[0].tolist() == [3.0, 12.0]


def test_jacobian_and_hessian_match_torch_func():
    values = [0.5, 1.5, 2.5]
    x = paddle.to_tensor(values, stop_gradient=False)
    jac = paddle.autograd.jacobian(paddle.sin(x) * x, x)
    expected = torch.func.jacrev(lambda v: torch.sin(v) * v)(torch.tensor(values))
    assert torch.allclose(jac[:]._torch, expected)
    hess = paddle.autograd.hessian((x ** 3).sum(), x)
    assert torch.allclose(hess[:]._torch, torch.diag(6 * torch.tensor(values)))
    assert jac.shape == [3, 3] and hess[0, 0].item() == 3.0
