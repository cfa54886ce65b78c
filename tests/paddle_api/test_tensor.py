"""The paddle Tensor wrapper: to_tensor dtypes, stop_gradient rules, metadata, operators, indexing."""

import numpy as np
import pytest
import torch

import unigrad.paddle_api as paddle


def test_to_tensor_default_dtypes_and_rank():
    assert paddle.to_tensor(2.0).shape == [] and str(paddle.to_tensor(2.0).dtype) == "paddle.float32"
    assert paddle.to_tensor([1, 2]).dtype is paddle.int64
    assert paddle.to_tensor(True).dtype is paddle.bool
    assert paddle.to_tensor(np.array([1.0])).dtype is paddle.float64
    assert paddle.to_tensor(1 + 2j).dtype is paddle.complex64
    assert repr(paddle.float32) == "<DataType.FLOAT32: 10>"
    assert repr(paddle.ones([2, 3]).shape) == "paddle.Size([2, 3])"


def test_stop_gradient_propagation():
    x = paddle.to_tensor([1.0])
    assert x.stop_gradient and (x * 2).stop_gradient
    x.stop_gradient = False
    y = x * 2
    assert not y.stop_gradient and not y.is_leaf and x.is_leaf
    y.stop_gradient = True  # cuts the graph here
    assert (y * 3).stop_gradient
    p = paddle.create_parameter([2], "float32")
    assert not p.stop_gradient


def test_operators_match_torch():
    a = paddle.to_tensor([1.0, -2.0, 3.0])
    t = torch.tensor([1.0, -2.0, 3.0])
    for ours, theirs in [
        (a + 1, t + 1), (1 - a, 1 - t), (a * a, t * t), (a / 2, t / 2), (2 ** a, 2 ** t), (a ** 2, t ** 2),
        (-a, -t), (abs(a), t.abs()), (a @ a, t @ t), (a > 0, t > 0), (a // 2, t // 2), (a % 2, t % 2),
    ]:
        assert torch.equal(ours._torch, theirs)
    assert len(a) == 3


def test_indexing_and_assignment():
    a = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
    assert a[0].tolist() == [1.0, 2.0] and a[:, 1].tolist() == [2.0, 4.0]
    a[0, 0] = 9.0
    assert a.numpy()[0, 0] == 9.0
    x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
    x[0] = 5.0
    assert x.tolist() == [5.0, 2.0] and not x.stop_gradient


def test_len_of_0d_and_bool_of_many_raise_like_paddle():
    with pytest.raises(AssertionError, match="len\\(\\) of a 0-D tensor is wrong"):
        len(paddle.to_tensor(1.0))
    with pytest.raises(AssertionError, match="Variable can only contain one element"):
        bool(paddle.to_tensor([1.0, 2.0]))


def test_grad_mode_switches():
    assert paddle.is_grad_enabled()
    with paddle.no_grad():
        assert not paddle.is_grad_enabled()
        with paddle.enable_grad():
            assert paddle.is_grad_enabled()
    paddle.set_grad_enabled(False)
    assert not paddle.is_grad_enabled()
    paddle.set_grad_enabled(True)
    with paddle.set_grad_enabled(False):
        assert not paddle.is_grad_enabled()
    assert paddle.is_grad_enabled()


def test_dtype_queries_as_functions_and_methods():
    kinds = {"bool": (0, 0, 0), "int32": (0, 0, 1), "float16": (0, 1, 0), "bfloat16": (0, 1, 0),
             "complex64": (1, 0, 0)}
    for name, expected in kinds.items():
        t = paddle.zeros([1]).astype(name)
        assert (paddle.is_complex(t), paddle.is_floating_point(t), paddle.is_integer(t)) == tuple(map(bool, expected))
        assert (t.is_complex(), t.is_floating_point(), t.is_integer()) == tuple(map(bool, expected))
    with pytest.raises(TypeError, match="Expected Tensor, but received type of x: <class 'list'>"):
        paddle.is_floating_point([1.0])


def test_persistable_flag():
    x = paddle.to_tensor([1.0])
    assert x.persistable is False and (x * 2).persistable is False
    x.persistable = True
    assert x.persistable is True and x.detach().persistable is True and x.clone().persistable is False
    x.persistable = None
    assert x.persistable is False
    with pytest.raises(TypeError, match="must be bool, but got int"):
        x.persistable = 1
    with pytest.raises(TypeError, match="must be bool, but got numpy.bool"):
        x.persistable = np.bool_(True)
    assert paddle.create_parameter([2], "float32").persistable is True


def test_set_value_checks_type_shape_dtype():
    x = paddle.to_tensor([1.0, 2.0])
    assert x.set_value(np.array([3.0, 4.0], dtype="float32")) is None
    assert x.tolist() == [3.0, 4.0]
    x.set_value(paddle.to_tensor([5.0, 6.0]))
    assert x.tolist() == [5.0, 6.0]
    with pytest.raises(AssertionError, match=r"need tensor with shape paddle.Size\(\[2\]\) but load set tensor "
                                             r"with shape \(1, 2\)"):
        x.set_value(np.zeros([1, 2], dtype="float32"))
    with pytest.raises(AssertionError, match="need tensor with dtype paddle.float32  but load tensor with dtype "
                                             "paddle.float64"):
        x.set_value(np.zeros([2]))
    with pytest.raises(AssertionError, match="arguments type only support"):
        x.set_value([1.0, 2.0])
    with pytest.raises(AssertionError, match="need tensor with length 2 but load set tensor with length 3"):
        x.set_value("abc")


def test_param_attr_reaches_parameter_and_names_are_unique():
    attr = paddle.ParamAttr(name="test_tensor_unique_w", learning_rate=0.5, need_clip=False, do_model_average=False)
    assert attr.do_model_average is False
    weight = paddle.nn.Linear(2, 3, weight_attr=attr).weight
    assert weight.name == "test_tensor_unique_w" and weight.optimize_attr == {"learning_rate": 0.5}
    assert (weight.need_clip, weight.do_model_average, weight.regularizer) == (False, False, None)
    with pytest.raises(ValueError, match=r"parameter name \[test_tensor_unique_w\] have be been used"):
        paddle.create_parameter([2], "float32", attr=attr)
    auto = paddle.create_parameter([2], "float32")
    with pytest.raises(ValueError, match="have be been used"):
        paddle.create_parameter([2], "float32", name=auto.name)
    with pytest.raises(ValueError, match="name of ParamAttr can not be empty str"):
        paddle.ParamAttr(name="")


@pytest.mark.parametrize("policy", ["exact", "native"])
def test_times_a_number_is_paddles_scale_kernel_so_a_zero_product_is_positive(policy):
    import unigrad

    x = paddle.to_tensor(np.array([-1.5, 2.0, -0.0], np.float32))
    with unigrad.set_numerics(policy):
        for product in (x * 0, 0 * x, x * -0.0, x * 2):
            zeros = product.numpy() == 0
            assert not np.signbit(product.numpy()[zeros]).any()
        assert np.signbit((x * paddle.to_tensor(0.0)).numpy()[0])  # tensor * tensor: paddle's multiply keeps -0
    tiny = paddle.to_tensor(np.array([-1e-45], np.float32))
    with unigrad.set_numerics("exact"):  # the product is rounded before +0 is added: an underflow gives +0 too
        assert not np.signbit((tiny * 1e-30).numpy()[0])


def test_times_a_number_has_the_multiplys_bits_and_range():
    import unigrad

    rng = np.random.RandomState(0)
    values = (rng.randn(5000) * np.exp(rng.randn(5000) * 20)).astype(np.float32)
    x = paddle.to_tensor(values)
    for policy in ("exact", "native"):
        with unigrad.set_numerics(policy):
            for number in (3, -7.5, 0.1, -1e-3, 123456.789):
                expected = values * np.float32(number) + np.float32(0)
                np.testing.assert_array_equal((x * number).numpy().view(np.uint32), expected.view(np.uint32))
    assert np.isinf((paddle.to_tensor([-1.5, 2.0]) * 1e40).numpy()).all()  # beyond float32: inf, as paddle
