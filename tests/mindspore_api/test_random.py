"""Tests of mindspore_api.ops._random: MindSpore's seed derivation and CPU uniform kernels."""

import numpy as np
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


# Printed by the oracle (/tmp/oracle-ms/bin/python, mindspore 2.10.0, CPU): P.StandardNormal(1234, 0)((6,)),
# P.StandardNormal(1, 0)((2,)) and, on the same primitive, the next call; ops.shuffle / ops.randperm (seed=3).
STANDARD_NORMAL_1234 = [0.22546884417533875, -0.4679972529411316, 0.11832324415445328, 0.8269336223602295,
                        0.8592724204063416, -1.0407943725585938]


def test_kernel_seed_is_philox_words_one_and_zero():
    seed = _random._kernel_seed(1234, 0)
    assert seed >> 32 == 0x8F4F38D3 and seed & 0xFFFFFFFF == 0xCD6D9736
    # mt19937 keeps the low word: ops.uniform's numbers did not change
    assert _random._unit_floats(seed, 1).tolist() == [0.29818758368492126]


def test_standard_normal_kernel_is_one_polar_stream_on_minstd():
    assert _random._standard_normals(_random._kernel_seed(1234, 0), 6).tolist() == STANDARD_NORMAL_1234
    # no per-thread blocks: the first values of a long draw are those of a short one
    long = _random._standard_normals(_random._kernel_seed(1, 0), 1000)
    assert long[:2].tolist() == [0.22797997295856476, -0.9599476456642151]
    assert long[2:4].tolist() == [0.5314622521400452, 0.5104778409004211]


def test_randn_follows_the_global_and_op_seeds():
    ms.set_seed(1234)
    assert ms.ops.randn(6).asnumpy().tolist() == STANDARD_NORMAL_1234
    assert ms.ops.standard_normal((6,)).asnumpy().tolist() == STANDARD_NORMAL_1234  # its own op seed sequence
    assert ms.ops.randn(6).asnumpy().tolist() != STANDARD_NORMAL_1234
    ms.set_seed(1234)
    assert ms.ops.randn(6).asnumpy().tolist() == STANDARD_NORMAL_1234
    assert ms.ops.randn(2, 2, dtype=ms.float64).dtype == ms.float64


def test_shuffle_permutes_the_first_axis_only():
    m = ms.Tensor(np.arange(12, dtype=np.float32).reshape(6, 2))
    rows = ms.ops.shuffle(m, seed=3).asnumpy()
    assert sorted(rows[:, 0].tolist()) == [0, 2, 4, 6, 8, 10]
    assert (rows[:, 1] == rows[:, 0] + 1).all()
    assert ms.ops.randperm(10, seed=3).asnumpy().tolist() == [3, 1, 8, 5, 2, 6, 9, 7, 0, 4]


def test_random_op_errors():
    with pytest.raises(ValueError, match="must be a float type"):
        ms.ops.rand(2, dtype=ms.int32)
    with pytest.raises(ValueError, match="must be a tuple"):
        ms.ops.randint(0, 3, [2])
    with pytest.raises(TypeError, match=r"List\[Int64\*3\]"):
        ms.ops.shuffle([1, 2, 3])
    with pytest.raises(RuntimeError, match=r"invalid min/max values: \(5/5\)"):
        ms.ops.randint(5, 5, (2,), seed=1)


def test_dropout_primitive_continues_its_stream_and_scales_by_the_float_reciprocal():
    ones = ms.Tensor(np.ones(40, np.float32))
    whole = _random.Dropout(0.75, 0, 3)(ms.Tensor(np.ones(80, np.float32)))[1].asnumpy()
    d = _random.Dropout(0.75, 0, 3)
    first, second = d(ones)[1].asnumpy(), d(ones)[1].asnumpy()
    assert (np.concatenate([first, second]) == whole).all()
    out = _random.Dropout(0.75, 0, 3)(ones)[0].asnumpy()
    assert set(out.tolist()) <= {0.0, float(np.float32(1) / np.float32(0.75))}


def test_nn_dropout_is_identity_unless_training():
    cell = ms.nn.Dropout(p=0.5)
    x = ms.Tensor(np.ones(8, np.float32))
    assert cell(x) is x
    cell.set_train()
    assert set(cell(x).asnumpy().tolist()) <= {0.0, 2.0}
    with pytest.raises(ValueError, match=r"range \[0, 1\)"):
        ms.nn.Dropout(p=1)


def test_bernoulli_is_a_philox_stream_keyed_by_its_own_seed():
    # printed by mindspore 2.10: ops.bernoulli(zeros(12), p=0.5, seed=3), the same twice, with or without set_seed
    expected = [1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0, 0.0, 0.0]
    x = ms.Tensor(np.zeros(12, np.float32))
    assert ms.ops.bernoulli(x, p=0.5, seed=3).asnumpy().tolist() == expected
    ms.set_seed(1)
    assert ms.ops.bernoulli(x, p=0.5, seed=3).asnumpy().tolist() == expected
    assert ms.ops.bernoulli(ms.Tensor(np.zeros(3, np.int32)), p=0.5, seed=3).dtype == ms.int32


def test_multinomial_with_replacement_draws_on_minstd(monkeypatch):
    # printed by mindspore 2.10: ops.multinomial(Tensor([0.1, 0.2, 0.3, 0.4]), 6, seed=3) with no global seed,
    # i.e. the seed pair (0, 3) (other tests here set a global seed)
    monkeypatch.setattr(_random, "_graph_seed", lambda seed, name: (0, 3))
    p = ms.Tensor(np.array([0.1, 0.2, 0.3, 0.4], np.float32))
    assert ms.ops.multinomial(p, 6, seed=3).asnumpy().tolist() == [1, 1, 2, 1, 2, 2]
    # without replacement (printed by mindspore 2.10, seed pair (0, 3)): TopK of log(uniform) / (p + 1e-6)
    weights = ms.Tensor(np.array([0.0, 9.0, 4.0, 0.0], np.float32))
    assert ms.ops.multinomial(weights, 2, replacement=False, seed=3).asnumpy().tolist() == [1, 2]
    with pytest.raises(ValueError, match="'num_samples' must be less than the last dimension"):
        ms.ops.multinomial(p, 5, replacement=False, seed=3)


def test_random_primitives_keep_one_engine_per_output_shape():
    # printed by mindspore 2.10: UniformReal(seed=3)((3,)), then ((2,)) (a new kernel), then ((3,)) again
    real = _random.UniformReal(seed=3)
    assert real((3,)).asnumpy().tolist() == [np.float32(v) for v in (0.6352812, 0.59060055, 0.15935372)]
    assert real((2,)).asnumpy().tolist() == [np.float32(v) for v in (0.6352812, 0.59060055)]
    assert real((3,)).asnumpy().tolist() == [np.float32(v) for v in (0.8751829, 0.13918921, 0.39305267)]
    i32 = lambda v: ms.Tensor(v, ms.int32)
    ints = _random.UniformInt(seed=10)
    assert ints((4,), i32(0), i32(100)).asnumpy().tolist() == [79, 44, 46, 67]
    assert ints((4,), i32(-5), i32(5)).asnumpy().tolist() == [-5, 3, 4, -3]  # same shape: the stream goes on
    with pytest.raises(TypeError, match=r"input\[1\] should be a Tensor, but got Int64"):
        ints((2,), 0, i32(5))
    with pytest.raises(ValueError, match="'seed' must be int and must >= 0"):
        _random.StandardNormal(seed=-1)
    with pytest.raises(TypeError, match="'seed2' must be int, but got 'float'"):
        _random.UniformReal(seed2=1.5)


def test_mindspore_numpy_random_uses_the_global_seed_as_op_seed():
    # printed by mindspore 2.10 after set_seed(1): mnp.rand((2, 3)), mnp.randint(1, 10, (2, 3))
    ms.set_seed(1)
    assert ms.numpy.rand((2, 3)).asnumpy()[0].tolist() == [np.float32(v) for v in (0.5108306, 0.75566167, 0.5683984)]
    ms.set_seed(1)
    ms.numpy.rand(1)  # the UniformReal op seed moved on; UniformInt's did not
    assert ms.numpy.randint(1, 10, (2, 3)).asnumpy().tolist() == [[7, 5, 2], [7, 8, 6]]
    assert ms.numpy.rand(2, dtype=ms.float16).dtype == ms.float16
    with pytest.raises(TypeError, match=r"input argument\[minval\] must be a type of \{Tensor\[Int32\]\}"):
        ms.numpy.randint(3, 9, 4, dtype=ms.int64)
