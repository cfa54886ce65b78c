"""MindSpore's initializer stream (common/_init_random.py) and the lazy filling of initializer tensors."""

import numpy as np

import unigrad.mindspore_api as ms
from unigrad.mindspore_api.common import _init_random as draws
from unigrad.mindspore_api.common.initializer import Normal, initializer


def test_philox_words_continue_across_blocks():
    # MindSpore's worker threads skip ahead in one stream: any prefix is the start of the longer stream
    long = draws._philox_words(99, 4099)
    assert (draws._philox_words(99, 7) == long[:7]).all()


def test_uniform_stays_in_range_and_is_float32():
    values = draws.uniform_values(5, (1000,), -0.25, 0.5)
    assert values.dtype == np.float32 and values.min() >= -0.25 and values.max() < 0.5


def test_normal_odd_count_is_prefix_of_even():
    assert (draws.normal_values(3, (5,), 0.0, 1.0) == draws.normal_values(3, (6,), 0.0, 1.0)[:5]).all()


def test_truncated_normal_stays_within_bounds():
    values = draws.truncated_normal_values(11, (4000,), -0.5, 0.5, 0.0, 1.0)
    assert values.min() >= -0.5 and values.max() <= 0.5


def test_initializer_fills_lazily_from_numpy_generator():
    ms.set_seed(4)
    tensor = initializer(Normal(), [3])
    assert tensor.init is not None and "<uninitialized>" in str(tensor)
    first = np.random.rand()
    ms.set_seed(4)
    np.random.rand()  # the initializer draws its seed only when filled
    expected = draws.normal_values(draws.draw_seed(), (3,), 0.0, 0.01)
    ms.set_seed(4)
    tensor = initializer(Normal(), [3])
    assert np.random.rand() == first
    assert (tensor.init_data().asnumpy() == expected).all() and tensor.init is None
