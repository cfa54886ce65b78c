"""unigrad.numerics.random: the C++ engines and libstdc++'s distributions, against the standards' check values
and numbers printed by the real frameworks."""

import numpy as np
import pytest

from unigrad.numerics import libm
from unigrad.numerics import random as R


def test_engines_give_the_check_values_the_cpp_standard_requires():
    # [rand.predef]: the 10000th output of each default-seeded engine
    assert int(R.MT19937_64.plain(5489).take(10000)[-1]) == 9981545732273789042
    assert int(R.MT19937(5489).take(10000)[-1]) == 4123659995
    assert int(R.MinstdRand0(1).take(10000)[-1]) == 1043618065


def test_minstd_seed_is_taken_modulo_its_modulus_and_zero_becomes_one():
    m = 2147483647
    assert R.MinstdRand0(m + 5).take(3).tolist() == R.MinstdRand0(5).take(3).tolist()
    assert R.MinstdRand0(0).take(3).tolist() == R.MinstdRand0(1).take(3).tolist()
    assert R.MinstdRand0(1).take(2).tolist() == [16807, 282475249]


def test_words_do_not_depend_on_how_they_are_asked_for():
    for make in (lambda: R.MT19937_64.plain(7), lambda: R.MT19937(7), lambda: R.MinstdRand0(7)):
        whole = make().take(1000)
        engine = make()
        first = engine.take(1)
        ahead = engine.peek(5).copy()
        rest = np.concatenate([engine.take(400), engine.take(599)])
        assert np.array_equal(np.concatenate([first, rest]), whole)
        assert np.array_equal(ahead, whole[1:6])
        one = make()
        assert [one() for _ in range(3)] == whole[:3].tolist()


def test_philox_known_answers():
    # Random123's published known-answer vectors for philox4x32-10
    assert R.philox4x32_10((0, 0, 0, 0), (0, 0)) == (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)
    ones = 0xFFFFFFFF
    assert R.philox4x32_10((ones,) * 4, (ones, ones)) == (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)
    counter = np.array([0, ones], dtype=np.uint64)
    arrays = R.philox4x32_10((counter,) * 4, (0, 0))
    assert [int(w[0]) for w in arrays] == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]


def test_philox_stream_is_the_blocks_one_by_one_across_chunks():
    key = (0x12345678 << 32) | 0x9ABCDEF0
    high = (7, 0xFFFFFFFE)
    count = 4 * (R._PHILOX_CHUNK + 2) - 1
    stream = R.philox_stream(key, count, high)
    assert stream.size == count
    for block in (0, 1, R._PHILOX_CHUNK - 1, R._PHILOX_CHUNK, R._PHILOX_CHUNK + 1):
        words = R.philox4x32_10((block, 0, *high), (key & 0xFFFFFFFF, key >> 32))
        assert stream[4 * block:4 * block + 4].tolist() == list(words)[:count - 4 * block]


def test_seed_seq_matches_paddle_seeding():
    # paddle.seed(2024); paddle.rand([1]) printed 0.9383115768432617 (paddle 3.3.1): mt19937_64 through seed_seq
    word = R.MT19937_64.from_seed_seq([2024]).take(1)
    assert float(R.generate_canonical(word, np.float32, 2.0 ** 64)[0]) == 0.9383115768432617


def test_canonical_from_two_32_bit_words_matches_mindspore_uniform_real():
    # mindspore 2.10: P.UniformReal(1234, 0)((3,)) printed these; its kernel seeds std::mt19937 with the low
    # word of Philox4x32-10 over (seed, seed2) and casts uniform_real_distribution<double>'s values to float
    seed = R.philox4x32_10((1234, 0, 0, 0), (0x3EC8F720, 0x02461E29))[0]
    words = R.MT19937(seed).take(6)
    values = R.generate_canonical(words, np.float64, 2.0 ** 32, per_value=2).astype(np.float32)
    assert values.tolist() == [0.29818758368492126, 0.5718619227409363, 0.9074630737304688]


def test_polar_normal_on_minstd_matches_mindspore_standard_normal():
    # mindspore 2.10: P.StandardNormal(1234, 0)((6,)) printed these; normal_distribution<float> on
    # default_random_engine seeded with the 64-bit Philox seed (words 1, 0)
    c0, c1, _, _ = R.philox4x32_10((1234, 0, 0, 0), (0x3EC8F720, 0x02461E29))
    engine = R.MinstdRand0((c1 << 32) | c0)
    values = R.normal_polar(engine, 6, np.float32,
                            lambda words: R.generate_canonical(words - np.uint64(1), np.float32, 2147483646),
                            lambda r2: libm.each("logf", r2))
    assert values.tolist() == [0.22546884417533875, -0.4679972529411316, 0.11832324415445328,
                               0.8269336223602295, 0.8592724204063416, -1.0407943725585938]


def test_polar_normal_uses_exactly_the_words_libstdcxx_uses():
    # an odd count drops the cached partner but has used the whole accepted attempt
    canonical = lambda words: R.generate_canonical(words, np.float64, 2.0 ** 64)
    a = R.MT19937_64.plain(3)
    R.normal_polar(a, 5, np.float64, canonical, np.log)
    b = R.MT19937_64.plain(3)
    R.normal_polar(b, 6, np.float64, canonical, np.log)
    assert a() == b()


@pytest.mark.parametrize("method", ["lemire", "division"])
def test_uniform_ints_agree_with_one_draw_at_a_time(method):
    make = (lambda: R.MT19937_64.plain(11)) if method == "lemire" else (lambda: R.MT19937(11))
    each = R.uniform_int_lemire if method == "lemire" else R.uniform_int_division
    span = 3 * 2 ** 30 + 1 if method == "division" else 3 * 2 ** 62 + 1  # many rejections
    many = R.uniform_ints(make(), span, 200, method)
    engine = make()
    one_by_one = [int(each(engine, np.array([span], dtype=np.uint64))[0]) for _ in range(200)]
    assert many.tolist() == one_by_one
    assert max(one_by_one) < span


@pytest.mark.parametrize("method,span", [("lemire", 1000), ("lemire", 2 ** 54 + 1), ("lemire", 3 * 2 ** 31 + 1),
                                         ("division", 1000), ("division", 2 ** 22 + 1)])
def test_uniform_ints_past_one_chunk_agree_with_the_per_draw_method(method, span):
    # more draws than one pass resolves (R._INT_CHUNK), small spans (a 32-bit product), wide ones (the full
    # 128-bit product) and ones rejecting about one word in a thousand (the per-draw method is slow on more)
    make = (lambda: R.MT19937_64.plain(5)) if method == "lemire" else (lambda: R.MT19937(5))
    each = R.uniform_int_lemire if method == "lemire" else R.uniform_int_division
    count = 2 * R._INT_CHUNK + 123
    engine = make()
    many = R.uniform_ints(engine, span, count, method)
    reference = make()
    assert many.tolist() == each(reference, np.full(count, span, dtype=np.uint64)).tolist()
    assert engine() == reference()  # the same words used up


def test_mt19937_64_words_past_the_tempering_chunk_do_not_depend_on_the_batch_size():
    sizes = [1, 310, 311, R._TEMPER_CHUNK, 2 * R._TEMPER_CHUNK + 17]
    whole = R.MT19937_64.plain(9).take(sum(sizes))
    engine = R.MT19937_64.plain(9)
    parts = [engine.take(n) for n in sizes]
    assert np.array_equal(np.concatenate(parts), whole)


def test_division_draws_match_mindspore_uniform_int():
    # mindspore 2.10: P.UniformInt(0, 5)((7,), Tensor(-3, int32), Tensor(4, int32)) printed this list:
    # std::mt19937(Philox word 0) and uniform_int_distribution(-3, 3)
    seed = R.philox4x32_10((0, 0, 5, 0), (0x3EC8F720, 0x02461E29))[0]
    drawn = R.uniform_ints(R.MT19937(seed), 7, 7, "division").astype(np.int64) - 3
    assert drawn.tolist() == [3, -1, -1, -1, 3, -1, -2]


def test_shuffle_matches_paddle_randperm_and_falls_back_to_single_draws():
    # paddle.seed(11); paddle.randperm(9) printed [1, 2, 5, 6, 7, 8, 0, 3, 4] (paddle 3.3.1)
    engine = R.MT19937_64.from_seed_seq([11])
    perm = R.shuffle(list(range(9)), lambda spans: R.uniform_int_lemire(engine, spans), 1 << 64)
    assert perm == [1, 2, 5, 6, 7, 8, 0, 3, 4]
    # past 2**16 items a 32-bit engine cannot cover n**2: one draw below i + 1 per position i
    n = 70000
    engine = R.MT19937(1)
    big = R.shuffle(list(range(n)), lambda spans: R.uniform_int_division(engine, spans), 1 << 32)
    engine = R.MT19937(1)
    expected = list(range(n))
    for i in range(1, n):
        j = int(R.uniform_int_division(engine, np.array([i + 1], dtype=np.uint64))[0])
        expected[i], expected[j] = expected[j], expected[i]
    assert big == expected


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 1000, 1001])
def test_shuffled_positions_are_the_swaps_done_one_by_one(n):
    # the vectorised permutation against std::shuffle's swaps made in order with the same draws
    spans_seen = []

    def bounded(spans):
        spans_seen.append(spans.copy())
        return R.uniform_int_lemire(R.MT19937_64.plain(n), spans)

    order = R.shuffled_positions(n, bounded, 1 << 64)
    draws = R.uniform_int_lemire(R.MT19937_64.plain(n), spans_seen[0]).tolist()
    items = list(range(n))
    start = 1
    if n % 2 == 0:
        j = draws.pop(0)
        items[1], items[j] = items[j], items[1]
        start = 2
    for i, x in zip(range(start, n, 2), draws):
        a, b = divmod(x, i + 2)
        items[i], items[a] = items[a], items[i]
        items[i + 1], items[b] = items[b], items[i + 1]
    assert order.tolist() == items
