"""``mindspore.dataset``: data pipelines (sources, ``batch``/``map``/``shuffle``..., iterators) in MindSpore's order.

Under the same seed (``dataset.config.set_seed`` or ``mindspore.set_seed``)
rows come out in MindSpore's order: samplers and the shuffle buffer draw
from the same C++ generators MindSpore's engine uses (``unigrad.numerics.random``).

>>> data = NumpySlicesDataset([1, 2, 3], shuffle=False)
>>> data.get_dataset_size(), data.get_col_names()
(3, ['column_0'])
"""

from unigrad.mindspore_api.dataset import config, transforms, vision
from unigrad.mindspore_api.dataset.engine import BatchInfo, Dataset, DictIterator, TupleIterator
from unigrad.mindspore_api.dataset.engine import zip_datasets as zip  # noqa: A001 - mindspore.dataset.zip
from unigrad.mindspore_api.dataset.samplers import (
    DistributedSampler, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler, SubsetSampler,
)
from unigrad.mindspore_api.dataset.sources import Cifar10Dataset, GeneratorDataset, MnistDataset, NumpySlicesDataset

__all__ = [
    "config", "transforms", "vision", "zip", "Dataset", "BatchInfo", "TupleIterator", "DictIterator",
    "GeneratorDataset", "NumpySlicesDataset", "MnistDataset", "Cifar10Dataset",
    "Sampler", "SequentialSampler", "RandomSampler", "SubsetRandomSampler", "SubsetSampler",
    "DistributedSampler",
]
