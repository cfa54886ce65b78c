"""unigrad.numerics.eigen_qr: paddle 3.3.1's CPU qr bits (recorded by data/record_qr.py), and the factorization's
properties."""

import importlib.util
from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import eigen_qr

DATA = Path(__file__).parent / "data"
_spec = importlib.util.spec_from_file_location("record_qr", DATA / "record_qr.py")
record_qr = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record_qr)


@pytest.mark.parametrize("index", range(len(record_qr.SHAPES)))
def test_q_and_r_are_paddles_bits(index):
    rows, cols, kind = record_qr.SHAPES[index]
    recorded = np.load(DATA / "paddle-3.3.1-qr.npz")
    q, r = eigen_qr.householder_qr(record_qr.matrix(index, rows, cols, kind))
    for ours, theirs in ((q, recorded[f"q{index}"]), (r, recorded[f"r{index}"])):
        assert ours.dtype == theirs.dtype and ours.shape == theirs.shape
        differ = np.flatnonzero(ours.view(f"u{ours.itemsize}") != theirs.view(f"u{theirs.itemsize}"))
        assert not differ.size, f"{differ.size} of {ours.size} differ"


@pytest.mark.parametrize("rows, cols", [(7, 7), (50, 12), (3, 1)])
def test_q_is_orthonormal_and_q_r_gives_back_the_matrix(rows, cols):
    a = np.random.RandomState(rows).standard_normal((rows, cols))
    q, r = eigen_qr.householder_qr(a)
    assert np.allclose(q.T @ q, np.eye(cols)) and np.allclose(q @ r, a) and np.array_equal(r, np.triu(r))
    expected_q, _ = torch.linalg.qr(torch.from_numpy(a))  # the same up to each column's sign
    assert np.allclose(np.abs(q), np.abs(expected_q.numpy()))


def test_only_eigens_unblocked_shapes_are_reproduced():
    assert eigen_qr.reproduced(47, 47) and eigen_qr.reproduced(9000, 3)
    assert not eigen_qr.reproduced(48, 48) and not eigen_qr.reproduced(3, 5)
