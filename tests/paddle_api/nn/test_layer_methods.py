"""paddle.nn.Layer's dtype and device methods, hooks, create_variable, to_static_state_dict, LayerList and
ParameterDict (``nn/layer``) on unigrad."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api.nn.layer.container import LayerList, ParameterDict


def test_register_forward_hook_is_the_post_hook():
    assert paddle.nn.Layer.register_forward_hook is paddle.nn.Layer.register_forward_post_hook
    lin = paddle.nn.Linear(2, 2)
    seen = []
    handle = lin.register_forward_hook(lambda layer, inputs, out: seen.append(out.shape) or out * 0)
    assert float(lin(paddle.ones([1, 2])).abs().sum()) == 0.0 and seen == [[1, 2]]
    handle.remove()
    assert len(lin._forward_post_hooks) == 0


def test_to_casts_parameters_buffers_and_gradients_in_place_and_records_the_dtype():
    lin = paddle.nn.Linear(2, 2)
    lin.register_buffer("count", paddle.ones([2], dtype="int32"))
    lin(paddle.ones([1, 2])).sum().backward()
    weight = lin.weight
    lin.to(dtype="float64")
    assert lin.weight is weight and weight.dtype == paddle.float64 and weight.grad.dtype == paddle.float64
    assert lin.count.dtype == paddle.float64 and not weight.stop_gradient
    assert "dtype=float64" in repr(lin)
    lin.to(device="cpu")
    assert "dtype=None" in repr(lin)  # paddle records the dtype it was given, None for a device move


def test_float_keeps_integer_buffers_double_does_not():
    lin = paddle.nn.Linear(2, 2)
    lin.register_buffer("count", paddle.ones([2], dtype="int32"))
    lin.float()
    assert lin.weight.dtype == paddle.float32 and lin.count.dtype == paddle.int32
    lin.double()
    assert lin.count.dtype == paddle.float64 and "dtype=paddle.float64" in repr(lin)


def test_bfloat16_leaves_batchnorm_and_float16_warns_on_cpu():
    seq = paddle.nn.Sequential(paddle.nn.Linear(2, 2), paddle.nn.BatchNorm(2))
    seq.bfloat16()
    dtypes = [p.dtype for p in seq.parameters()]
    assert dtypes[:2] == [paddle.bfloat16] * 2 and set(dtypes[2:]) == {paddle.float32}
    lin = paddle.nn.Linear(2, 2)
    with pytest.warns(UserWarning, match="does not support float16"):
        lin.float16()
    assert lin.weight.dtype == paddle.float32
    with pytest.raises(TypeError, match="excluded_layers should be type nn.Layer or list, but got int."):
        lin.float(excluded_layers=3)


def test_astype_records_the_dtype_only_and_checks_it():
    lin = paddle.nn.Linear(2, 2)
    lin.astype("int8")
    assert "dtype=paddle.int8" in repr(lin) and lin.weight.dtype == paddle.float32
    with pytest.raises(ValueError, match="but receive foo$"):
        lin.astype("foo")
    with pytest.raises(ValueError, match="but receive <class 'paddle.dtype'>$"):
        lin.type("foo")


def test_create_variable_names():
    lin = paddle.nn.Linear(2, 2)
    named = lin.create_variable(name="abc")
    assert named.name == f"{lin.full_name()}.abc" and named.persistable is False and named.dtype == paddle.float32
    generated = lin.create_variable(persistable=True, dtype="int64")
    assert generated.name.startswith(f"{lin.full_name()}._generated_var_") and generated.dtype == paddle.int64


def test_to_static_state_dict_keeps_non_persistable_buffers():
    class Model(paddle.nn.Layer):
        def __init__(self):
            super().__init__()
            self.l = paddle.nn.Linear(1, 1)
            self.register_buffer("b1", paddle.ones([1]), persistable=False)
            self.register_buffer("b2", paddle.ones([1]))

    m = Model()
    assert list(m.state_dict()) == ["b2", "l.weight", "l.bias"]
    assert list(m.to_static_state_dict()) == ["b1", "b2", "l.weight", "l.bias"]


def test_layerlist_insert_extend_pop_and_negative_indices():
    layers = [paddle.nn.Linear(1, 1) for _ in range(4)]
    ll = LayerList(layers[:2])
    ll.insert(1, layers[2])
    assert list(ll) == [layers[0], layers[2], layers[1]]
    ll.insert(-1, layers[3])
    assert list(ll) == [layers[0], layers[2], layers[3], layers[1]]
    ll.extend([paddle.nn.ReLU()])
    assert len(ll) == 5 and ll[-1].__class__.__name__ == "ReLU"
    assert ll.pop(1) is layers[2] and list(ll._sub_layers) == ["0", "1", "2", "3"]
    assert isinstance(ll[1:3], LayerList) and len(ll[1:3]) == 2
    with pytest.raises(IndexError, match=r"index 9 is out of range, should be an integer in range \[-4, 4\)"):
        ll[9]
    with pytest.raises(AssertionError, match=r"index should be an integer in range \[-4, 4\]"):
        ll.insert(7, layers[0])


def test_parameterdict_registers_its_parameters():
    a = paddle.create_parameter([2], "float32")
    b = paddle.create_parameter([3], "float32")
    pd = ParameterDict({"a": a})
    pd["b"] = b
    assert list(pd) == ["a", "b"] and len(pd) == 2 and pd["b"] is b
    assert [n for n, _ in pd.named_parameters()] == ["a", "b"]
    with pytest.raises(ValueError, match="The length of the 0's element in parameters is 3, which must be 2."):
        ParameterDict([("c", a, b)])


def test_global_initializer_replaces_a_layers_default_not_its_attr():
    init = paddle.nn.initializer
    init.set_global_initializer(init.Constant(2.0), init.Constant(0.5))
    try:
        lin = paddle.nn.Linear(2, 2)
        assert np.all(lin.weight.numpy() == 2.0) and np.all(lin.bias.numpy() == 0.5)
        lin = paddle.nn.Linear(2, 2, weight_attr=init.Constant(3.0))
        assert np.all(lin.weight.numpy() == 3.0)
    finally:
        init.set_global_initializer(None)
    assert np.all(paddle.nn.Linear(2, 2).bias.numpy() == 0.0)
