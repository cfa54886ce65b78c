"""unigrad._engine.functional: torch.autograd.functional's results, through functions captured before any aliasing."""

import doctest

import torch

from unigrad._engine import functional
from unigrad.aliasing import aliases


def test_doctests():
    assert doctest.testmod(functional).failed == 0


def test_aliased_hessian_calls_the_engine_jacobian_once_without_recursion():
    x = torch.tensor([0.5, 1.0, -2.0])
    expected = torch.autograd.functional.hessian(lambda t: (t ** 3).prod(), x)
    with aliases("torch"):
        # torch's hessian calls its module's jacobian: the replacement, which must reach torch's own.
        assert torch.autograd.functional.jacobian is not functional._jacobian
        got = torch.autograd.functional.hessian(lambda t: (t ** 3).prod(), x)
    torch.testing.assert_close(got, expected)
    assert torch.autograd.functional.jacobian is functional._jacobian


def test_every_option_reaches_torch():
    x = torch.tensor([0.5, 1.0])
    j = functional.jacobian(torch.sin, x, vectorize=True, strategy="forward-mode")
    torch.testing.assert_close(j, torch.diag(x.cos()))
    h = functional.hessian(lambda t: (t ** 3).sum(), x, vectorize=True, outer_jacobian_strategy="forward-mode")
    torch.testing.assert_close(h, torch.diag(6 * x))
    xr = x.clone().requires_grad_()
    assert functional.vjp(lambda t: (t * t).sum(), xr, create_graph=True)[1].requires_grad
