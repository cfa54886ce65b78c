"""``paddle.io``: datasets, samplers and the DataLoader (its workers are ``torch.utils.data``'s)."""

from unigrad.paddle_api.io.dataloader import DataLoader, get_worker_info
from unigrad.paddle_api.io.dataset import (
    ChainDataset, ComposeDataset, ConcatDataset, Dataset, IterableDataset, Subset, TensorDataset, random_split,
)
from unigrad.paddle_api.io.sampler import (
    BatchSampler, DistributedBatchSampler, RandomSampler, Sampler, SequenceSampler, SubsetRandomSampler,
    WeightedRandomSampler,
)

__all__ = ["BatchSampler", "ChainDataset", "ComposeDataset", "ConcatDataset", "DataLoader", "Dataset",
           "DistributedBatchSampler", "IterableDataset", "RandomSampler", "Sampler", "SequenceSampler", "Subset",
           "SubsetRandomSampler", "TensorDataset", "WeightedRandomSampler", "get_worker_info", "random_split"]
