"""unigrad.numerics.mkl (paddle's bundled MKL sgemm, its non-FMA path) against the bits paddle 3.3.1 gave,
recorded by ``data/record_gemm.py``; and paddle's matmul and Linear (forward and gradients) through it."""

import importlib.util
import itertools
from pathlib import Path

import numpy as np
import pytest
import torch

import unigrad
from unigrad.numerics import mkl

DATA = Path(__file__).parent / "data"
_spec = importlib.util.spec_from_file_location("record_gemm", DATA / "record_gemm.py")
RECORD = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(RECORD)
EXPECTED = np.load(DATA / "paddle-3.3.1-gemm-float32.npz")
CASES = [(i, ta, tb) for i in range(len(RECORD.SHAPES)) for ta, tb in itertools.product((0, 1), (0, 1))]


def _bits(t):
    return np.asarray(t).reshape(-1).view(np.uint32)


@pytest.mark.parametrize("i,ta,tb", CASES)
def test_sgemm_gives_mkls_bits_where_it_claims_to(i, ta, tb):
    m, k, n = RECORD.SHAPES[i]
    a, b = RECORD.operands(i, m, k, n, ta, tb)
    same = np.array_equal(_bits(mkl.sgemm(a.T if ta else a, b.T if tb else b)), EXPECTED[f"matmul{i}_{ta}{tb}"].reshape(-1))
    if mkl.reproduced(m, k, n, bool(ta), bool(tb)):
        assert same, (m, k, n, ta, tb)


def test_the_claimed_shapes_cover_most_of_the_sweep_and_not_the_measured_exceptions():
    claimed = sum(mkl.reproduced(*RECORD.SHAPES[i], bool(ta), bool(tb)) for i, ta, tb in CASES)
    assert claimed >= len(CASES) // 2
    assert not mkl.reproduced(16, 32, 1)  # a matrix times one column: MKL's gemv kernel
    assert not mkl.reproduced(9, 32, 16, False, True)  # transposed B, rows not in blocks of 8


@pytest.mark.parametrize("i,ta,tb", CASES)
def test_paddle_matmul_gives_paddles_bits_where_claimed(i, ta, tb):
    import unigrad.paddle_api as paddle

    m, k, n = RECORD.SHAPES[i]
    if not mkl.reproduced(m, k, n, bool(ta), bool(tb)):
        return
    a, b = RECORD.operands(i, m, k, n, ta, tb)
    out = paddle.matmul(paddle.to_tensor(a), paddle.to_tensor(b), transpose_x=bool(ta), transpose_y=bool(tb))
    assert np.array_equal(_bits(out.numpy()), EXPECTED[f"matmul{i}_{ta}{tb}"].reshape(-1))


@pytest.mark.parametrize("i", range(len(RECORD.LINEARS)))
def test_linear_forward_and_gradients_give_paddles_bits(i):
    import unigrad.paddle_api as paddle

    batch, fan_in, fan_out = RECORD.LINEARS[i]
    layer = paddle.nn.Linear(fan_in, fan_out)
    layer.weight.set_value(RECORD.values(1000 + i, (fan_in, fan_out)))
    layer.bias.set_value(RECORD.values(2000 + i, (fan_out,)))
    x = paddle.to_tensor(RECORD.values(3000 + i, (batch, fan_in)), stop_gradient=False)
    y = layer(x)
    y.backward(paddle.to_tensor(RECORD.values(4000 + i, (batch, fan_out))))
    got = {"out": y, "dx": x.grad, "dw": layer.weight.grad, "db": layer.bias.grad}
    # dx = dout @ W^T is one sgemm with a transposed B: (batch, fan_out, fan_in)
    claimed = {"out", "dw", "db"} | ({"dx"} if mkl.reproduced(batch, fan_out, fan_in, False, True) else set())
    for name in claimed:
        assert np.array_equal(_bits(got[name].numpy()), EXPECTED[f"linear{i}_{name}"].reshape(-1)), name


def test_native_policy_is_torchs_and_second_order_gradients_flow():
    import unigrad.paddle_api as paddle

    a, b = RECORD.values(0, (8, 16)), RECORD.values(1, (16, 32))
    with unigrad.set_numerics("native"):
        out = paddle.matmul(paddle.to_tensor(a), paddle.to_tensor(b))
    assert torch.equal(out._torch, torch.from_numpy(a) @ torch.from_numpy(b))
    x = paddle.to_tensor(a, stop_gradient=False)
    w = paddle.to_tensor(b, stop_gradient=False)
    (gx,) = paddle.grad((paddle.matmul(x, w) ** 2).sum(), [x], create_graph=True)
    (gw,) = paddle.grad(gx.sum(), [w])
    tx, tw = torch.from_numpy(a).requires_grad_(), torch.from_numpy(b).requires_grad_()
    (tgx,) = torch.autograd.grad(((tx @ tw) ** 2).sum(), [tx], create_graph=True)
    (tgw,) = torch.autograd.grad(tgx.sum(), [tw])
    assert torch.allclose(gw._torch, tgw, rtol=1e-5, atol=1e-4)


_unblocked_spec = importlib.util.spec_from_file_location("record_gemm_unblocked", DATA / "record_gemm_unblocked.py")
UNBLOCKED = importlib.util.module_from_spec(_unblocked_spec)
_unblocked_spec.loader.exec_module(UNBLOCKED)
UNBLOCKED_EXPECTED = np.load(DATA / "paddle-3.3.1-gemm-unblocked-float32.npz")
UNBLOCKED_CASES = [(i, ta, tb) for i in range(len(UNBLOCKED.SHAPES)) for ta, tb in itertools.product((0, 1), (0, 1))]


@pytest.mark.parametrize("i,ta,tb", UNBLOCKED_CASES)
def test_long_k_with_few_rows_or_four_columns_is_one_sum_over_k(i, ta, tb):
    m, k, n = UNBLOCKED.SHAPES[i]
    a, b = UNBLOCKED.operands(i, m, k, n, ta, tb)
    same = np.array_equal(_bits(mkl.sgemm(a.T if ta else a, b.T if tb else b)),
                          UNBLOCKED_EXPECTED[f"matmul{i}_{ta}{tb}"].reshape(-1))
    if mkl.reproduced(m, k, n, bool(ta), bool(tb)):
        assert same, (m, k, n, ta, tb)


def test_the_unblocked_claims_cover_the_measured_shapes_and_not_the_misaligned_rows():
    assert mkl.reproduced(4, 784, 200)  # paddle.Model's doc examples: Linear(784, 200) on 4 rows
    assert mkl.reproduced(12, 300, 16, True, True) and mkl.reproduced(16, 200, 4)
    assert not mkl.reproduced(4, 200, 10)  # rows 1 and 3 start off a 16-byte boundary: another order
    assert not mkl.reproduced(7, 130, 5)
    assert not mkl.reproduced(4, 784, 200, False, True)  # B transposed alone: a dot-product kernel
    assert mkl.reproduced(16, 50, 1, True, False) and not mkl.reproduced(16, 50, 1)  # gemv: only A transposed
    assert sum(mkl.reproduced(*UNBLOCKED.SHAPES[i], bool(ta), bool(tb)) for i, ta, tb in UNBLOCKED_CASES) >= 35


def _in_order(a, b, first, last):
    """The float32 sums from 0 over K in ``[first, last)`` of ``a @ b``'s rounded products, one K at a time."""
    total = np.zeros((a.shape[0], b.shape[1]), dtype=np.float32)
    for k in range(first, last):
        total = total + a[:, k:k + 1] * b[k:k + 1, :]
    return total


@pytest.mark.parametrize("ta,tb", list(itertools.product((0, 1), (0, 1))))
def test_sgemm_sums_each_chunk_in_order_whatever_the_operands_layout(ta, tb):
    # magnitudes spread over 1e-3..1e3 make every other summation order differ in the last bits
    rng = np.random.RandomState(7)
    m, k, n = 16, 250, 24
    a = (rng.standard_normal((m, k)) * rng.choice([1e-3, 1.0, 1e3], (m, k))).astype(np.float32)
    b = (rng.standard_normal((k, n)) * rng.choice([1e-3, 1.0, 1e3], (k, n))).astype(np.float32)
    parts = [_in_order(a, b, s, min(k, s + mkl.CHUNK)) for s in range(0, k, mkl.CHUNK)]
    expected = (parts[0] + parts[-1]) + parts[1]
    got = mkl.sgemm(a.T.copy().T if ta else a, b.T.copy().T if tb else b)
    assert np.array_equal(_bits(got), _bits(expected))


def test_a_stack_of_matrices_is_one_sgemm_per_matrix():
    rng = np.random.RandomState(3)
    for batch, m, k, n in [(3, 8, 16, 32), (2, 4, 300, 8), (2, 16, 130, 16), (2, 8, 20, 1)]:
        a = rng.standard_normal((batch, m, k)).astype(np.float32)
        b = rng.standard_normal((batch, k, n)).astype(np.float32)
        each = np.stack([mkl.sgemm(x, y) for x, y in zip(a, b)])
        assert np.array_equal(_bits(mkl.sgemm(a, b)), _bits(each))
