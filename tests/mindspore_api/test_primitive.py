"""Tests of mindspore_api.ops.primitive: Primitive, PrimitiveWithCheck/Infer and prim_attr_register."""

import pytest

import unigrad.mindspore_api as ms
from unigrad.mindspore_api.ops import PrimitiveWithCheck, PrimitiveWithInfer, prim_attr_register


class _Pow(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, exponent=2):
        self.init_prim_io_names(inputs=["x", "y"], outputs=["z"])


class _Custom(PrimitiveWithCheck):
    @prim_attr_register
    def __init__(self):
        pass


def test_registered_attrs_and_io_names():
    p = _Pow(3)
    assert repr(p) == "Prim[_Pow]<exponent=3>"  # io names are attributes, not printed
    assert p.init_attrs == {"exponent": 3}
    assert p.input_names == ["x", "y"] and p.attrs["output_names"] == ["z"]
    with pytest.raises(AttributeError, match="'_Pow' object has no attribute 'nope'"):
        p.nope


def test_call_runs_the_builtin_of_the_same_name_else_raises():
    class Pow(PrimitiveWithInfer):
        @prim_attr_register
        def __init__(self):
            pass

    assert Pow()(ms.Tensor([3.0]), 2).tolist() == [9.0]
    with pytest.raises(RuntimeError, match=r"For Operator\[Pow\], the inputs number should be 2 but got 1."):
        Pow()(ms.Tensor([3.0]))
    with pytest.raises(RuntimeError, match="base_op_run_info.abstract"):
        _Custom()(ms.Tensor([1.0]))


def test_hooks_run_before_the_missing_kernel_fails():
    seen = []

    class Twice(PrimitiveWithInfer):
        @prim_attr_register
        def __init__(self):
            pass

        def infer_dtype(self, x, k):
            seen.append(("dtype", str(x), str(k)))
            return x

        def infer_shape(self, x, k):
            seen.append(("shape", x, k))
            return x

    with pytest.raises(RuntimeError, match=r"Unsupported op \[Twice\] on CPU"):
        Twice()(ms.Tensor([[1.0, 2.0]]), 2)
    assert seen == [("dtype", "Tensor[Float32]", "Int64"), ("shape", [1, 2], [])]
