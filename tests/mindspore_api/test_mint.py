"""Tests of mindspore_api.mint: std and its asynchronous CPU failures."""

import pytest

import unigrad.mindspore_api as ms


def test_mint_std_fails_asynchronously_on_cpu():
    x = ms.Tensor([[1.0, 2.0]])
    with pytest.raises(TypeError, match=r'Failed calling Std with "Std\(\)\(input=Tensor, dim=None, correction=float'):
        ms.mint.std(x, correction=1.5)
    out = ms.mint.std(ms.Tensor([1, 2]), dim=0)
    with pytest.raises(TypeError, match="supports types: Float16, Float32, BFloat16. But got Int64."):
        x.asnumpy()
    with pytest.raises(TypeError, match="But got Int64"):
        out.asnumpy()  # the output stays unreadable
    ms.mint.std(x, 2)
    with pytest.raises(ValueError, match=r"the axis value must be in \[-2,2\), but got 2"):
        print(x)
    ms.mint.std(x)
    with pytest.raises(RuntimeError, match="The kernel Std unregistered."):
        x.tolist()
    assert x.tolist() == [[1.0, 2.0]]
