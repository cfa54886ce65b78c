"""``mindspore.dataset`` samplers: which rows of a random-access source an epoch reads, in which order.

A sampler is a ``torch.utils.data.Sampler`` over the source's rows (so it also
drives a torch ``DataLoader``); inside a pipeline each run makes its own
*stream* of orders, as MindSpore's C++ samplers do: ``RandomSampler`` shuffles
the row ids with ``std::shuffle`` on ``std::mt19937(seed)`` and, each new
epoch, shuffles that order again with the next seed. A sampler given a child
(``add_child``) picks positions in the child's ids.

>>> from unigrad.mindspore_api.dataset import config
>>> config.set_seed(1)
>>> list(RandomSampler()._stream(7).epoch())
[1, 0, 6, 3, 5, 4, 2]
"""

import torch.utils.data

from unigrad.mindspore_api.dataset import config
from unigrad.numerics import random as std_random

__all__ = ["Sampler", "SequentialSampler", "RandomSampler", "SubsetRandomSampler", "SubsetSampler"]


def _shuffled(items, seed):
    """``std::shuffle(items, std::mt19937(seed))`` in place, as MindSpore's libstdc++ does it; returns ``items``."""
    engine = std_random.MT19937(seed)
    return std_random.shuffle(items, lambda spans: std_random.uniform_int_division(engine, spans), 1 << 32)


class Sampler(torch.utils.data.Sampler):
    """Base: ``_order(num_rows)`` makes the per-run stream of row-id lists."""

    def __init__(self, num_samples=None):
        if num_samples is not None and (not isinstance(num_samples, int) or num_samples < 0):
            raise ValueError(f"num_samples should be a non-negative integer value, but got num_samples: {num_samples}.")
        self.num_samples = num_samples
        self.child_sampler = None
        self._rows = None  # the source size, once a dataset has it (for torch's __iter__/__len__)

    def add_child(self, sampler):
        self.child_sampler = sampler

    def get_num_samples(self):
        return self.num_samples

    def _cap(self, count):
        return count if not self.num_samples else min(count, self.num_samples)

    def _stream(self, num_rows):
        """A fresh stream of this sampler's orders for a source of ``num_rows`` rows."""
        return _Stream(self, num_rows)

    def _sampled_size(self, num_rows):
        if self.child_sampler is not None:
            num_rows = self.child_sampler._sampled_size(num_rows)
        return self._cap(num_rows)

    def _own_stream(self, num_rows):
        raise NotImplementedError

    def __iter__(self):
        return iter(self._stream(self._rows).epoch())

    def __len__(self):
        return self._sampled_size(self._rows)


class _Stream:
    def __init__(self, sampler, num_rows):
        self._child = None if sampler.child_sampler is None else sampler.child_sampler._stream(num_rows)
        rows = num_rows if self._child is None else sampler.child_sampler._sampled_size(num_rows)
        self._own = sampler._own_stream(rows)

    def epoch(self):
        positions = next(self._own)
        if self._child is None:
            return positions
        ids = self._child.epoch()
        return [ids[p] for p in positions]


class SequentialSampler(Sampler):
    def __init__(self, start_index=None, num_samples=None):
        super().__init__(num_samples)
        self.start_index = start_index or 0

    def _sampled_size(self, num_rows):
        if self.child_sampler is not None:
            num_rows = self.child_sampler._sampled_size(num_rows)
        return self._cap(max(num_rows - self.start_index, 0))

    def _own_stream(self, num_rows):
        ids = list(range(self.start_index, self.start_index + self._cap(max(num_rows - self.start_index, 0))))
        while True:
            yield ids


class RandomSampler(Sampler):
    def __init__(self, replacement=False, num_samples=None):
        super().__init__(num_samples)
        self.replacement = replacement
        self.reshuffle_each_epoch = True

    def _own_stream(self, num_rows):
        seed = config.pipeline_seed()
        count = self._cap(num_rows)
        if self.replacement:
            while True:
                # std::mt19937(seed) and uniform_int_distribution(0, num_rows - 1), as MindSpore's
                # libstdc++ (before 11) draws it
                drawn = std_random.uniform_ints(std_random.MT19937(seed), num_rows, count, "division")
                yield drawn.astype(int).tolist()
                if self.reshuffle_each_epoch:
                    seed += 1
        ids = _shuffled(list(range(num_rows)), seed)
        while True:
            yield ids[:count]
            if self.reshuffle_each_epoch:
                seed += 1
                ids = _shuffled(ids, seed)


class SubsetSampler(Sampler):
    def __init__(self, indices, num_samples=None):
        super().__init__(num_samples)
        self.indices = list(indices)

    def _sampled_size(self, num_rows):
        return self._cap(len(self.indices))

    def _own_stream(self, num_rows):
        ids = self.indices[:self._cap(len(self.indices))]
        while True:
            yield ids


class SubsetRandomSampler(SubsetSampler):
    def _own_stream(self, num_rows):
        seed = config.pipeline_seed()
        while True:
            ids = _shuffled(list(self.indices), seed)
            yield ids[:self._cap(len(ids))]
