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

from unigrad.mindspore_api._real_names import RealNamed
from unigrad.mindspore_api.dataset import config
from unigrad.mindspore_api.dataset.config import pipeline_error
from unigrad.numerics import random as std_random

__all__ = ["Sampler", "SequentialSampler", "RandomSampler", "SubsetRandomSampler", "SubsetSampler", "DistributedSampler"]


def _shuffled(items, seed):
    """``std::shuffle(items, std::mt19937(seed))`` in place, as MindSpore's libstdc++ does it; returns ``items``."""
    engine = std_random.MT19937(seed)
    return std_random.shuffle(items, lambda spans: std_random.uniform_int_division(engine, spans), 1 << 32)


class Sampler(RealNamed, torch.utils.data.Sampler):
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


class DistributedSampler(Sampler):
    """Shard ``shard_id`` of ``num_shards``: every ``num_shards``-th row, starting at ``shard_id`` (after an
    ``offset``), of the rows in order or shuffled. Without an offset every shard gets ``ceil(rows / num_shards)``
    rows, wrapping around to the first ones. The shuffle is ``std::shuffle`` on ``std::mt19937`` seeded with one
    more than the dataset seed when the sampler was made (unset, 5489), then the next seed each epoch."""

    def __init__(self, num_shards, shard_id, shuffle=True, num_samples=None, offset=-1):
        if not isinstance(num_shards, int):
            raise TypeError(f"num_shards must be integer but was: {num_shards}.")
        if not isinstance(shard_id, int):
            raise TypeError(f"shard_id must be integer but was: {shard_id}.")
        if not isinstance(shuffle, bool):
            raise TypeError(f"shuffle must be a boolean value or valid shuffle mode but was: {shuffle}.")
        if num_samples is not None:
            if not isinstance(num_samples, int):
                raise TypeError(f"num_samples must be integer but was: {num_samples}.")
            if not 0 <= num_samples <= 2**63 - 1:
                raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")
        if not isinstance(offset, int):
            raise TypeError(f"offset must be integer but was: {offset}.")
        super().__init__(num_samples)
        self.num_shards, self.shard_id, self.shuffle, self.offset = num_shards, shard_id, shuffle, offset
        self.seed = config.get_seed()

    def _check(self):
        """MindSpore checks the shard arguments only when a pipeline is built."""
        if self.num_shards <= 0:
            problem, line = f"num_shards must be greater than 0, but got: {self.num_shards}", 53
        elif not 0 <= self.shard_id < self.num_shards:
            problem, line = f"shard_id must be in range [0, {self.num_shards}), but got: {self.shard_id}", 58
        elif self.offset > self.num_shards:
            problem, line = f"offset must be no more than num_shards({self.num_shards}), but got: {self.offset}", 68
        else:
            return
        raise pipeline_error(f"DistributedSampler: {problem}",
                             f"mindspore/ccsrc/minddata/dataset/data_source/operation/samplers/distributed_sampler_ir.cc({line}).")

    def _shard_size(self, num_rows):
        if self.offset == -1:
            return -(-num_rows // self.num_shards)
        size = (num_rows + self.offset) // self.num_shards
        size += self.shard_id < (num_rows + self.offset) % self.num_shards
        return size - (self.shard_id < self.offset)

    def _sampled_size(self, num_rows):
        self._check()
        if self.child_sampler is not None:
            num_rows = self.child_sampler._sampled_size(num_rows)
        # an empty shard still gives one row (MindSpore's padding for concatenated datasets)
        return min(self._cap(num_rows), max(self._shard_size(num_rows), 1))

    def _positions(self, num_rows):
        """This shard's positions among ``num_rows`` rows, as MindSpore's DistributedSampler walks them."""
        if num_rows <= 0:
            return []
        count = min(self._cap(num_rows), self._shard_size(num_rows))
        if count == 0:
            return [0]
        offset = max(self.offset, 0)
        positions, step = [], 0
        while len(positions) < count:
            position = self.num_shards * step + self.shard_id - offset
            if position < 0:  # shards before the offset start one round later
                step += 1
                continue
            positions.append(position % num_rows)
            step += 1
        return positions

    def _own_stream(self, num_rows):
        self._check()
        seed = self.seed + 1  # MindSpore builds the pipeline from a copy whose seed it first increments
        positions = self._positions(num_rows)
        if not self.shuffle:
            while True:
                yield positions
        order = _shuffled(list(range(num_rows)), seed)
        while True:
            yield [order[p] for p in positions]
            seed += 1
            order = _shuffled(order, seed)
