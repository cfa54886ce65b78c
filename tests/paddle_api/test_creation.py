"""paddle's random creation ops: ranges, complex draws and the dtype/argument errors of paddle's kernels."""

import pytest
import torch

import unigrad.paddle_api as paddle


def test_uniform_defaults_to_zero_one_and_complex_parts():
    u = paddle.uniform([1000])
    assert 0 <= float(u.min()) and float(u.max()) < 1
    c = paddle.uniform([1000], dtype="complex64", min=-1.0, max=1.0)._torch
    assert c.dtype == torch.complex64
    assert c.real.min() < -0.5 and c.imag.min() < -0.5 and c.real.max() < 1 and c.imag.max() < 1


@pytest.mark.parametrize("make, kernel, name", [
    (lambda: paddle.rand([2], dtype="int32"), "uniform", "int32"),
    (lambda: paddle.uniform([2], dtype="int64"), "uniform", "int64"),
    (lambda: paddle.randn([2], dtype="bool"), "gaussian", "bool"),
    (lambda: paddle.randint(0, 3, [2], dtype="float32"), "randint", "float32"),
])
def test_random_kernels_reject_dtypes_like_paddle(make, kernel, name):
    with pytest.raises(RuntimeError, match=f"key \\(CPU, Undefined\\(AnyLayout\\), {name}\\) of kernel `{kernel}`"):
        make()


def test_randint_needs_low_below_high():
    with pytest.raises(ValueError, match="low must less then high, but received: low = 3, high = 3"):
        paddle.randint(3, 3)
    assert paddle.randint(10).shape == [1] and paddle.randint(10).dtype is paddle.int64
