"""unigrad.numerics.simd: sums in the orders of vectorised C loops, checked against plain in-order loops."""

import numpy as np
import pytest
import torch

from unigrad.numerics import simd


def _in_order(values, start=0.0):
    """float32 ``start + v0 + v1 + ...``, one rounding per step (a scalar C loop)."""
    total = np.float32(start)
    for value in values:
        total = np.float32(total + np.float32(value))
    return total


def _lanes_then_in_order(row):
    """MindSpore's ReduceSum order over one row: 8 lanes over the whole blocks of 8 from 0, the lanes added
    in order onto 0, then the rest one by one."""
    c8 = len(row) // 8 * 8
    lanes = [_in_order(row[j:c8:8]) for j in range(8)] if c8 else []
    return _in_order(list(lanes) + list(row[c8:]))


@pytest.mark.parametrize("shape", [(32, 10), (32, 8), (5, 17), (3, 4, 24), (1, 9), (2, 7), (40, 300)])
def test_lanes_then_sequential_sum_adds_in_mindspores_order(shape):
    g = torch.Generator().manual_seed(sum(shape))
    t = torch.randn(*shape, generator=g) * torch.tensor([1e-3, 1.0, 1e4])[torch.randint(0, 3, shape, generator=g)]
    t[0] = -0.0  # a row of -0 sums to +0 from 0
    rows = t.reshape(-1, shape[-1]).numpy()
    expected = np.array([_lanes_then_in_order(row) for row in rows], dtype=np.float32).reshape(shape[:-1])
    got = simd.lanes_then_sequential_sum(t)
    assert np.array_equal(got.numpy().view(np.int32), expected.view(np.int32))


@pytest.mark.parametrize("shape, dim", [((32, 8), -1), ((32, 128), 0), ((32,), -1), ((70, 3), 0), ((4, 80), -1)])
def test_sequential_sum_from_zero_adds_in_order(shape, dim):
    g = torch.Generator().manual_seed(len(shape) + shape[0])
    t = torch.randn(*shape, generator=g) * torch.tensor([1e-3, 1.0, 1e4])[torch.randint(0, 3, shape, generator=g)]
    lines = t.movedim(dim, -1).reshape(-1, t.shape[dim]).numpy()
    expected = np.array([_in_order(line) for line in lines], dtype=np.float32)
    got = simd.sequential_sum(t, dim, from_zero=True).reshape(-1)
    assert np.array_equal(got.numpy().view(np.int32), expected.view(np.int32))
