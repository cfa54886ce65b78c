"""Tests of mindspore_api.common: Tensor construction, dtypes, printing, operators, Parameter."""

import numpy as np
import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api.common._format import tensor_repr


@pytest.mark.parametrize(
    "data, dtype",
    [(3, "Int64"), (3.0, "Float32"), (True, "Bool"), ([1, 2], "Int64"), ([1.0, 2], "Float32"),
     (np.array([1.0]), "Float64"), (np.array([1], np.int32), "Int32"), (np.float32(1.0), "Float32")],
)
def test_dtype_inference(data, dtype):
    assert str(ms.Tensor(data).dtype) == dtype


def test_repr_layouts():
    assert repr(ms.Tensor([1.0, -2.0])) == "Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00, -2.00000000e+00])"
    assert repr(ms.Tensor(1 / 3)) == "Tensor(shape=[], dtype=Float32, value= 0.333333)"
    assert repr(ms.Tensor([[1, -2]], ms.int32)) == "Tensor(shape=[1, 2], dtype=Int32, value=\n[[ 1, -2]])"
    wrapped = tensor_repr(torch.arange(13.0), "Float32")
    assert wrapped.count("\n") == 1 and wrapped.endswith(" 1.20000000e+01])")
    summarized = tensor_repr(torch.arange(49).reshape(7, 7), "Int64")
    assert "\n ...\n" in summarized and " ... " in summarized


def test_str_is_numpy_and_works_inside_transforms():
    t = ms.Tensor([1.0, 2.0])
    assert str(t) == "[1. 2.]"
    seen = []

    def f(x):
        seen.append(str(x))
        return (x * x).sum()

    ms.grad(f)(t)
    assert seen == ["[1. 2.]"]


def test_operators_keep_dialect_type_and_promote_like_mindspore():
    t = ms.Tensor([1, 2, 3], ms.int32)
    assert type(t + 1) is ms.Tensor and str((t + 1.5).dtype) == "Float32"
    p = ms.Parameter(ms.Tensor([1.0]), name="p")
    assert type(p * 2) is ms.Tensor


def test_parameter_set_data_clone_and_repr():
    p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="w")
    twin = p.clone()
    twin.set_data(ms.Tensor([0.0, 0.0]))
    assert p.asnumpy().tolist() == [1.0, 2.0] and twin.name == "w"
    assert repr(p) == "Parameter (name=w, shape=(2,), dtype=Float32, requires_grad=True)"
    with pytest.raises(TypeError):
        ms.ParameterTuple([ms.Tensor([1.0])])


def test_import_patches_nothing():
    import sys

    assert "mindspore" not in sys.modules
    assert torch.func.grad.__module__.startswith("torch")
