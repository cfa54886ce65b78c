"""Tests of unigrad._engine.custom: custom_vjp and boundary on torch.autograd."""

import torch

from unigrad._engine import custom, transforms


def test_custom_vjp_uses_the_given_backward_and_sees_inputs_outputs_and_grads():
    seen = []
    x = torch.tensor([1.0, 2.0], requires_grad=True)

    def backward(inputs, outputs, grads):
        seen.append((inputs[0].tolist(), outputs[0].tolist(), grads[0].tolist()))
        return (grads[0] * 10,)

    (y,) = custom.custom_vjp(lambda x: (x * x,), backward, (x,))
    assert y.tolist() == [1.0, 4.0]
    assert torch.autograd.grad((y * 3).sum(), x)[0].tolist() == [30.0, 30.0]
    assert seen == [([1.0, 2.0], [1.0, 4.0], [3.0, 3.0])]


def test_custom_vjp_forward_may_take_gradients_itself():
    inner = transforms.grad_with_state(lambda x: (x ** 3).sum(), (0,))
    x = torch.tensor([2.0], requires_grad=True)
    (y,) = custom.custom_vjp(lambda x: (inner(x)[0][0],), lambda i, o, g: (g[0],), (x,))
    assert y.tolist() == [12.0]


def test_custom_vjp_outside_grad_mode_is_the_forward():
    with torch.no_grad():
        (y,) = custom.custom_vjp(lambda x: (x + 1,), None, (torch.ones(1),))
    assert y.tolist() == [2.0] and y.grad_fn is None


def test_boundary_hooks_see_and_replace_gradients():
    calls = []
    x = torch.tensor([1.0, 2.0], requires_grad=True)

    def on_outputs(grads):
        calls.append(("out", grads[0].tolist()))
        return (grads[0] * 2,)

    def on_inputs(grads, output_grads):
        calls.append(("in", grads[0].tolist(), output_grads[0].tolist()))
        return None

    (y,) = custom.boundary(lambda x: (x * 3,), (x,), on_outputs, on_inputs)
    assert torch.autograd.grad(y.sum(), x)[0].tolist() == [6.0, 6.0]
    assert calls == [("out", [1.0, 1.0]), ("in", [6.0, 6.0], [2.0, 2.0])]


def test_grad_with_state_on_tape_nests_and_lifts_integers():
    grad_of_grad = transforms.grad_with_state(
        lambda x: transforms.grad_with_state(lambda y: (y ** 3).sum(), (0,))(x)[0][0].sum(), (0,)
    )
    assert grad_of_grad(torch.tensor([1.0, 2.0]))[0][0].tolist() == [6.0, 12.0]
    grads = transforms.grad_with_state(lambda x, y: (x * y).sum(), (0, 1), lift_integers=True)(
        torch.tensor([1, 2]), torch.tensor([1.5, 2.5])
    )[0]
    assert grads[0].dtype == torch.int64 and grads[0].tolist() == [1, 2]
    assert grads[1].tolist() == [1.0, 2.0]


def test_grad_with_state_separates_an_input_from_the_same_tensor_in_a_closure():
    # d/dx of x * (d/dy of x * y) = d/dx of x * x: the inner level must not count the closure's x
    outer = transforms.grad_with_state(
        lambda x: transforms.grad_with_state(lambda y: (x * y).sum(), (0,))(x)[0][0].mul(x).sum(), (0,)
    )
    assert outer(torch.tensor([3.0]))[0][0].tolist() == [6.0]


def test_grad_with_state_leaf_hooks_and_functorch_fallback():
    run = transforms.grad_with_state(lambda x: (x * x).sum(), (0,))
    assert run(torch.tensor([1.0, 2.0]), leaf_hooks=[lambda g: g * 10])[0][0].tolist() == [20.0, 40.0]
    batched = transforms.vmap(lambda x: run(x)[0][0])(torch.tensor([[1.0], [2.0]]))
    assert batched.tolist() == [[2.0], [4.0]]
