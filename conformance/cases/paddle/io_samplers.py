# paddle.io samplers: Sequence, Random (replacement, num_samples, generator), WeightedRandom, SubsetRandom, BatchSampler, DistributedBatchSampler (ranks, shuffle, set_epoch, padding)
import numpy as np
import paddle
from paddle.io import (BatchSampler, DataLoader, Dataset, DistributedBatchSampler, RandomSampler, Sampler,
                       SequenceSampler, SubsetRandomSampler, WeightedRandomSampler)


class Ten(Dataset):
    def __len__(self):
        return 10

    def __getitem__(self, i):
        return np.array([i], dtype="int64")


print(list(SequenceSampler(Ten())), len(SequenceSampler(Ten())))
np.random.seed(0)
print(list(RandomSampler(Ten())), list(RandomSampler(Ten(), replacement=True, num_samples=15)),
      list(RandomSampler(Ten(), num_samples=4)), len(RandomSampler(Ten(), replacement=True, num_samples=15)))
print(list(RandomSampler(Ten(), generator=iter([3, 1, 2]))))
np.random.seed(1)
print([i for i in WeightedRandomSampler([0.1, 0.3, 0.5, 0.0, 1.0], 6)])
sampler = WeightedRandomSampler(np.array([0.1, 0.3, 0.5, 0.0, 1.0]), 6)
print(list(sampler), len(sampler))
paddle.seed(3)
print(list(SubsetRandomSampler([10, 20, 30, 40, 50])))
print(list(BatchSampler(Ten(), batch_size=4)), len(BatchSampler(Ten(), batch_size=4)),
      len(BatchSampler(Ten(), batch_size=4, drop_last=True)))
print(list(BatchSampler(sampler=SequenceSampler(Ten()), batch_size=3, drop_last=True)))
np.random.seed(2)
print(list(BatchSampler(Ten(), shuffle=True, batch_size=3)))
for rank in range(3):
    s = DistributedBatchSampler(Ten(), batch_size=2, num_replicas=3, rank=rank)
    print(rank, list(s), len(s), s.num_samples, s.total_size)
s = DistributedBatchSampler(Ten(), batch_size=3, num_replicas=2, rank=1, shuffle=True)
print(list(s), list(s), len(s))
s.set_epoch(0)
print(list(s))
s = DistributedBatchSampler(Ten(), batch_size=4, drop_last=True)
print(list(s), len(s))
loader = DataLoader(Ten(), batch_sampler=DistributedBatchSampler(Ten(), batch_size=3, num_replicas=2, rank=0))
print(len(loader), [b.numpy().reshape(-1).tolist() for b in loader])


class Evens(Sampler):
    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(0, len(self.data_source), 2))

    def __len__(self):
        return (len(self.data_source) + 1) // 2


loader = DataLoader(Ten(), batch_sampler=BatchSampler(sampler=Evens(Ten()), batch_size=2))
print(len(loader), [b.numpy().reshape(-1).tolist() for b in loader])
