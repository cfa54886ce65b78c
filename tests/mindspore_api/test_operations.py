"""Tests of mindspore_api.ops.operations: primitive classes (ApplyMomentum)."""

import numpy as np
import pytest

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import ops


def test_apply_momentum_updates_in_place_and_aliases_the_variable():
    var = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="v")
    accum = ms.Parameter(ms.Tensor(np.array([0.5, 0.0], np.float32)), name="a")
    out = ops.ApplyMomentum()(var, accum, ms.Tensor([0.5, 9.0]), ms.Tensor([1.0, -2.0]), 0.5)
    assert accum.asnumpy().tolist() == [1.25, -2.0]  # accum * momentum + grad
    assert var.asnumpy().tolist() == [0.375, 3.0]  # var - lr[0] * accum
    assert out is not var and out.asnumpy().tolist() == var.asnumpy().tolist()
    ops.ApplyMomentum()(var, accum, 1.0, ms.Tensor([0.0, 0.0]), 0.0)
    assert out.asnumpy().tolist() == var.asnumpy().tolist()


def test_apply_momentum_shape_check_and_attrs():
    prim = ops.ApplyMomentum(gradient_scale=2.0)
    assert repr(prim) == "Prim[ApplyMomentum]<use_nesterov=False, use_locking=False, gradient_scale=2.0, side_effect_mem=True>"
    with pytest.raises(ValueError, match=r"gradient_shape must be equal to variable_shape which is \[const vector\]\{2\} , but got \[const vector\]\{3\}"):
        prim(ms.Tensor([1.0, 2.0]), ms.Tensor([1.0, 2.0]), 0.1, ms.Tensor([1.0, 2.0, 3.0]), 0.9)


def test_apply_momentum_dtype_rules():
    import torch

    var64 = ms.Tensor(np.array([1.0, 2.0]))
    out = ops.ApplyMomentum()(var64, ms.Tensor(np.array([0.0, 0.0])), 0.5, ms.Tensor(np.array([1.0, 1.0])), 0.5)
    assert out.dtype == ms.float64 and var64.asnumpy().tolist() == [1.0, 2.0]  # float32 kernel on copies
    param = ms.Parameter(ms.Tensor(np.array([1.0, 2.0])), name="p")
    ops.ApplyMomentum()(param, ms.Tensor(np.array([0.0, 0.0])), 0.5, ms.Tensor(np.array([1.0, 1.0])), 0.5)
    assert param._torch.dtype == torch.float64 and param.asnumpy().tolist() == [0.5, 1.5]
    with pytest.raises(TypeError, match=r"argument\[variable\]'s data type of primitive\[ApplyMomentum\] is Float32"):
        ops.ApplyMomentum()(ms.Tensor([1.0]), ms.Tensor([1.0]), 0.1, ms.Tensor(np.array([1.0])), 0.9)


def test_pad_primitive_pads_with_zeros_and_checks_its_paddings_when_called():
    x = ms.Tensor(np.array([[1.0, 2.0]], np.float32))
    pad = ops.Pad(((1, 0), (0, 2)))
    np.testing.assert_array_equal(pad(x).asnumpy(), [[0, 0, 0, 0], [1, 2, 0, 0]])
    with pytest.raises(TypeError, match="should be 'tuple'"):
        ops.Pad([[1, 0], [0, 2]])
    with pytest.raises(ValueError, match="must be equal to the rank"):
        ops.Pad(((1, 0),))(x)
    with pytest.raises(ValueError, match=r"must be >= 0, but got paddings\[1\]\[0\] = -1"):
        ops.Pad(((0, 0), (-1, 0)))(x)


def test_isneginf_and_isposinf_are_ops_functions_too():
    x = ms.Tensor(np.array([-np.inf, np.inf, 1.0], np.float32))
    assert ops.isneginf(x).asnumpy().tolist() == [True, False, False]
    assert ops.isposinf(x).asnumpy().tolist() == [False, True, False]
