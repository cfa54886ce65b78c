"""The op table: values and gradients match torch; paddle's argument conventions and errors."""

import numpy as np
import pytest
import torch

import unigrad.paddle_api as paddle
from unigrad.paddle_api import ops


@pytest.mark.parametrize("name", sorted(set(ops.UNARY) - {"t", "isfinite", "isinf", "isnan", "logical_not", "real", "imag", "conj", "angle"}))
def test_unary_ops_match_torch(name):
    values = np.array([0.2, 0.4, 0.7], dtype="float64")
    ours = getattr(paddle, name)(paddle.to_tensor(values))
    assert torch.allclose(ours._torch, ops.UNARY[name](torch.from_numpy(values)), equal_nan=True)  # acosh(0.2): nan


def test_reductions_follow_paddle_axis_and_dtype_rules():
    x = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
    assert paddle.sum(x, axis=[]).item() == 10.0
    assert paddle.mean(x, axis=0, keepdim=True).shape == [1, 2]
    assert paddle.max(x, axis=1).tolist() == [2.0, 4.0]
    assert paddle.sum(paddle.to_tensor([1, 2], dtype="int32")).dtype is paddle.int64
    with pytest.raises(ValueError, match="The reduce dim index 0 should be in the range"):
        x.sum(axis=5)


def test_rounded_float32_log_and_sqrt():
    assert f"{paddle.log(paddle.to_tensor(7.0)).item():.8f}" == "1.94591010"
    assert paddle.log(paddle.to_tensor(7.0)).dtype is paddle.float32


def test_set_printoptions_error_changes_nothing():
    before = str(paddle.to_tensor([0.5]))
    with pytest.raises(RuntimeError, match="Unable to cast Python instance"):
        paddle.set_printoptions(precision=3, threshold="x")
    assert str(paddle.to_tensor([0.5])) == before


def test_assign_replaces_an_output_of_another_shape_and_writes_a_matching_one():
    out = paddle.zeros([3, 3])
    assert paddle.assign(np.array([[1, 2]], dtype="int32"), out) is out
    assert out.shape == [1, 2] and out.dtype is paddle.int32
    assert paddle.assign(2.5).dtype is paddle.float64 and paddle.assign(2.5).shape == [1]
    assert paddle.assign(np.array(2.0)).shape == []
    base = paddle.zeros([4])
    paddle.assign(paddle.to_tensor([6.0, 7.0]), base[1:3])
    assert base.tolist() == [0.0, 6.0, 7.0, 0.0]
    x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
    holder = paddle.zeros([2])
    paddle.assign(x * x, holder)
    holder.sum().backward()
    assert not holder.stop_gradient and x.grad.tolist() == [2.0, 4.0]


def test_fill_and_zero_are_in_place_and_refuse_leaves_that_need_grad():
    x = paddle.ones([2], dtype="int64")
    assert x.fill_(3.9) is x and x.tolist() == [3, 3]
    assert x.zero_().tolist() == [0, 0]
    leaf = paddle.to_tensor([1.0], stop_gradient=False)
    with pytest.raises(ValueError, match=r"Leaf Var \(generated_tensor_\d+\) that doesn't stop gradient"):
        leaf.fill_(2.0)
    with pytest.raises(TypeError, match="must be int or float, but received <class 'paddle.Tensor'>"):
        x.fill_(paddle.to_tensor(1))


def test_paddle_tensor_module_forwards_op_names():
    from unigrad.paddle_api import tensor

    assert tensor.triu is paddle.triu and tensor.zeros is paddle.zeros
    assert not hasattr(tensor, "assign") and not hasattr(tensor, "no_such_op")


def test_reshape_with_a_one_element_shape_tensor_fails_as_paddle():
    with pytest.raises(SystemError, match="returned a result with an exception set"):
        paddle.reshape(paddle.ones([3]), paddle.to_tensor([3]))
    assert paddle.reshape(paddle.ones([6]), paddle.to_tensor([2, 3])).shape == [2, 3]


@pytest.mark.parametrize("name, shapes", [("mm", ([2, 14], [14, 32])), ("mv", ([3, 4], [4])), ("bmm", ([2, 3, 4], [2, 4, 5])),
                                          ("outer", ([3], [4])), ("kron", ([2, 2], [3, 1])), ("inner", ([2, 4], [3, 4]))])
def test_contractions_are_not_treated_as_broadcasting_elementwise_ops(name, shapes):
    x, y = (paddle.to_tensor(np.random.RandomState(i).randn(*s).astype("float32"), stop_gradient=False)
            for i, s in enumerate(shapes))
    out = getattr(paddle, name)(x, y)
    gx, gy = paddle.grad(out.sum(), [x, y])
    tx, ty = (torch.tensor(t.numpy(), requires_grad=True) for t in (x, y))
    expected = torch.autograd.grad(getattr(torch, name)(tx, ty).sum(), [tx, ty])
    assert gx.shape == list(tx.shape) and gy.shape == list(ty.shape)
    np.testing.assert_allclose(gx.numpy(), expected[0].numpy(), rtol=1e-6)
    np.testing.assert_allclose(gy.numpy(), expected[1].numpy(), rtol=1e-6)
