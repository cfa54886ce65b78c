"""paddle.io's datasets: the ``Dataset`` / ``IterableDataset`` protocols and the ready-made compositions.

``random_split`` draws its permutation from paddle's generator (``paddle.randperm``), so
``paddle.seed`` reproduces paddle's split; misuse raises what paddle raises (mostly
``AssertionError`` with paddle's message).
"""

import bisect
import math
import warnings

from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Dataset", "IterableDataset", "TensorDataset", "ComposeDataset", "ChainDataset", "ConcatDataset",
           "Subset", "random_split"]


class Dataset(RealNamed):
    """A map-style dataset: subclass it and define ``__getitem__`` and ``__len__``."""

    def __init__(self):
        pass

    def __getitem__(self, idx):
        raise NotImplementedError(f"'__getitem__' not implement in class {type(self).__name__}")

    def __len__(self):
        raise NotImplementedError(f"'__len__' not implement in class {type(self).__name__}")


class IterableDataset(Dataset):
    """A stream of samples: subclass it and define ``__iter__``; it has no length and no indexing."""

    def __init__(self):
        pass

    def __iter__(self):
        raise NotImplementedError(f"'__iter__' not implement in class {type(self).__name__}")

    def __getitem__(self, idx):
        raise RuntimeError(f"'__getitem__' should not be called for IterableDataset{type(self).__name__}")

    def __len__(self):
        raise RuntimeError(f"'__len__' should not be called for IterableDataset{type(self).__name__}")


class TensorDataset(Dataset):
    """Samples are the rows ``(t[i] for t in tensors)`` of tensors sharing their first dimension."""

    def __init__(self, tensors):
        assert all(t.shape[0] == tensors[0].shape[0] for t in tensors), \
            "tensors not have same shape of the 1st dimension"
        self.tensors = tensors

    def __getitem__(self, index):
        return tuple(t[index] for t in self.tensors)

    def __len__(self):
        return self.tensors[0].shape[0]


def _as_fields(sample):
    if sample is None:
        return sample
    return list(sample) if isinstance(sample, (list, tuple)) else [sample]


class ComposeDataset(Dataset):
    """Sample ``i`` is the fields of every dataset's sample ``i``, concatenated into one tuple."""

    def __init__(self, datasets):
        self.datasets = list(datasets)
        assert len(self.datasets) > 0, "input datasets should not be empty"
        for i, dataset in enumerate(self.datasets):
            assert isinstance(dataset, Dataset), "each input dataset should be paddle.io.Dataset"
            assert not isinstance(dataset, IterableDataset), "paddle.io.IterableDataset not supported"
            if i > 0:
                assert len(dataset) == len(self.datasets[i - 1]), "lengths of datasets should be same"

    def __len__(self):
        return len(self.datasets[0])

    def __getitem__(self, idx):
        fields = []
        for dataset in self.datasets:
            fields.extend(_as_fields(dataset[idx]))
        return tuple(fields)


class ChainDataset(IterableDataset):
    """The samples of several iterable datasets, one after the other."""

    def __init__(self, datasets):
        self.datasets = list(datasets)
        assert len(self.datasets) > 0, "input datasets should not be empty"
        for dataset in self.datasets:
            assert isinstance(dataset, IterableDataset), "ChainDataset only support paddle.io.IterableDataset"

    def __iter__(self):
        for dataset in self.datasets:
            yield from dataset


class Subset(Dataset):
    """The samples of ``dataset`` at ``indices``, in that order."""

    def __init__(self, dataset, indices):
        self.dataset = dataset
        self.indices = indices

    def __getitem__(self, idx):
        return self.dataset[self.indices[idx]]

    def __len__(self):
        return len(self.indices)


class ConcatDataset(Dataset):
    """Map-style datasets one after the other (negative indices count from the end)."""

    @staticmethod
    def cumsum(sequence):
        ends, total = [], 0
        for part in sequence:
            total += len(part)
            ends.append(total)
        return ends

    def __init__(self, datasets):
        self.datasets = list(datasets)
        assert len(self.datasets) > 0, "datasets should not be an empty iterable"
        for dataset in self.datasets:
            assert not isinstance(dataset, IterableDataset), "ConcatDataset does not support IterableDataset"
        self.cumulative_sizes = self.cumsum(self.datasets)

    def __len__(self):
        return self.cumulative_sizes[-1]

    def __getitem__(self, idx):
        if idx < 0:
            if -idx > len(self):
                raise ValueError("absolute value of index should not exceed dataset length")
            idx += len(self)
        part = bisect.bisect_right(self.cumulative_sizes, idx)
        start = self.cumulative_sizes[part - 1] if part else 0
        return self.datasets[part][idx - start]


def _lengths_from_fractions(dataset, fractions):
    lengths = []
    for i, fraction in enumerate(fractions):
        if fraction < 0 or fraction > 1:
            raise ValueError(f"Fraction at index {i} is not between 0 and 1")
        lengths.append(int(math.floor(len(dataset) * fraction)))
    for i in range(len(dataset) - sum(lengths)):  # the remainder goes round-robin from the first split
        lengths[i % len(lengths)] += 1
    for i, length in enumerate(lengths):
        if length == 0:
            warnings.warn(f"Length of split at index {i} is 0. This might result in an empty dataset.")
    return lengths


def random_split(dataset, lengths, generator=None):
    """Split ``dataset`` into non-overlapping random ``Subset``s of the given lengths (or fractions summing to 1)."""
    from unigrad.paddle_api._creation import randperm

    if math.isclose(sum(lengths), 1) and sum(lengths) <= 1:
        lengths = _lengths_from_fractions(dataset, lengths)
    if sum(lengths) != len(dataset):
        raise ValueError("Sum of input lengths does not equal the length of the input dataset!")
    order = randperm(sum(lengths)).tolist()
    subsets, end = [], 0
    for length in lengths:
        end += length
        subsets.append(Subset(dataset, order[end - length:end]))
    return subsets
