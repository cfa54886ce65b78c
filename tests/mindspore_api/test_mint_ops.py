"""Tests of mindspore_api.mint's torch-style ops: the same kernel as the ops spelling, the GLU kernel,
MindSpore's module paths, and the ops whose CPU kernels MindSpore 2.10 lacks (asynchronous failures)."""

import numpy as np
import pytest

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import mint, ops


def _data(seed, shape=(4, 6)):
    return ms.Tensor(np.random.default_rng(seed).uniform(-3, 3, shape).astype(np.float32))


@pytest.mark.parametrize("name", ["exp", "tanh", "sigmoid", "sin", "erf", "expm1", "log1p", "sqrt", "rsqrt"])
def test_unary_ops_match_the_ops_spelling_bit_for_bit(name):
    x = _data(0).abs() + 0.1
    assert np.array_equal(getattr(mint, name)(x).asnumpy().view(np.uint32),
                          getattr(ops, name)(x).asnumpy().view(np.uint32))


def test_torch_style_reduction_arguments():
    x = _data(1)
    assert mint.sum(x, dim=1, keepdim=True).shape == (4, 1)
    assert np.array_equal(mint.sum(x, dim=1).asnumpy(), ops.sum(x, 1).asnumpy())
    assert mint.mean(x, dim=0).shape == (6,)
    assert mint.amax(x, dim=0, keepdim=True).shape == (1, 6)  # dim 0 is a dimension, not "all"
    assert mint.amax(x).shape == ()
    assert mint.all(x > -4).asnumpy().item() is True
    assert mint.allclose(x, x) is True
    values, indices = mint.max(x, dim=1)
    assert np.array_equal(values.asnumpy(), x.asnumpy().max(1)) and indices.shape == (4,)


def test_shape_ops():
    x = _data(2)
    assert mint.transpose(x, 0, 1).shape == (6, 4)
    assert mint.permute(x, (1, 0)).shape == (6, 4)
    assert mint.cat([x, x], dim=1).shape == (4, 12)
    assert [t.shape for t in mint.split(x, 4, dim=1)] == [(4, 4), (4, 2)]
    assert mint.flatten(x).shape == (24,) and mint.nn.Flatten()(x).shape == (4, 6)
    assert mint.unsqueeze(x, 0).shape == (1, 4, 6)


def test_glu_is_the_glu_kernel_not_ops_glu():
    # MindSpore 2.10's own doc example of mint.nn.functional.glu (ops.glu gives 0.05744428 ...)
    out = mint.nn.functional.glu(ms.Tensor([[0.1, 0.2, 0.3, 0.4], [0.5, 0.6, 0.7, 0.8]]))
    assert str(out) == "[[0.05744425 0.11973753]\n [0.33409387 0.41398472]]"
    grad = ms.grad(lambda a: mint.nn.functional.glu(a).sum())(_data(3))
    assert grad.shape == (4, 6)


def test_mindspore_module_paths_hold_the_mint_functions():
    assert ops.function.math_func.amax_ext is mint.amax
    assert ops.function.array_func.gather_ext is mint.gather
    assert ops.function.nn_func.glu_ext is mint.nn.functional.glu
    assert ops.auto_generate.transpose_ext_view is mint.transpose
    assert ops.functional_overload.any is mint.any
    assert mint.cross is ops.cross and mint.cumprod is ops.cumprod


@pytest.mark.parametrize("call, kernel", [
    (lambda x: mint.dot(x[0], x[0]), "Dot"), (lambda x: mint.outer(x[0], x[0]), "Outer"),
    (lambda x: mint.addmm(x, x, mint.transpose(x, 0, 1)), "Addmm"), (lambda x: mint.exp2(x), "Exp2"),
    (lambda x: mint.cumsum(x, 1), "CumsumExt"), (lambda x: mint.std_mean(x, 1), "StdMean"),
    (lambda x: mint.nn.MSELoss()(x, x), "MSELossExt"),
])
def test_ops_without_a_cpu_kernel_fail_at_the_next_read(call, kernel):
    x = _data(4, (3, 3))
    out = call(x)  # nothing raised yet
    with pytest.raises(RuntimeError, match=f"The kernel {kernel} unregistered."):
        x.asnumpy()
    with pytest.raises(RuntimeError):
        (out[0] if isinstance(out, tuple) else out).asnumpy()
    assert x.shape == (3, 3)
    x.asnumpy()  # the error is raised once
