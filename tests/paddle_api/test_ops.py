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
    assert torch.allclose(ours._torch, ops.UNARY[name](torch.from_numpy(values)))


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
