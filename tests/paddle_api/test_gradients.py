"""paddle.grad / backward on unigrad.paddle_api: values vs raw torch, paddle's semantics, and
misuse that raises without corrupting state (grad mode, existing .grad, later gradients)."""

import pytest
import torch

import unigrad.paddle_api as paddle


def leaf(values):
    return paddle.to_tensor(values, stop_gradient=False)


def test_grad_matches_torch_and_returns_list():
    x = leaf([1.0, 2.0, 3.0])
    (dx,) = result = paddle.grad((x.sin() * x).sum(), x)
    assert isinstance(result, list)
    t = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    (expected,) = torch.autograd.grad((t.sin() * t).sum(), t)
    assert torch.allclose(dx._torch, expected)
    assert dx.stop_gradient and x.grad is None


def test_grad_never_frees_graph_and_backward_second_time_fails():
    x = leaf([1.0, 2.0])
    y = (x.exp() * x).sum()
    first = paddle.grad(y, x, retain_graph=False)[0]
    second = paddle.grad(y, x)[0]
    assert torch.equal(first._torch, second._torch)
    y.backward()
    with pytest.raises(SystemError, match=r"^\(Fatal\) The TensorWrappers of SumGradNode do not exist"):
        y.backward()


def test_create_graph_second_and_third_order():
    x = leaf([2.0])
    (d1,) = paddle.grad(x ** 4, x, create_graph=True)
    (d2,) = paddle.grad(d1, x, create_graph=True)
    (d3,) = paddle.grad(d2, x)
    assert d1.item() == 32.0 and d2.item() == 48.0 and d3.item() == 48.0
    assert not d1.stop_gradient and d3.stop_gradient


def test_allow_unused_and_no_grad_vars():
    x, z = leaf([1.0]), leaf([2.0])
    y = x * 3
    assert paddle.grad(y, [x, z], allow_unused=True)[1] is None
    with pytest.raises(ValueError, match=r"The 1-th input does not appear"):
        paddle.grad(y, [x, z])
    with pytest.raises(ValueError, match=r"The 0-th input does not appear"):
        paddle.grad(y, x, no_grad_vars=x)
    h = x * 2
    out = h * h + x
    (dx,) = paddle.grad(out, x, no_grad_vars=[h])
    assert dx.item() == 1.0


def test_backward_accumulates_and_clear_grad_zeroes():
    x = leaf([1.0, 2.0])
    (x * x).sum().backward()
    (x * x).sum().backward()
    assert x.grad.tolist() == [4.0, 8.0] and not x.grad.stop_gradient
    x.clear_grad()
    assert x.grad.tolist() == [0.0, 0.0]
    x.clear_gradient(False)
    assert x.grad is None


def test_leaf_hook_applies_to_backward_not_to_grad():
    x = leaf([1.0, 2.0])
    handle = x.register_hook(lambda g: g * 10)
    assert paddle.grad((x * x).sum(), x)[0].tolist() == [2.0, 4.0]
    (x * x).sum().backward()
    assert x.grad.tolist() == [20.0, 40.0]
    handle.remove()
    x.clear_grad()
    (x * x).sum().backward()
    assert x.grad.tolist() == [2.0, 4.0]


MISUSES = [
    (lambda x, y: paddle.grad(y, [x], only_inputs=False), AssertionError, "only_inputs=False is not supported yet"),
    (lambda x, y: paddle.grad(y, 3), AssertionError, "inputs must be Tensor or list of Tensor"),
    (lambda x, y: paddle.grad([], x), AssertionError, "outputs cannot be empty"),
    (lambda x, y: paddle.grad(y, x, create_graph="a"), AssertionError, "create_graph must be True or False"),
    (lambda x, y: paddle.grad(y, x, retain_graph=1), AssertionError, "retain_graph must be None, True or False"),
    (lambda x, y: paddle.grad(y, [x], grad_outputs=[None, None]), AssertionError, "The length of grad_outputs"),
    (lambda x, y: paddle.grad(y, [x, x]), RuntimeError, r"\(AlreadyExists\)"),
    (lambda x, y: paddle.grad(y, [paddle.to_tensor([1.0])]), ValueError, "The 0-th input"),
    (lambda x, y: paddle.autograd.backward([y, y]), AssertionError, "The argument 'tensors'"),
    (lambda x, y: paddle.autograd.backward(y, retain_graph=None), AssertionError, "retain_graph must be True"),
    (lambda x, y: y.backward(paddle.ones([3])), AssertionError, "Tensor shape not match"),
    (lambda x, y: x + paddle.to_tensor([1]), TypeError, r"\(InvalidType\) Type promotion"),
]


@pytest.mark.parametrize("misuse, error, message", MISUSES)
def test_misuse_raises_and_leaves_state_alone(misuse, error, message):
    x = leaf([1.0, 2.0])
    (x * x).sum().backward()
    before = x.grad.tolist()
    y = (x * x).sum()
    with paddle.no_grad():
        pass
    mode = torch.is_grad_enabled()
    with pytest.raises(error, match=message):
        misuse(x, y)
    assert torch.is_grad_enabled() == mode
    assert x.grad.tolist() == before
    y.backward()  # the graph is still usable afterwards
    assert x.grad.tolist() == [b + 2 * v for b, v in zip(before, [1.0, 2.0])]
    assert paddle.grad((x * 3).sum(), x)[0].tolist() == [3.0, 3.0]


def test_misuse_inside_no_grad_restores_mode():
    with pytest.raises(ZeroDivisionError):
        with paddle.no_grad():
            1 / 0
    assert torch.is_grad_enabled()

    @paddle.no_grad()
    def broken():
        raise KeyError

    with pytest.raises(KeyError):
        broken()
    assert paddle.is_grad_enabled()


def test_wrongly_shaped_hook_gradient_is_reported_in_paddle_terms():
    import pytest

    import unigrad.paddle_api as paddle_api

    for leaf in (True, False):
        x = paddle_api.to_tensor([1.0, 2.0], stop_gradient=False)
        w = x if leaf else x * 1
        w.register_hook(lambda g: paddle_api.ones([3]))
        with pytest.raises(RuntimeError, match=r"^\(Unimplemented\) A hook returned a gradient of another shape"):
            (w * 2).sum().backward()
    assert paddle_api.is_grad_enabled() and x.grad is None


def test_retained_gradient_is_replaced_each_pass_and_hooks_keep_registration_order():
    import unigrad.paddle_api as paddle_api

    x = paddle_api.to_tensor([1.0, 2.0], stop_gradient=False)
    w = x * 2
    w.register_hook(lambda g: g * 3)  # before retain_grads: the kept value is hooked
    w.retain_grads()
    w.register_hook(lambda g: g * 5)  # after: not in the kept value, in x's gradient
    (w * w).sum().backward(retain_graph=True)
    (w * w).sum().backward()
    assert w.grad.tolist() == [12.0, 24.0]
    assert x.grad.tolist() == [240.0, 480.0]
