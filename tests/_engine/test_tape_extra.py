"""Tests for the functions appended to unigrad._engine.tape: accumulation hooks and jacobian."""

import doctest

import torch

from unigrad._engine import tape


def test_doctests():
    assert doctest.testmod(tape).failed == 0


def test_accumulation_hook_runs_on_backward_only():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    handle = tape.register_accumulation_hook(x, lambda g: g * 10)
    assert torch.equal(tape.grad((x * x).sum(), [x])[0], torch.tensor([2.0, 4.0]))
    tape.backward((x * x).sum())
    assert torch.equal(x.grad, torch.tensor([20.0, 40.0]))
    handle.remove()
    tape.backward((x * x).sum())
    assert torch.equal(x.grad, torch.tensor([22.0, 44.0]))


def test_accumulation_hook_returning_none_keeps_gradient():
    x = torch.tensor([3.0], requires_grad=True)
    seen = []
    tape.register_accumulation_hook(x, lambda g: seen.append(g.clone()))
    tape.backward((x * x).sum())
    assert torch.equal(x.grad, torch.tensor([6.0])) and len(seen) == 1


def test_jacobian_matches_torch_func():
    x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    y = torch.stack([x.prod(), x.sum() ** 2])
    (jac,) = tape.jacobian(y, [x])
    expected = torch.func.jacrev(lambda v: torch.stack([v.prod(), v.sum() ** 2]))(x.detach())
    assert torch.allclose(jac, expected)


def test_jacobian_of_unused_input_is_zero_and_create_graph_differentiates():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    z = torch.tensor([5.0], requires_grad=True)
    jx, jz = tape.jacobian(x ** 3, [x, z], create_graph=True)
    assert torch.equal(jz, torch.zeros(2, 1))
    (second,) = torch.autograd.grad(jx.sum(), x)
    assert torch.allclose(second, 6 * x.detach())


def test_accumulation_hook_can_be_registered_under_no_grad():
    x = torch.tensor([1.0], requires_grad=True)
    with torch.no_grad():
        tape.register_accumulation_hook(x, lambda g: g * 3)
    tape.backward((x * 2).sum())
    assert torch.equal(x.grad, torch.tensor([6.0]))
