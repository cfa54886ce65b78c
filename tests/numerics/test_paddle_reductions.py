"""paddle's float32 reductions (sum and mean over axes, the gradient of a broadcast operand) against the
bits paddle 3.3.1 gave on CPU, recorded by ``data/record_reductions.py``; and through paddle's spellings."""

import importlib.util
from pathlib import Path

import numpy as np
import pytest
import torch

import unigrad
from unigrad.numerics import paddle_cpu, simd

DATA = Path(__file__).parent / "data"
_spec = importlib.util.spec_from_file_location("record_reductions", DATA / "record_reductions.py")
RECORD = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(RECORD)
EXPECTED = np.load(DATA / "paddle-3.3.1-reductions-float32.npz")


def _bits(t):
    return np.asarray(t.numpy()).reshape(-1).view(np.uint32)


@pytest.mark.parametrize("i", range(len(RECORD.REDUCTIONS)))
def test_sum_and_mean_over_axes_give_paddles_bits(i):
    shape, axes = RECORD.REDUCTIONS[i]
    x = torch.from_numpy(RECORD.values(i, shape))
    assert np.array_equal(_bits(paddle_cpu.sum(x, axes)), EXPECTED[f"sum{i}"].reshape(-1)), (shape, axes)
    assert np.array_equal(_bits(paddle_cpu.mean(x, axes)), EXPECTED[f"mean{i}"].reshape(-1)), (shape, axes)


@pytest.mark.parametrize("i", range(len(RECORD.BROADCASTS)))
def test_broadcast_operand_gradients_give_paddles_bits(i):
    import unigrad.paddle_api as paddle

    x_shape, y_shape = RECORD.BROADCASTS[i]
    for op in RECORD.OPS:
        x = paddle.to_tensor(RECORD.values(100 + i, x_shape), stop_gradient=False)
        y = paddle.to_tensor(RECORD.values(200 + i, y_shape), stop_gradient=False)
        getattr(paddle, op)(x, y).backward(paddle.to_tensor(RECORD.values(300 + i, x_shape)))
        assert np.array_equal(_bits(y.grad), EXPECTED[f"{op}{i}"].reshape(-1)), (op, x_shape, y_shape)


def test_spellings_of_sum_and_mean_agree():
    import unigrad.paddle_api as paddle

    x = paddle.to_tensor(RECORD.values(2, (6, 784)))
    expected = EXPECTED["sum2"]
    for out in (paddle.sum(x, axis=1), x.sum(1), x.sum(axis=[1]), x.sum(-1, keepdim=True).reshape([6])):
        assert np.array_equal(_bits(out), expected)
    assert np.array_equal(_bits(paddle.mean(x, 1)), EXPECTED["mean2"])
    assert np.array_equal(_bits(x.mean(axis=1)), EXPECTED["mean2"])


def test_operators_reduce_broadcast_gradients_as_the_functions_do():
    import unigrad.paddle_api as paddle

    x_shape, y_shape = RECORD.BROADCASTS[1]
    for op, spell in (("add", lambda a, b: a + b), ("multiply", lambda a, b: a * b), ("subtract", lambda a, b: a - b),
                      ("add", lambda a, b: b + a), ("multiply", lambda a, b: b * a)):
        x = paddle.to_tensor(RECORD.values(101, x_shape), stop_gradient=False)
        y = paddle.to_tensor(RECORD.values(201, y_shape), stop_gradient=False)
        spell(x, y).backward(paddle.to_tensor(RECORD.values(301, x_shape)))
        assert np.array_equal(_bits(y.grad), EXPECTED[f"{op}1"].reshape(-1)), op


def test_broadcast_gradients_keep_torchs_higher_orders():
    import unigrad.paddle_api as paddle

    x = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]], stop_gradient=False)
    b = paddle.to_tensor([0.5, -1.0], stop_gradient=False)
    (gb,) = paddle.grad(((x * b) ** 2).sum(), [b], create_graph=True)
    (ggb,) = paddle.grad(gb.sum(), [b])
    assert ggb.numpy().tolist() == [20.0, 40.0]  # d/db sum_i 2 x_i^2 b = 2 * sum_i x_i^2


def test_native_policy_sums_with_torch():
    import unigrad.paddle_api as paddle

    x = RECORD.values(2, (6, 784))
    with unigrad.set_numerics("native"):
        assert torch.equal(paddle.sum(paddle.to_tensor(x), axis=1)._torch, torch.from_numpy(x).sum(1))


def test_sequential_sum_by_numpy_is_the_loops():
    t = torch.from_numpy(RECORD.values(7, (5, 9, 33)))
    t[0, 0, :2] = -0.0
    for from_zero in (False, True):
        loop = t[..., 0] if not from_zero else torch.zeros(t.shape[:-1])
        for k in range(0 if from_zero else 1, t.shape[-1]):
            loop = loop + t[..., k]
        fast = simd.sequential_sum(t, from_zero=from_zero)
        assert torch.equal(fast, loop) and torch.equal(fast.signbit(), loop.signbit())


def test_reductions_work_inside_vmap():
    x = torch.from_numpy(RECORD.values(2, (6, 784)))
    batched = torch.func.vmap(lambda row: paddle_cpu.sum(row.reshape(2, 392), [1]))(x)
    assert torch.equal(batched, torch.stack([paddle_cpu.sum(row.reshape(2, 392), [1]) for row in x]))


def test_bad_axis_raises_paddles_error_and_sum_of_nothing_is_zero():
    import unigrad.paddle_api as paddle

    x = paddle.to_tensor(RECORD.values(0, (3, 4)))
    with pytest.raises(ValueError, match="The reduce dim index 0 should be in the range"):
        paddle.sum(x, axis=2)
    with pytest.raises(ValueError):
        paddle.mean(x, axis=[0, -3])
    assert paddle.sum(paddle.zeros([0, 3]), axis=0).numpy().tolist() == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("n", [7, 16, 100, 8192, 8193, 20000, 65560])
def test_full_sum_leaves_summed_together_match_the_torch_path(n):
    """The numpy path sums all of Eigen's tree leaves at once; the torch path (a tensor that requires grad)
    goes leaf by leaf: the same bits, also with the tree's leaves of two sizes."""
    x = torch.from_numpy(RECORD.values(3, (n,)) * 100)
    x[::97] = -0.0
    fast = simd.eigen_tree_sum(x, 2, 8192)
    slow = simd.eigen_tree_sum(x.clone().requires_grad_(), 2, 8192).detach()
    assert np.array_equal(_bits(fast), _bits(slow))
    assert np.array_equal(_bits(simd.eigen_redux_sum(x, 1)), _bits(simd.eigen_redux_sum(x.clone().requires_grad_(), 1).detach()))
