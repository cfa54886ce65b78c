"""Tests of mindspore_api.ops.composite: grad / value_and_grad against raw torch, and state after misuse."""

import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import nn, ops


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor([2.0, 3.0]), name="w")
        self.b = ms.Parameter(ms.Tensor([1.0]), name="b")

    def construct(self, x):
        return (x * self.w).sin().sum() + self.b


def test_grad_inputs_and_weights_match_autograd():
    net = Net()
    x = ms.Tensor([0.5, -1.0])
    gx, (gw, gb) = ms.grad(net, 0, net.trainable_params())(x)
    xr = x._torch.clone().requires_grad_()
    wr = net.w._torch.clone().requires_grad_()
    br = net.b._torch.clone().requires_grad_()
    ex, ew, eb = torch.autograd.grad(((xr * wr).sin().sum() + br).sum(), (xr, wr, br))
    assert torch.allclose(gx._torch, ex) and torch.allclose(gw._torch, ew) and torch.allclose(gb._torch, eb)


def test_return_structures():
    x, y = ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0])
    f = lambda x, y: x * y  # noqa: E731
    assert isinstance(ms.grad(f, (1,))(x, y), ms.Tensor)
    assert len(ms.grad(f, (0, 1))(x, y)) == 2
    pos, g = ms.grad(f, 1, return_ids=True)(x, y)
    assert pos == 1 and g.asnumpy().tolist() == [1.0, 2.0]
    value, g = ms.value_and_grad(f)(x, y)
    assert value.asnumpy().tolist() == [3.0, 8.0]


@pytest.mark.parametrize(
    "kwargs, call_args, error",
    [
        (dict(grad_position=None), None, ValueError),
        (dict(grad_position="a"), None, TypeError),
        (dict(grad_position=-1), None, ValueError),
        (dict(has_aux=1), None, TypeError),
        (dict(weights=3), None, TypeError),
        (dict(grad_position=5), 2, RuntimeError),
        (dict(has_aux=True), 2, ValueError),
    ],
)
def test_misuse_raises_and_leaves_state_alone(kwargs, call_args, error):
    net = Net()
    before = [p._torch.clone() for p in net.get_parameters()]
    tensors = [p._torch for p in net.get_parameters()]
    grad_mode = torch.is_grad_enabled()
    x = ms.Tensor([0.5, -1.0])
    with pytest.raises(error):
        fn = ms.grad(lambda x, y: net(x) * y, **kwargs)
        fn(x, ms.Tensor([1.0]))
    assert torch.is_grad_enabled() == grad_mode
    assert all(p._torch is t for p, t in zip(net.get_parameters(), tensors))
    assert all(torch.equal(p._torch, b) for p, b in zip(net.get_parameters(), before))
    assert ms.grad(net)(x).shape == (2,)  # still works afterwards


def test_error_inside_function_restores_parameters():
    net = Net()
    tensors = [p._torch for p in net.trainable_params()]

    def bad(x):
        net(x)
        raise KeyError("inside")

    with pytest.raises(KeyError):
        ms.grad(bad, None, net.trainable_params())(ms.Tensor([1.0, 2.0]))
    assert all(p._torch is t for p, t in zip(net.trainable_params(), tensors))
    assert not any(p._torch.requires_grad for p in net.trainable_params())


def test_second_order_and_grad_operation():
    x = ms.Tensor([1.0, 2.0])
    second = ms.grad(ms.grad(lambda x: (x**3).sum()))(x)
    assert second.asnumpy().tolist() == [6.0, 12.0]
    # one Tensor at two positions: each gets the sum of both gradients (measured on MindSpore 2.10: [2, 4])
    assert ops.GradOperation(get_all=True)(lambda x, y: x * y)(x, x)[0].asnumpy().tolist() == [2.0, 4.0]


def test_weights_grad_follows_requires_grad_and_hooks_between_calls():
    """The Cell fast path caches per weight set: a Parameter frozen later gets zeros, a plain Tensor among the
    weights gets zeros, and a hook registered after the first call still runs."""
    net = Net()
    plain = ms.Tensor([5.0])
    g = ms.grad(net, None, (net.w, net.b, plain))
    x = ms.Tensor([0.5, -1.0])
    first = g(x)
    assert first[2]._torch.tolist() == [0.0] and first[1]._torch.tolist() == [1.0]
    net.b.requires_grad = False
    frozen = g(x)
    assert frozen[1]._torch.tolist() == [0.0] and torch.equal(frozen[0]._torch, first[0]._torch)
    net.b.requires_grad = True
    net.w.register_hook(lambda grad: grad * 10)
    hooked = g(x)
    assert torch.allclose(hooked[0]._torch, first[0]._torch * 10)
    assert isinstance(net.w._torch, torch.Tensor) and not net.w._torch.requires_grad


def test_cell_with_its_own_call_is_called_through_it():
    class Doubled(Net):
        def __call__(self, *args):
            return super().__call__(*args) * 2

    net = Doubled()
    gw, gb = ms.grad(net, None, net.trainable_params())(ms.Tensor([0.5, -1.0]))
    assert gb._torch.tolist() == [2.0]


def test_the_differentiated_tensor_is_the_callers_object():
    # MindSpore differentiates a Tensor object: a closure over the argument's object counts (d/dv sum(v * x) at
    # v = x is 2x), also in a grad nested inside (grad(u -> sum(u*v*u))(v) is 3v*v, whose gradient is 6v)
    x = ms.Tensor([0.5, -0.25, 2.0])
    before = x._torch
    assert ms.grad(lambda v: (v * x).sum())(x).asnumpy().tolist() == [1.0, -0.5, 4.0]
    nested = ms.grad(lambda v: ms.grad(lambda u: (u * v * u).sum())(v).sum())(x)
    assert nested.asnumpy().tolist() == [3.0, -1.5, 12.0]
    assert x._torch is before and not x._torch.requires_grad


def test_the_callers_object_gets_its_values_back_after_an_error():
    x = ms.Tensor([0.5, -0.25])
    before = x._torch

    def fails(v):
        assert v is x and v._torch is not before  # the caller's object, holding its leaf
        raise ValueError("inside")

    with pytest.raises(ValueError, match="inside"):
        ms.grad(fails)(x)
    assert x._torch is before


def test_no_grad_restores_the_grad_mode_after_an_error_and_when_nested():
    x = ms.Tensor([1.0, 2.0])
    quiet = ms._no_grad()
    with pytest.raises(RuntimeError, match="In no_grad context, you can not calculate gradient"):
        with quiet:
            with quiet:  # one instance entered twice (a decorated function calling itself)
                pass
            ms.grad(lambda v: (v * v).sum())(x)
    assert torch.is_grad_enabled()
    assert ms.grad(lambda v: (v * v).sum())(x).asnumpy().tolist() == [2.0, 4.0]
