"""MindSpore's errors for misused axes, shapes and indices (measured on MindSpore 2.10's CPU backend): raised at
the call where MindSpore checks synchronously, else by the next read of the result (its shape included)."""

import numpy as np
import pytest

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import nn, ops

Tensor = ms.Tensor


def _x():
    return Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))


def _read_raises(out, cls, pattern):
    with pytest.raises(cls, match=pattern):
        out.asnumpy()
    with pytest.raises(cls, match=pattern):
        out.shape  # noqa: B018 - the failed infer: not even the shape reads


@pytest.mark.parametrize("make, cls, pattern", [
    (lambda x: x.sum(axis=3), ValueError, r"For primitive\[SumExt\], the axis value must be in \[-2,2\), but got 3\."),
    (lambda x: ops.sum(x, dim=3), ValueError, r"primitive\[SumExt\]"),
    (lambda x: x.mean(3), ValueError, r"primitive\[MeanExt\]"),
    (lambda x: x.max(axis=3), ValueError, r"For primitive\[ArgMaxWithValue\], the axis must be in \[-2,2\)"),
    (lambda x: ops.amax(x, 3), ValueError, r"primitive\[ReduceMax\], the axis value"),
    (lambda x: ops.softmax(x, 3), ValueError, r"primitive\[Softmax\]"),
    (lambda x: nn.Softmax(3)(x), ValueError, r"primitive\[Softmax\]"),
    (lambda x: ops.log_softmax(x, 3), ValueError, r"primitive\[LogSoftmax\]"),
    (lambda x: x.reshape(3), ValueError, r"proposed_shape '\[const vector\]\{3\}' is invalid for input of size 4"),
    (lambda x: ops.matmul(x, Tensor(np.ones((3, 2), np.float32))), RuntimeError,
     r"For 'MatMulExt' op, shape1\[-1\] must be equal to shape2\[-2\], but got 2 and 3\."),
    (lambda x: ops.concat((x, Tensor(np.ones((2, 3), np.float32))), 0), ValueError,
     r"shapes of tensors must match except in given concat axis 0, but got mismatch in 1"),
    (lambda x: x + Tensor(np.ones((3,), np.float32)), ValueError,
     r"For 'AddExt', input.shape and other.shape need to broadcast. The value of input.shape\[2\] or other.shape\[1\]"),
    (lambda x: x * Tensor(np.ones((3,), np.float32)), ValueError, r"For 'Mul', input1.shape and input2.shape"),
    (lambda x: x.transpose(0, 2), ValueError, r"Dimension out of range \(expected to be in range of \[-2, 2\), but got 2\)"),
    (lambda x: ops.expand_dims(x, 4), ValueError, r"expected to be in range of \[-3, 3\), but got 4"),
])
def test_failed_infer_raises_at_the_read(make, cls, pattern):
    x = _x()
    out = make(x)
    _read_raises(out, cls, pattern)
    assert x.asnumpy().tolist() == [[1.0, 2.0], [3.0, 5.0]]  # nothing pending: other tensors read


@pytest.mark.parametrize("make, cls, pattern", [
    (lambda x: x.mean(axis=-3), ValueError, r"primitive\[ReduceMean\], the axis value must be in \[-2,2\), but got -3"),
    (lambda x: ops.ReduceMean()(x, 5), ValueError, r"primitive\[ReduceMean\]"),
    (lambda x: ops.argmax(x, 3), ValueError, r"For primitive\[Argmax\], the axis must be in \[-2,2\), but got 3\."),
    (lambda x: ops.cumsum(x, 3), ValueError, r"For primitive\[CumSum\], the axis must be in \[-2,2\), but got 3\."),
    (lambda x: x.cumsum(3), ValueError, r"The 'axis' must be in the range of \[-2, 2\), but got 3\."),
    (lambda x: x.expand_dims(4), ValueError, r"must be in range of \[-3, 3\), but got 4 with type 'int'"),
    (lambda x: x[2], IndexError, r"^index 2 is out of bounds for dimension with size 2$"),
    (lambda x: x[0, 5], IndexError, r"^index 5 is out of bounds for dimension with size 2$"),
    (lambda x: x[:, :, 0], IndexError, r"too many indices for tensor of dimension2"),
    (lambda x: Tensor(np.float32(2.0))[0], TypeError, r"Cannot iterate over a scalar tensor\."),
    (lambda x: ops.stack([x, Tensor(np.ones((3,), np.float32))]), ValueError, r"All input shape size must be the same!"),
    (lambda x: nn.Dense(3, 2)(x), ValueError, r"'x1_col': 2 and 'x2_row': 3\.\n\n-+\n- C\+\+ Call Stack"),
])
def test_checked_at_the_call(make, cls, pattern):
    with pytest.raises(cls, match=pattern):
        make(_x())


def test_matmul_does_not_compute_mismatched_shapes():
    x = _x()
    for out in (x @ Tensor(np.ones((3, 2), np.float32)), x.matmul(Tensor(np.ones((3, 2), np.float32)))):
        _read_raises(out, RuntimeError, r"MatMulExt")


def test_gather_out_of_range_fails_at_the_next_read_of_any_tensor():
    x, y = _x(), Tensor(np.array([7.0], np.float32))
    out = ops.gather(x, Tensor(np.array([5], np.int32)), 0)
    assert out.shape == (1, 2)
    with pytest.raises(RuntimeError, match=r"For 'Gather', the 'input_indices' should be in the range \[0, 2\), but got 5"):
        y.asnumpy()
    assert out.asnumpy().tolist() == [[0.0, 0.0]]  # raised once; the output stays zeros
    assert ops.gather(x, Tensor(np.array([-1], np.int32)), 0).asnumpy().tolist() == [[3.0, 5.0]]


def test_squeeze_of_a_wider_axis_keeps_the_tensor():
    assert ops.squeeze(_x(), 0).shape == (2, 2)
