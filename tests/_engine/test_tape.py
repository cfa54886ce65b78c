"""unigrad._engine.tape: imperative gradients agree with raw torch.autograd and with finite differences."""

import pytest
import torch

from unigrad._engine import tape

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


def _finite_difference(function, x, eps=1e-6):
    """Central differences of scalar ``function`` at float64 ``x``, one coordinate at a time."""
    grads = torch.zeros_like(x)
    flat = grads.view(-1)
    for index in range(x.numel()):
        step = torch.zeros_like(x).view(-1)
        step[index] = eps
        step = step.view_as(x)
        flat[index] = (function(x + step) - function(x - step)) / (2 * eps)
    return grads


def _loss(x):
    return (x.sin() * x.exp() + x ** 3).sum()


@pytest.mark.parametrize("device", DEVICES)
def test_grad_matches_raw_torch_and_finite_differences(device):
    x = torch.linspace(-1, 1, 5, dtype=torch.float64, device=device, requires_grad=True)
    (ours,) = tape.grad(_loss(x), [x])
    (raw,) = torch.autograd.grad(_loss(x), [x])
    torch.testing.assert_close(ours, raw)
    torch.testing.assert_close(ours, _finite_difference(_loss, x.detach()), rtol=1e-6, atol=1e-6)
    assert ours.device == x.device and x.grad is None


@pytest.mark.parametrize("device", DEVICES)
def test_grad_outputs_weights_a_non_scalar_output(device):
    x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
    weights = torch.tensor([1.0, 0.5, -1.0], device=device)
    (ours,) = tape.grad(x ** 2, x, grad_outputs=weights)
    torch.testing.assert_close(ours, 2 * x.detach() * weights)


def test_create_graph_nests_to_third_order():
    x = torch.tensor([0.3, -0.7], dtype=torch.float64, requires_grad=True)
    (first,) = tape.grad((x ** 4).sum(), x, create_graph=True)
    (second,) = tape.grad(first.sum(), x, create_graph=True)
    (third,) = tape.grad(second.sum(), x)
    torch.testing.assert_close(first, 4 * x.detach() ** 3)
    torch.testing.assert_close(second, 12 * x.detach() ** 2)
    torch.testing.assert_close(third, 24 * x.detach())


def test_retain_graph_defaults_to_create_graph():
    x = torch.tensor(2.0, requires_grad=True)
    y = x * x
    tape.grad(y, x)
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        tape.grad(y, x)
    z = x * x
    tape.grad(z, x, retain_graph=True)
    assert tape.grad(z, x) == (torch.tensor(4.0),)


def test_allow_unused_and_materialize_grads():
    x, unused = torch.tensor(1.0, requires_grad=True), torch.tensor(1.0, requires_grad=True)
    with pytest.raises(RuntimeError, match="appears to not have been used"):
        tape.grad(x * 2, [x, unused], retain_graph=True)
    assert tape.grad(x * 2, [x, unused], retain_graph=True, allow_unused=True) == (torch.tensor(2.0), None)
    assert tape.grad(x * 2, [x, unused], materialize_grads=True) == (torch.tensor(2.0), torch.tensor(0.0))


def test_grad_does_not_touch_dot_grad_and_backward_accumulates():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    tape.grad((x * x).sum(), x)
    assert x.grad is None
    tape.backward((x * x).sum())
    tape.backward((3 * x).sum())
    torch.testing.assert_close(x.grad, 2 * x.detach() + 3)


def test_backward_inputs_restricts_accumulation():
    a, b = torch.tensor(1.0, requires_grad=True), torch.tensor(2.0, requires_grad=True)
    tape.backward(a * b, inputs=[a])
    assert a.grad == torch.tensor(2.0) and b.grad is None


def test_a_failed_grad_leaves_grad_mode_and_dot_grad_alone():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    tape.backward(x.sum())
    with pytest.raises(RuntimeError, match="implicitly created only for scalar outputs"):
        tape.grad(x * 2, x)
    assert torch.is_grad_enabled()
    assert x.grad.tolist() == [1.0, 1.0]
    assert tape.grad((x * x).sum(), x)[0].tolist() == [2.0, 4.0]
