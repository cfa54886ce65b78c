"""unigrad.paddle_api._torch_style: paddle 3's torch-style parameter names, wrapped once, everywhere bound."""

import inspect

import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api import _torch_style


def test_an_alias_is_passed_as_paddles_name_only_when_that_name_is_not_given():
    def op(x, axis=None, name=None):
        return x, axis

    wrapped = _torch_style.with_param_aliases(op, {"input": "x", "dim": "axis"})
    assert wrapped(input=1, dim=2) == (1, 2)
    assert wrapped(1, axis=3) == (1, 3)
    with pytest.raises(TypeError):  # both names: paddle's function refuses the alias, as paddle's does
        wrapped(1, axis=3, dim=4)
    assert inspect.signature(wrapped) == inspect.signature(op)


def test_a_name_the_function_takes_itself_is_left_to_it():
    def op(input, dim=0):
        return input, dim

    assert _torch_style.with_param_aliases(op, {"input": "x", "dim": "axis"}) is op


def test_every_binding_of_a_function_gets_the_same_wrapper():
    assert paddle.add is paddle.tensor.add
    assert paddle.add.__wrapped__ is not None
    x = paddle.to_tensor([1.0, 2.0])
    assert paddle.mean(input=x, dim=0).item() == 1.5
    assert x.mean(dim=0).item() == 1.5
    assert paddle.nn.functional.silu(input=x).shape == [2]


def test_torch_positional_forms_become_paddles():
    x = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
    assert paddle.ones(2, 3).shape == [2, 3] and paddle.zeros(shape=4).shape == [4]
    assert x.reshape(4, 1).shape == [4, 1] and paddle.expand(x[0:1], 3, 2).shape == [3, 2]
    assert paddle.sum(x, 1, True).shape == [2, 1] and paddle.sum(x, 0, "float64").dtype == paddle.float64
    assert paddle.index_select(x, 1, paddle.to_tensor([1])).numpy().tolist() == [[2.0], [4.0]]
    with pytest.raises(TypeError, match="index_select\\(\\) missing 1 required argument: 'index'"):
        paddle.index_select(x, 1)
