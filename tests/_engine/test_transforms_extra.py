"""Tests of transforms.grad_and_value_with_state: gradients w.r.t. arguments and held tensors."""

import pytest
import torch

from unigrad._engine import transforms


class Holder:
    def __init__(self, value):
        self._torch = value


def test_arguments_and_holders_against_autograd():
    w = Holder(torch.tensor([2.0, 3.0]))
    x = torch.tensor([1.0, 4.0])
    step = transforms.grad_and_value_with_state(lambda x: (x * w._torch).sin().sum(), (0,), (w,))
    (gx,), (gw,), value = step(x)
    xr, wr = x.clone().requires_grad_(), w._torch.clone().requires_grad_()
    expected = (xr * wr).sin().sum()
    ex, ew = torch.autograd.grad(expected, (xr, wr))
    assert torch.allclose(gx, ex) and torch.allclose(gw, ew) and torch.allclose(value, expected)


def test_holder_restored_after_error_and_unused_gives_zeros():
    w = Holder(torch.tensor(1.0))
    original = w._torch

    def boom(x):
        raise KeyError("boom")

    with pytest.raises(KeyError):
        transforms.grad_and_value_with_state(boom, (0,), (w,))(torch.tensor(1.0))
    assert w._torch is original
    (gx,), (gw,), _ = transforms.grad_and_value_with_state(lambda x: x * 2, (0,), (w,))(torch.tensor(1.0))
    assert gw.item() == 0.0 and gx.item() == 2.0


def test_has_aux_and_passthrough_arguments():
    step = transforms.grad_and_value_with_state(lambda x, k: ((x * k).sum(), k), (0,), (), has_aux=True)
    (gx,), held, (value, aux) = step(torch.tensor([1.0, 2.0]), 3.0)
    assert held == () and aux == 3.0 and gx.tolist() == [3.0, 3.0] and value.item() == 9.0


def test_nests_for_second_order_on_held_tensor():
    w = Holder(torch.tensor(3.0))

    def first(dummy):
        (_,), (gw,), _ = transforms.grad_and_value_with_state(lambda d: w._torch**3 + d, (0,), (w,))(dummy)
        return gw

    (_,), (second,), _ = transforms.grad_and_value_with_state(first, (0,), (w,))(torch.tensor(0.0))
    assert second.item() == pytest.approx(18.0)
    assert w._torch.item() == 3.0


def test_composes_with_vmap():
    step = transforms.grad_and_value_with_state(lambda x: (x**2).sum(), (0,), ())
    grads = transforms.vmap(lambda x: step(x)[0][0])(torch.tensor([[1.0], [2.0]]))
    assert grads.tolist() == [[2.0], [4.0]]
