"""mindspore_api.numpy: MindSpore's numpy functions as tables over torch, with MindSpore's dtype rules.

The dtype expectations below are the ones measured on MindSpore 2.10 (the
recorded cases ``conformance/cases/mindspore/numpy_*.py`` hold the real
outputs); these tests pin the rules themselves, the one-kernel property and
gradients, without the oracle.
"""

import numpy as np
import pytest
import torch

import unigrad
import unigrad.mindspore_api as ms
import unigrad.mindspore_api.numpy as mnp
from unigrad.mindspore_api import ops
from unigrad.mindspore_api.common.tensor import Tensor


def _dtype(t):
    return str(t.dtype)


@pytest.mark.parametrize(
    "a, b, expected",
    [
        (ms.int8, ms.uint8, "Int16"),
        (ms.int32, ms.float16, "Float16"),
        (ms.int64, ms.float32, "Float32"),
        (ms.float16, ms.float32, "Float32"),
        (ms.float32, ms.float64, "Float64"),
        (ms.bool_, ms.int8, "Int8"),
    ],
)
def test_two_tensors_promote_by_dtype(a, b, expected):
    x, y = Tensor([1, 2], a), Tensor([1, 2], b)
    assert _dtype(mnp.subtract(x, y)) == expected
    assert _dtype(mnp.subtract(y, x)) == expected


def test_python_numbers_are_32_bit_tensors_and_promote_by_dtype_not_rank():
    assert _dtype(mnp.subtract(Tensor([1.0], ms.float16), 0.5)) == "Float32"  # torch would keep float16
    assert _dtype(mnp.subtract(Tensor([1], ms.int8), 2)) == "Int32"
    assert _dtype(mnp.subtract(Tensor([1.0], ms.float16), 2)) == "Float16"
    assert _dtype(mnp.add(1, 2)) == "Int32"
    assert _dtype(mnp.array([1.5, 2.0])) == "Float32"
    assert _dtype(mnp.array([1, 2])) == "Int32"
    assert _dtype(mnp.array(Tensor([1.0], ms.float64))) == "Float64"


def test_integer_division_and_reductions_follow_mindspore():
    i = Tensor([1, 2, 3], ms.int32)
    assert _dtype(mnp.divide(i, i)) == "Float32"
    assert _dtype(mnp.divide(Tensor([1.0], ms.float64), 2)) == "Float32"
    assert _dtype(mnp.sum(i)) == "Int64"
    assert _dtype(mnp.mean(i)) == "Int32"
    assert _dtype(mnp.sqrt(i)) == "Float32"
    assert mnp.remainder(Tensor([7, -7], ms.int32), 3).asnumpy().tolist() == [1, 2]


def test_add_is_subtract_of_the_negation_on_cpu():
    # MindSpore's CPU add: x1 - (-x2); uint8's negation wraps, and bool cannot be negated
    assert mnp.add(Tensor([1], ms.int32), Tensor([1], ms.uint8)).asnumpy().tolist() == [-254]
    with pytest.raises(TypeError, match="Neg"):
        mnp.add(Tensor([1]), Tensor([True]))


def test_misuse_raises_mindspore_types():
    with pytest.raises(TypeError, match="Expect input to be array like."):
        mnp.exp(np.ones(2))
    with pytest.raises(TypeError, match="Unsupported data type"):
        mnp.log(Tensor([1], ms.int32))
    with pytest.raises(ValueError, match="One of max or min"):
        mnp.clip(Tensor([1.0]), None, None)
    with pytest.raises(ValueError, match="shapes are not aligned"):
        mnp.dot(mnp.ones((2, 3)), mnp.ones((4, 2)))
    with pytest.raises(TypeError, match="expect Tensor"):
        mnp.multiply(2, 3)


@pytest.mark.parametrize("name, op, positive", [("exp", "exp", False), ("tanh", "tanh", False), ("log", "log", True),
                                                ("sin", "sin", False), ("sqrt", "sqrt", True), ("expm1", "expm1", False)])
@pytest.mark.parametrize("policy", ["exact", "native"])
def test_numpy_names_run_the_kernel_table_entry(name, op, positive, policy):
    values = np.random.RandomState(1).uniform(-6, 6, 513).astype(np.float32)
    if positive:
        values = np.abs(values) + np.float32(0.5)
    with unigrad.set_numerics(policy):
        ours = getattr(mnp, name)(Tensor(values)).asnumpy().view(np.uint32)
        theirs = getattr(ops, op)(Tensor(values)).asnumpy().view(np.uint32)
    assert np.array_equal(ours, theirs)


def test_gradients_flow_through_numpy_functions():
    x = Tensor([[0.5, -1.0], [2.0, 0.25]])
    grads = ms.grad(lambda x: mnp.sum(mnp.square(x) * 3) + mnp.mean(mnp.exp(x)))(x)
    expected = 6 * x.asnumpy() + np.exp(x.asnumpy()) / 4
    np.testing.assert_allclose(grads.asnumpy(), expected, rtol=1e-6)
    w = Tensor([[1.0], [2.0]])
    gx, gw = ms.grad(lambda x, w: mnp.matmul(x, w).sum(), grad_position=(0, 1))(x, w)
    assert gx.shape == (2, 2) and gw.asnumpy().ravel().tolist() == [2.5, -0.75]


def test_second_names_are_functions_of_their_own():
    # each is claimed under its own name (the surface keeps one name per object)
    for first, second in (("absolute", "fabs"), ("amax", "max"), ("deg2rad", "radians"), ("remainder", "mod")):
        assert getattr(mnp, first) is not getattr(mnp, second)
        assert getattr(mnp, second).__name__ == second
    assert mnp.radians(Tensor([180.0])).asnumpy().tolist() == pytest.approx([np.pi])


def test_surface_matches_mindspore_numpy_all():
    claimed = set(mnp.__all__)
    for name in ("add", "linspace", "histogramdd", "mgrid", "ogrid", "float_", "int_", "promote_types", "unwrap"):
        assert name in claimed
    assert mnp.int_ is ms.int32 and mnp.float_ is ms.float32


def test_import_mindspore_numpy_under_the_alias():
    from unigrad.aliasing import aliases

    with aliases("mindspore"):
        import mindspore.numpy as alias_mnp

        assert alias_mnp is mnp


def test_results_are_mindspore_tensors_and_tuples():
    assert isinstance(mnp.arange(3), Tensor)
    parts = mnp.split(mnp.arange(6), 3)
    assert isinstance(parts, tuple) and all(isinstance(p, Tensor) for p in parts)
    assert isinstance(mnp.meshgrid(mnp.arange(2), mnp.arange(3)), list)
    assert isinstance(mnp.size(mnp.ones((2, 3))), int)
    assert torch.equal(mnp.full((2,), 7)._torch, torch.tensor([7, 7], dtype=torch.int32))
