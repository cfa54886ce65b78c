"""Tests of mindspore_api.ops._random: MindSpore's seed derivation and CPU uniform kernels."""

import pytest

import unigrad.mindspore_api as ms
from unigrad.mindspore_api.ops import _random


def test_op_seed_moves_on_and_reset_starts_it_again():
    _random._op_seeds.clear()
    first = _random._graph_seed(7, "uniform")[1]
    second = _random._graph_seed(7, "uniform")[1]
    assert first == 7 and second == (7 + _random._OP_SEED_STEP) % _random._MAXINT32
    _random._reset_op_seeds()
    assert _random._graph_seed(7, "uniform")[1] == 7


def test_uniform_bounds_and_errors():
    out = ms.ops.uniform((1000,), ms.Tensor(2.0), ms.Tensor(3.0), seed=1)
    values = out.asnumpy()
    assert values.min() >= 2.0 and values.max() < 3.0
    ints = ms.ops.uniform((500,), ms.Tensor(-2, ms.int32), ms.Tensor(2, ms.int32), seed=1, dtype=ms.int32).asnumpy()
    assert set(ints.tolist()) == {-2, -1, 0, 1}
    with pytest.raises(TypeError, match="must be a Tensor"):
        ms.ops.uniform((2,), 1.0, ms.Tensor(2.0))
    with pytest.raises(RuntimeError, match=r"invalid min/max values: \(3/1\)"):
        ms.ops.uniform((2,), ms.Tensor(3, ms.int32), ms.Tensor(1, ms.int32), seed=1, dtype=ms.int32)
