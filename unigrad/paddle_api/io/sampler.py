"""paddle.io's samplers: index orders (``Sampler`` and kin) and batches of indices (``BatchSampler``).

Random orders come from where paddle takes them: ``RandomSampler`` and ``WeightedRandomSampler``
from NumPy's global generator (``np.random.seed`` reproduces paddle's order),
``SubsetRandomSampler`` from paddle's generator (``paddle.randperm``), and a shuffling
``DistributedBatchSampler`` from ``np.random.RandomState(epoch)``.
"""

import math
from collections.abc import Iterable

import numpy as np

from unigrad.paddle_api.io.dataset import IterableDataset
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Sampler", "SequenceSampler", "RandomSampler", "WeightedRandomSampler", "SubsetRandomSampler",
           "BatchSampler", "DistributedBatchSampler"]


class Sampler(RealNamed):
    """An iterable of dataset indices; subclasses define ``__iter__`` (and usually ``__len__``)."""

    def __init__(self, data_source=None):
        self.data_source = data_source

    def __iter__(self):
        raise NotImplementedError


class SequenceSampler(Sampler):
    """``0, 1, ..., len(data_source) - 1``."""

    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self):
        return len(self.data_source)


class RandomSampler(Sampler):
    """A random order of the indices (or ``num_samples`` draws with replacement), from NumPy's global generator,
    drawn when iteration starts; a ``generator`` (an iterator of indices) is read instead when given."""

    def __init__(self, data_source, replacement=False, num_samples=None, generator=None):
        self.data_source = data_source
        self.replacement = replacement
        self._num_samples = num_samples
        self.generator = generator
        if not isinstance(replacement, bool):
            raise TypeError(f"expect boolean value for replacement, but got replacement={replacement}")
        if not replacement and self.num_samples > len(data_source):
            raise ValueError(
                "num_samples should be smaller than or equal to length of data_source when replacement is False, "
                f"but got num_samples: {self.num_samples} > data_source: {len(data_source)}"
            )
        if not isinstance(self.num_samples, int) or self.num_samples <= 0:
            raise ValueError(f"num_samples should be a positive integer, but got num_samples={self.num_samples}")

    @property
    def num_samples(self):
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        if self.generator:
            for _ in range(self.num_samples):
                try:
                    yield next(self.generator)
                except StopIteration:
                    return
            return
        n = len(self.data_source)
        yield from np.random.choice(np.arange(n), self.num_samples, replace=self.replacement).tolist()

    def __len__(self):
        return self.num_samples


def _weighted_draw(weights, num_samples, replacement):
    """Rows of ``num_samples`` indices drawn by NumPy's global generator with probability proportional to weight."""
    from unigrad.paddle_api.tensor import Tensor

    if isinstance(weights, Tensor):
        weights = weights.numpy()
    if isinstance(weights, (list, tuple)):
        weights = np.array(weights)
    assert isinstance(weights, np.ndarray), "weights should be paddle.Tensor, numpy.ndarray, list or tuple"
    assert len(weights.shape) <= 2, "weights should be a 1-D or 2-D array"
    weights = weights.reshape((-1, weights.shape[-1]))
    assert np.all(weights >= 0.0), "weights should be positive value"
    assert not np.any(weights == np.inf), "weights should not be INF"
    positive = np.sum(weights > 0.0, axis=1)
    assert np.all(positive > 0), "weights should have positive values"
    if not replacement:
        assert np.all(positive >= num_samples), \
            "weights positive value number should not less than num_samples when replacement=False"
    weights = weights / weights.sum(axis=1)
    return np.array([np.random.choice(weights.shape[1], num_samples, replacement, row) for row in weights])


class WeightedRandomSampler(Sampler):
    """``num_samples`` indices in ``[0, len(weights))`` drawn with probability proportional to ``weights``."""

    def __init__(self, weights, num_samples, replacement=True):
        if not isinstance(num_samples, int) or num_samples <= 0:
            raise ValueError("num_samples should be a positive integer")
        if not isinstance(replacement, bool):
            raise ValueError("replacement should be a boolean value")
        self.weights = weights
        self.num_samples = num_samples
        self.replacement = replacement

    def __iter__(self):
        return iter(_weighted_draw(self.weights, self.num_samples, self.replacement).reshape(-1).tolist())

    def __len__(self):
        shape = self.weights.shape
        return self.num_samples * (int(np.prod(shape)) // shape[-1])


class SubsetRandomSampler(Sampler):
    """The given indices in a random order drawn from paddle's generator."""

    def __init__(self, indices):
        if len(indices) == 0:
            raise ValueError("The length of `indices` in SubsetRandomSampler should be greater than 0.")
        self.indices = indices

    def __iter__(self):
        from unigrad.paddle_api._creation import randperm

        for i in randperm(len(self.indices)):
            yield self.indices[i]

    def __len__(self):
        return len(self.indices)


def _batches(indices, batch_size, drop_last):
    batch = []
    for index in indices:
        batch.append(index)
        if len(batch) == batch_size:
            yield batch
            batch = []
    if batch and not drop_last:
        yield batch


class BatchSampler(Sampler):
    """Lists of ``batch_size`` indices, from a ``sampler`` or from a dataset's (shuffled or sequential) indices."""

    def __init__(self, dataset=None, sampler=None, shuffle=False, batch_size=1, drop_last=False):
        if dataset is None:
            assert sampler is not None, "either dataset or sampler should be set"
            assert isinstance(sampler, (Sampler, Iterable)), \
                f"sampler should be either paddle.io.Sampler or Iterable, but got {type(sampler)}"
            assert not shuffle, "shuffle should be False when sampler is set"
            self.sampler = sampler
        else:
            assert not isinstance(dataset, IterableDataset), "dataset should not be a paddle.io.IterableDataset"
            assert sampler is None, "should not set both dataset and sampler"
            assert isinstance(shuffle, bool), f"shuffle should be a boolean value, but got {type(shuffle)}"
            self.sampler = RandomSampler(dataset) if shuffle else SequenceSampler(dataset)
        assert isinstance(batch_size, int) and batch_size > 0, \
            f"batch_size should be a positive integer, but got {batch_size}"
        self.batch_size = batch_size
        self.shuffle = shuffle
        assert isinstance(drop_last, bool), f"drop_last should be a boolean value, but got {type(drop_last)}"
        self.drop_last = drop_last

    def __iter__(self):
        return _batches(self.sampler, self.batch_size, self.drop_last)

    def __len__(self):
        count = len(self.sampler)
        return (count + (0 if self.drop_last else self.batch_size - 1)) // self.batch_size


class DistributedBatchSampler(BatchSampler):
    """This rank's batches: the dataset padded (by repeating its start) to a multiple of ``num_replicas``,
    optionally shuffled by ``np.random.RandomState(epoch)``, then split batch by batch between the ranks.

    Without ``num_replicas``/``rank`` it is the only rank (unigrad runs one process)."""

    def __init__(self, dataset, batch_size, num_replicas=None, rank=None, shuffle=False, drop_last=False):
        self.dataset = dataset
        assert isinstance(batch_size, int) and batch_size > 0, "batch_size should be a positive integer"
        self.batch_size = batch_size
        assert isinstance(shuffle, bool), "shuffle should be a boolean value"
        self.shuffle = shuffle
        assert isinstance(drop_last, bool), "drop_last should be a boolean number"
        if num_replicas is not None:
            assert isinstance(num_replicas, int) and num_replicas > 0, "num_replicas should be a positive integer"
        if rank is not None:
            assert isinstance(rank, int) and rank >= 0, "rank should be a non-negative integer"
        self.nranks = 1 if num_replicas is None else num_replicas
        self.local_rank = 0 if rank is None else rank
        self.drop_last = drop_last
        self.epoch = 0
        self.num_samples = int(math.ceil(len(dataset) * 1.0 / self.nranks))
        self.total_size = self.num_samples * self.nranks

    def _rank_indices(self):
        indices = list(range(len(self.dataset)))
        padding = self.total_size - len(indices)
        indices += (indices * math.ceil(padding / len(indices)))[:padding] if padding else []
        if self.shuffle:
            np.random.RandomState(self.epoch).shuffle(indices)
            self.epoch += 1
        if self.nranks == 1:
            return indices
        # whole batches go to the ranks in turn; the incomplete tail is split evenly
        tail = self.total_size % (self.batch_size * self.nranks)
        tail_share = tail // self.nranks
        mine = []
        for start in range(self.local_rank * self.batch_size, len(indices) - tail, self.batch_size * self.nranks):
            mine.extend(indices[start:start + self.batch_size])
        rest = indices[len(indices) - tail:]
        mine.extend(rest[self.local_rank * tail_share:(self.local_rank + 1) * tail_share])
        return mine

    def __iter__(self):
        return _batches(self._rank_indices(), self.batch_size, self.drop_last)

    def __len__(self):
        return (self.num_samples + (0 if self.drop_last else self.batch_size - 1)) // self.batch_size

    def set_epoch(self, epoch):
        """Set the epoch that seeds the next shuffle (call it before each epoch for a new order)."""
        self.epoch = epoch
