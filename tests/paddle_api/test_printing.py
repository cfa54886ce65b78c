"""paddle printing rules that the conformance cases rely on, checked without the oracle."""

import doctest

import numpy as np

import unigrad.paddle_api as paddle
from unigrad.paddle_api import _printing, tensor


def test_doctests():
    assert doctest.testmod(tensor).failed == 0
    assert doctest.testmod(paddle).failed == 0


def test_padding_quirk_widest_item_gets_no_sign_space():
    text = str(paddle.to_tensor([1.5, -2.0, 10.0]))
    assert text.endswith("[1.50000000, -2.       ,  10.      ])")


def test_summary_and_printoptions_restore():
    big = paddle.to_tensor(np.arange(2000, dtype="float32"))
    assert "..." in str(big)
    paddle.set_printoptions(precision=2)
    try:
        assert str(paddle.to_tensor([0.125])).endswith("[0.12])") or str(paddle.to_tensor([0.125])).endswith("[0.13])")
    finally:
        paddle.set_printoptions(precision=8)
    assert _printing.OPTIONS.precision == 8
