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


def _values(t):
    return t.asnumpy().tolist()


def test_reductions_take_numpy_and_torch_spellings():
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert _values(x.sum(dim=1, keepdim=True)) == _values(x.sum(axis=1, keepdims=True)) == [[3.0], [12.0]]
    assert _values(x.sum(1, True)) == [[3.0], [12.0]]
    assert str(x.sum(1, ms.float64, True).dtype) == "Float64"
    assert _values(x.mean(1, keepdim=True)) == _values(x.mean(1, keep_dims=True)) == [[1.0], [4.0]]
    assert _values(x.all(dim=1)) == [False, True] and x.any(dim=1, keepdim=True).shape == (2, 1)
    assert _values(x.argmax(dim=1)) == [2, 2] and str(x.argmax().dtype) == "Int64"
    assert _values(x.argmin(dim=0)) == [0, 0, 0] and str(x.argmin(dim=0).dtype) == "Int32"
    assert x.argmax(keepdims=True).shape == ()  # keepdims means nothing over the whole tensor
    assert _values(x.std(dim=1, correction=1)) == [1.0, 1.0] and _values(x.std(axis=1, ddof=1)) == [1.0, 1.0]


def test_integer_mean_truncates_and_bool_mean_raises():
    assert _values(ms.Tensor([-1, -2]).mean()) == -1 and str(ms.Tensor([1, 2], ms.int32).mean().dtype) == "Int32"
    with pytest.raises(RuntimeError, match="unsupported reduce operation for bool"):
        ms.Tensor([True]).mean()


def test_max_min_give_indices_only_for_an_int_dim():
    x = ms.Tensor(np.array([[0.0, 5.0, 2.0], [3.0, 1.0, 4.0]], np.float32))
    values, indices = x.max(0, keepdim=True)
    assert _values(values) == [[3.0, 5.0, 4.0]] and _values(indices) == [[1, 0, 1]]
    values, indices = x.min(dim=1)
    assert _values(values) == [0.0, 1.0] and _values(indices) == [0, 1]
    assert isinstance(x.max(axis=0), ms.Tensor) and isinstance(x.max((0, 1)), ms.Tensor)
    assert _values(x.max(axis=0, initial=4.5)) == [4.5, 5.0, 4.5]
    assert _values(x.min(axis=1, keepdims=True)) == [[0.0], [1.0]]
    assert len(x.max(axis=1, return_indices=True)) == 2


def test_add_sub_alpha_and_its_checks():
    x = ms.Tensor(1, ms.int32)
    y = ms.Tensor(np.array([4.0, 5.0, 6.0], np.float32))
    assert _values(x.add(y, alpha=0.5)) == [3.0, 3.5, 4.0]
    assert _values(y.sub(x, alpha=0.5)) == [3.5, 4.5, 5.5] and _values(y.sub(y=1)) == [3.0, 4.0, 5.0]
    with pytest.raises(TypeError, match="For 'AddExt', floating alpha need floating input and other, but got Int64 and Int64"):
        ms.Tensor([1, 2]).add(ms.Tensor([3, 4]), alpha=0.5)
    with pytest.raises(TypeError, match="For 'SubExt', boolean alpha"):
        ms.Tensor([1, 2]).sub(ms.Tensor([3, 4]), alpha=True)


def test_shape_methods_take_both_overloads():
    x = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    assert x.transpose(0, 2).shape == (4, 3, 2) and x.transpose(dim0=0, dim1=1).shape == (3, 2, 4)
    assert x.transpose(0, 2, 1).shape == (2, 4, 3) and x.transpose([2, 1, 0]).shape == (4, 3, 2)
    m = ms.Tensor([[1.0, 2.0, 3.0]])
    assert _values(m.transpose(0, 1)) == [[1.0], [2.0], [3.0]]  # two ints swap, even when that is the full order
    with pytest.raises(ValueError, match="the number of axes must be equal to the dimension"):
        x.transpose(0)
    assert x.flatten(0, -1).shape == (24,) and x.flatten(1).shape == (2, 12) and x.flatten(start_dim=1).shape == (2, 12)
    assert _values(ms.Tensor([[1, 2], [3, 4]]).flatten("F")) == [1, 3, 2, 4]
    with pytest.raises(ValueError, match="'start_dim' cannot come after 'end_dim'"):
        x.flatten(2, 0)
    with pytest.raises(ValueError, match="must be 'C' or 'F'"):
        x.flatten("A")
    assert _values(ms.Tensor([[1, 2]]).view(ms.int32)) == [[1, 0, 2, 0]] and x.view(4, 6).shape == (4, 6)
    assert _values(ms.Tensor([1.0, 2.0]).expand_as(x=ms.Tensor(np.zeros((2, 2))))) == [[1.0, 2.0], [1.0, 2.0]]


def test_data_shares_storage_and_init_data_once():
    t = ms.Tensor([1.0, 2.0])
    view = t.data
    view[0] = 5.0
    assert view is not t and _values(t) == [5.0, 2.0]
    p = ms.Parameter(ms.Tensor([1.0]), name="p")
    assert type(p.data) is ms.Tensor
    lazy = ms.Tensor(shape=(1, 2), dtype=ms.float32, init=ms.common.initializer.One())
    assert lazy.init_data() is lazy and _values(lazy) == [[1.0, 1.0]]
    with pytest.raises(TypeError, match="init_data must be set Tensor.init"):
        lazy.init_data()
    with pytest.raises(TypeError, match="init_data must be set Tensor.init"):
        t.init_data()


def test_classes_print_as_mindspore_and_unclaimed_methods_are_gone():
    assert repr(ms.Tensor) == "<class 'mindspore.common.tensor.Tensor'>"
    assert repr(ms.Parameter) == "<class 'mindspore.common.parameter.Parameter'>"
    assert not hasattr(ms.Tensor, "relu") and not hasattr(ms.Tensor, "stop_gradient")


def test_pytype_to_dtype_is_mindspores_mapping():
    assert [str(ms.pytype_to_dtype(k)) for k in (bool, int, float, complex, np.int16)] == ["Bool", "Int64", "Float64", "Complex128", "Int16"]
    assert ms.pytype_to_dtype(np.dtype("float32")) is ms.float32
    with pytest.raises(NotImplementedError, match="numpy.complex64"):
        ms.pytype_to_dtype(np.complex64)
    with pytest.raises(TypeError, match="must be a python type object"):
        ms.pytype_to_dtype(3)
    assert str(ms.Tensor([1.0], ms.float32).dtype) == "Float32"  # tensors still infer float32 for Python floats


def test_zero_on_cpu_fails_at_the_next_read_and_keeps_the_input():
    a = ms.Tensor([5, 6])
    out = a.zero_()
    assert out is not a
    with pytest.raises(RuntimeError, match="The kernel InplaceZero unregistered."):
        str(ms.Tensor([1.0]))
    assert str(ms.Tensor([1.0])) == "[1.]"  # raised once
    assert a.tolist() == [5, 6]
    with pytest.raises(RuntimeError, match="InplaceZero"):
        out.shape


def test_init_data_once_for_a_tensor_built_with_an_initializer():
    from unigrad.mindspore_api.common.initializer import One
    t = ms.Tensor(shape=(2,), dtype=ms.float32, init=One())
    assert t.init is not None
    assert t.init_data() is t and t.init is None
    with pytest.raises(TypeError, match="init can't be None"):
        t.init_data()


def test_parameter_unique_is_a_settable_flag_as_in_mindspore():
    p = ms.Parameter(ms.Tensor([1.0]), name="w")
    assert p.unique is False
    p.unique = True
    assert p.unique is True
    p.unique = 3  # MindSpore keeps any value
    assert p.unique == 3
