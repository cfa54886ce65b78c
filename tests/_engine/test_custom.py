"""Tests of unigrad._engine.custom: custom_vjp and boundary on torch.autograd."""

import pytest
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


def _cube():
    def forward(ctx, x, label, y):
        ctx.save_for_backward(x, y)
        return x ** 3 * y, label

    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return grad * 3 * x * x * y, grad * x ** 3

    return custom.custom_function("Cube", forward, backward)


def test_custom_function_passes_other_values_through_and_spreads_gradients_over_tensor_arguments():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = torch.tensor([2.0, 1.0], requires_grad=True)
    out, label = _cube()(x, "label", y)
    assert label == "label" and type(out.grad_fn).__name__ == "CubeBackward"
    assert [g.tolist() for g in torch.autograd.grad(out.sum(), (x, y))] == [[6.0, 12.0], [1.0, 8.0]]


def test_custom_function_backward_is_recorded_for_higher_orders():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    out, _ = _cube()(x, None, torch.ones(2))
    (dx,) = torch.autograd.grad(out.sum(), x, create_graph=True)
    assert torch.autograd.grad(dx.sum(), x)[0].tolist() == [6.0, 12.0]


def test_custom_function_once_differentiable_refuses_a_second_order():
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return (grad * 2 * x,)

    apply = custom.custom_function("Square", forward, backward, once_differentiable=True)
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    (dx,) = torch.autograd.grad(apply(x).sum(), x, create_graph=True)
    assert dx.tolist() == [2.0, 4.0] and not dx.requires_grad  # backward ran unrecorded
    with pytest.raises(RuntimeError):
        torch.autograd.grad(dx.sum(), x)
    seed = torch.ones(2, requires_grad=True)  # a recorded incoming gradient: torch's refusal, when asked
    (dx,) = torch.autograd.grad(apply(x), x, seed, create_graph=True)
    with pytest.raises(RuntimeError, match="once_differentiable"):
        dx.sum().backward()


def test_custom_function_context_non_differentiable_outputs_materialized_grads_and_needs():
    seen = []

    def forward(ctx, x, y, materialize):
        ctx.set_materialize_grads(materialize)
        index = x.argmax().reshape(1)
        ctx.mark_non_differentiable(index)
        return x * 2, index, y * 1

    def backward(ctx, grad_x, grad_index, grad_y):
        seen.append((ctx.needs_input_grad, grad_index, grad_y))
        return grad_x * 2, None

    apply = custom.custom_function("Pick", forward, backward)
    x = torch.tensor([1.0, 3.0], requires_grad=True)
    for materialize in (True, False):
        doubled, index, _ = apply(x, torch.ones(2), materialize)
        assert not index.requires_grad
        assert torch.autograd.grad(doubled.sum(), x)[0].tolist() == [2.0, 2.0]
    (needs, grad_index, grad_y), (_, none_index, none_y) = seen
    assert needs == (True, False)
    assert grad_index.tolist() == [0] and grad_y.tolist() == [0.0, 0.0]  # unused outputs: zeros
    assert none_index is None and none_y is None


def test_custom_function_inputs_marked_modified_move_their_version_on():
    def forward(ctx, x):
        x.mul_(2)
        ctx.mark_modified(x)
        return x

    apply = custom.custom_function("Double", forward, lambda ctx, grad: (grad * 2,))
    base = torch.tensor([1.0, 2.0], requires_grad=True)
    interior = base * 1
    saved_by_mul = interior * interior  # saves interior at its current version
    version = interior._version
    out = apply(interior)
    assert out is interior and interior._version > version
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        saved_by_mul.sum().backward()


def test_doctests():
    import doctest

    assert doctest.testmod(custom).failed == 0


def test_custom_function_and_custom_vjp_nodes_need_no_garbage_collector():
    import gc
    import weakref

    def forward(ctx, x):
        ctx.save_for_backward(x)
        ctx.state = {"kept": x * 2}  # a front end's state holding tensors
        return x * x

    apply = custom.custom_function("Square", forward, lambda ctx, grad: (grad * 2 * ctx.saved_tensors[0],))
    x = torch.ones(2, requires_grad=True)
    gc.disable()
    try:
        for run_backward in (False, True):
            y = apply(x)
            (z,) = custom.custom_vjp(lambda a: (a * 2,), lambda i, o, g: (g[0],), (x,))
            probes = [weakref.ref(y.grad_fn), weakref.ref(z.grad_fn)]
            if run_backward:
                (y.sum() + z.sum()).backward()
            del y, z
            assert [p() for p in probes] == [None, None]  # freed by reference counting alone
    finally:
        gc.enable()
