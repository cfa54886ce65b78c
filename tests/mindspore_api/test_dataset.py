"""mindspore.dataset: the C++ generators behind its order, samplers as torch samplers, pipeline rules."""

import numpy as np
import pytest
import torch.utils.data

from unigrad.mindspore_api import dataset as ds
from unigrad.mindspore_api.dataset.samplers import _shuffled
from unigrad.numerics.random import MT19937_64


def test_mt19937_64_first_word_of_default_seed():
    assert MT19937_64.plain(5489)() == 14514284786278117030  # the value the C++ standard requires


def test_shuffled_is_a_permutation_for_odd_and_even_sizes():
    for n in (1, 2, 7, 10, 101):
        assert sorted(_shuffled(list(range(n)), 3)) == list(range(n))


def test_random_sampler_drives_a_torch_dataloader():
    ds.config.set_seed(1)
    sampler = ds.RandomSampler()
    sampler._rows = 7
    loader = torch.utils.data.DataLoader(list(range(7)), sampler=sampler, batch_size=None)
    assert [int(v) for v in loader] == [1, 0, 6, 3, 5, 4, 2]


def test_each_loop_over_an_iterator_is_the_next_epoch():
    ds.config.set_seed(1)
    it = ds.NumpySlicesDataset(np.arange(10)).create_tuple_iterator(output_numpy=True)
    first, second = [int(x[0]) for x in it], [int(x[0]) for x in it]
    assert sorted(first) == sorted(second) == list(range(10)) and first != second


def test_a_node_with_two_consumers_is_refused():
    data = ds.NumpySlicesDataset([1, 2], shuffle=False)
    data.batch(1)
    with pytest.raises(ValueError, match="not a tree"):
        data.repeat(2).get_dataset_size()
