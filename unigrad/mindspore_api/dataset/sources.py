"""``mindspore.dataset`` sources: ``GeneratorDataset``, ``NumpySlicesDataset``, ``MnistDataset``, ``Cifar10Dataset``.

A source with random access (``__getitem__`` and ``__len__``: a Python
object, numpy slices, or the rows of a file dataset) reads its rows in the
order of a sampler: ``RandomSampler`` unless ``shuffle=False`` or a sampler
is given. A source that can only be iterated yields its rows in order.

>>> data = NumpySlicesDataset({"x": [1, 2, 3]}, shuffle=False)
>>> [int(row["x"]) for row in data.create_dict_iterator(output_numpy=True)]
[1, 2, 3]
"""

import copy
import os

import numpy as np
import torch.utils.data

from unigrad.mindspore_api.dataset.engine import Dataset, _Runner, as_column
from unigrad.mindspore_api.dataset.samplers import (
    DistributedSampler, RandomSampler, Sampler, SequentialSampler, SubsetSampler,
)

__all__ = ["GeneratorDataset", "NumpySlicesDataset", "MnistDataset", "Cifar10Dataset"]


def _row(item):
    return [as_column(value) for value in item] if isinstance(item, tuple) else [as_column(item)]


class _RandomAccessRows(torch.utils.data.Dataset):
    """A random-access source as a torch map-style dataset of MindSpore rows."""

    def __init__(self, source):
        self.source = source

    def __getitem__(self, index):
        return _row(self.source[index])

    def __len__(self):
        return len(self.source)


class _SourceDataset(Dataset):
    """A leaf of the pipeline; random-access sources are read through a sampler."""

    def __init__(self, column_names, rows, sampler, shuffle, num_samples, num_shards=None, shard_id=None):
        super().__init__()
        if (num_shards is None) != (shard_id is None):
            raise ValueError("num_shards and shard_id need to be passed in together.")
        self.column_names = list(column_names)
        self.rows = rows  # a torch map-style dataset, or a callable giving a fresh iterable (iterable sources)
        if isinstance(sampler, Sampler) and any(arg is not None for arg in (num_shards, shard_id, shuffle, num_samples)):
            # a sampler object decides alone; MindSpore refuses any other sampling argument next to it
            raise ValueError(f"Conflicting arguments during sampler assignments. num_samples: {num_samples}, "
                             f"num_shards: {num_shards}, shard_id: {shard_id}, shuffle: {shuffle}.")
        if sampler is not None and not isinstance(sampler, Sampler):
            try:
                iter(sampler)
            except TypeError as error:
                raise TypeError("sampler should be either iterable or from mindspore.dataset.samplers.") from error
        if isinstance(sampler, (list, tuple, np.ndarray)):
            sampler = SubsetSampler(list(sampler), num_samples)
        if sampler is None and num_shards is not None:
            sampler = DistributedSampler(num_shards, shard_id, shuffle in (None, True), num_samples)
        elif sampler is None and isinstance(rows, torch.utils.data.Dataset):
            sampler = RandomSampler(num_samples is not None, num_samples) if shuffle in (None, True) else SequentialSampler(num_samples=num_samples)
        self.sampler = sampler
        self.num_samples = num_samples

    def get_col_names(self):
        return list(self.column_names)

    def is_shuffled(self):
        return isinstance(self.sampler, RandomSampler)

    def _random_access(self):
        return self.sampler is not None

    def add_sampler(self, sampler):
        sampler.add_child(self.sampler)
        self.sampler = sampler

    def use_sampler(self, sampler):
        """Replace the sampler on top of the chain (its own child samplers stay under the new one)."""
        if sampler is None:
            raise TypeError("Input sampler can not be None.")
        if not isinstance(sampler, Sampler):
            raise TypeError("Input sampler is not an instance of a sampler.")
        below = getattr(self.sampler, "child_sampler", None) if self.sampler is not None else None
        if below is not None:
            sampler.add_child(below)
        self.sampler = sampler

    def split(self, sizes, randomize=True):
        if self.sampler is None:
            return super().split(sizes, randomize)
        sizes = self._absolute_split_sizes(sizes)
        splits, start = [], 0
        for size in sizes:  # as MindSpore splits a random-access source: a chain of samplers
            part = copy.deepcopy(self)
            part._consumers = 0
            if randomize:
                shuffler = RandomSampler()
                shuffler.reshuffle_each_epoch = False
                part.add_sampler(shuffler)
            part.add_sampler(SequentialSampler(start, size))
            part.add_sampler(SequentialSampler())
            splits.append(part)
            start += size
        return tuple(splits)

    def _size(self):
        if self.sampler is None:
            return None if self.num_samples is None else self.num_samples  # iterable: only a pass can tell
        return self.sampler._sampled_size(len(self.rows))

    def _dataset_size(self):
        size = self._size()
        if size is None:
            size = sum(1 for _ in self._runner().epoch())
            if self.num_samples:
                size = min(size, self.num_samples)
        return size

    def _runner(self):
        if self.sampler is None:
            def rows(epoch):
                count = 0
                for item in self.rows():
                    if self.num_samples and count >= self.num_samples:
                        return
                    count += 1
                    yield _row(item)
            return _Runner(rows)
        stream = self.sampler._stream(len(self.rows))
        return _Runner(lambda epoch: (self.rows[i] for i in stream.epoch()))


class GeneratorDataset(_SourceDataset):
    """Rows from a Python generator function, an iterable, or a random-access object."""

    def __init__(self, source, column_names=None, column_types=None, schema=None, num_samples=None,
                 num_parallel_workers=1, shuffle=None, sampler=None, num_shards=None, shard_id=None,
                 python_multiprocessing=True, max_rowsize=None):
        if column_names is None and schema is None:
            raise ValueError("Neither columns_names nor schema are provided.")
        names = [column_names] if isinstance(column_names, str) else list(column_names)
        if hasattr(source, "__getitem__") and hasattr(source, "__len__"):
            rows = _RandomAccessRows(source)
        elif callable(source):
            rows = source
        elif hasattr(source, "__iter__"):
            rows = lambda: iter(source)  # noqa: E731
        else:
            raise TypeError("Input `source` function of GeneratorDataset should be callable, iterable or random accessible, "
                            f"commonly it should implement one of the method like yield, __getitem__ or __next__(__iter__).")
        self.source = source
        super().__init__(names, rows, sampler, shuffle, num_samples, num_shards, shard_id)


class _Columns(torch.utils.data.Dataset):
    """Row ``i`` of a set of equally long numpy columns."""

    def __init__(self, columns):
        self.columns = columns

    def __getitem__(self, index):
        return [column[index, ...] for column in self.columns]

    def __len__(self):
        return len(self.columns[0])


class NumpySlicesDataset(_SourceDataset):
    """Rows sliced along the first axis of a list, tuple, dict or numpy array."""

    def __init__(self, data, column_names=None, num_samples=None, num_parallel_workers=1, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None):
        if isinstance(data, dict):
            names, columns = list(data), [np.asarray(value) for value in data.values()]
        elif isinstance(data, tuple):
            columns = [np.asarray(value) for value in data]
            names = [f"column_{i}" for i in range(len(columns))]
        else:
            columns = [np.asarray(data)]
            names = ["column_0"]
        if column_names is not None:
            names = [column_names] if isinstance(column_names, str) else list(column_names)
        super().__init__(names, _Columns(columns), sampler, shuffle, num_samples, num_shards, shard_id)


def _idx_file(path):
    """The array of an MNIST idx file (big-endian header: magic, sizes)."""
    with open(path, "rb") as handle:
        raw = handle.read()
    dims = raw[3]
    shape = tuple(int.from_bytes(raw[4 + 4 * i: 8 + 4 * i], "big") for i in range(dims))
    return np.frombuffer(raw, dtype=np.uint8, offset=4 + 4 * dims).reshape(shape)


class _FileRows(torch.utils.data.Dataset):
    def __init__(self, images, labels):
        self.images, self.labels = images, labels

    def __getitem__(self, index):
        return [self.images[index].copy(), np.array(self.labels[index], dtype=np.uint32)]

    def __len__(self):
        return len(self.images)


class MnistDataset(_SourceDataset):
    """MNIST's idx files in ``dataset_dir`` (``usage`` train, test or all: test files first, as sorted)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        usage = usage or "all"
        prefixes = {"train": ["train"], "test": ["t10k"], "all": ["t10k", "train"]}[usage]
        images, labels = [], []
        for prefix in prefixes:
            image_path = os.path.join(dataset_dir, f"{prefix}-images-idx3-ubyte")
            if not os.path.exists(image_path):
                continue
            images.append(_idx_file(image_path)[..., None])
            labels.append(_idx_file(os.path.join(dataset_dir, f"{prefix}-labels-idx1-ubyte")))
        if not images:
            raise RuntimeError(f"Invalid file, no valid data matching the dataset API MnistDataset. "
                               f"Please check dataset API or file path: {dataset_dir}.")
        rows = _FileRows(np.concatenate(images), np.concatenate(labels))
        super().__init__(["image", "label"], rows, sampler, shuffle, num_samples, num_shards, shard_id)


class Cifar10Dataset(_SourceDataset):
    """CIFAR-10's binary batches in ``dataset_dir`` (a label byte, then 3x32x32 bytes, per image)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        usage = usage or "all"
        names = sorted(os.listdir(dataset_dir))
        train = [n for n in names if n.startswith("data_batch_") and n.endswith(".bin")]
        test = [n for n in names if n == "test_batch.bin"]
        files = {"train": train, "test": test, "all": train + test}[usage]
        records = [np.fromfile(os.path.join(dataset_dir, name), dtype=np.uint8) for name in files]
        if not records:
            raise RuntimeError(f"Invalid file, no .bin files found under {dataset_dir}.")
        table = np.concatenate(records).reshape(-1, 3073)
        images = table[:, 1:].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)
        super().__init__(["image", "label"], _FileRows(images, table[:, 0]), sampler, shuffle, num_samples,
                         num_shards, shard_id)
