# paddle.io misuse: paddle's exception types and messages for bad samplers, loaders, datasets and batches
import numpy as np
import paddle
from paddle.io import (BatchSampler, ComposeDataset, DataLoader, Dataset, DistributedBatchSampler, IterableDataset,
                       RandomSampler, SubsetRandomSampler, TensorDataset, WeightedRandomSampler, random_split)


class Ten(Dataset):
    def __len__(self):
        return 10

    def __getitem__(self, i):
        return np.array([i], dtype="int64")


class Stream(IterableDataset):
    def __iter__(self):
        return iter([np.zeros([1])])


class Bare(Dataset):
    pass


def attempt(label, fn):
    try:
        result = fn()
        print(label, "ok", result)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


attempt("bare getitem", lambda: Bare()[0])
attempt("bare len", lambda: len(Bare()))
attempt("stream getitem", lambda: Stream()[0])
attempt("stream len", lambda: len(Stream()))
attempt("iterable base", lambda: iter(IterableDataset()))
attempt("random replacement", lambda: RandomSampler(Ten(), replacement=1))
attempt("random too many", lambda: RandomSampler(Ten(), num_samples=11))
attempt("random zero", lambda: RandomSampler(Ten(), replacement=True, num_samples=0))
attempt("weighted num", lambda: WeightedRandomSampler([1.0, 2.0], 0))
attempt("weighted repl", lambda: WeightedRandomSampler([1.0, 2.0], 1, replacement=None))
attempt("weighted negative", lambda: list(WeightedRandomSampler([1.0, -2.0], 1)))
attempt("weighted zeros", lambda: list(WeightedRandomSampler([0.0, 0.0], 1)))
attempt("weighted too few", lambda: list(WeightedRandomSampler([1.0, 0.0, 2.0], 3, replacement=False)))
attempt("subset empty", lambda: SubsetRandomSampler([]))
attempt("batch neither", lambda: BatchSampler())
attempt("batch both", lambda: BatchSampler(Ten(), sampler=[1, 2]))
attempt("batch shuffle sampler", lambda: BatchSampler(sampler=[1, 2], shuffle=True))
attempt("batch size 0", lambda: BatchSampler(Ten(), batch_size=0))
attempt("batch size float", lambda: BatchSampler(Ten(), batch_size=2.0))
attempt("batch drop_last", lambda: BatchSampler(Ten(), drop_last=1))
attempt("batch shuffle int", lambda: BatchSampler(Ten(), shuffle=1))
attempt("batch iterable", lambda: BatchSampler(Stream()))
attempt("dist batch", lambda: DistributedBatchSampler(Ten(), batch_size=0))
attempt("dist replicas", lambda: DistributedBatchSampler(Ten(), batch_size=2, num_replicas=0))
attempt("dist rank", lambda: DistributedBatchSampler(Ten(), batch_size=2, num_replicas=2, rank=-1))
attempt("loader workers", lambda: DataLoader(Ten(), num_workers=-1))
attempt("loader batch 0", lambda: DataLoader(Ten(), batch_size=0))
attempt("loader sampler+size", lambda: DataLoader(Ten(), batch_sampler=BatchSampler(Ten()), batch_size=2))
attempt("loader stream shuffle", lambda: DataLoader(Stream(), shuffle=True))
attempt("loader stream sampler", lambda: DataLoader(Stream(), batch_sampler=BatchSampler(Ten())))
attempt("loader stream len", lambda: len(DataLoader(Stream())))
attempt("loader timeout", lambda: DataLoader(Ten(), timeout=-1))
attempt("tensor dataset", lambda: TensorDataset([paddle.zeros([3, 1]), paddle.zeros([2])]))
attempt("compose empty", lambda: ComposeDataset([]))
attempt("compose lengths", lambda: ComposeDataset([Ten(), TensorDataset([paddle.zeros([3])])]))
attempt("compose stream", lambda: ComposeDataset([Stream()]))
attempt("compose not dataset", lambda: ComposeDataset([[1, 2]]))
attempt("split sum", lambda: random_split(Ten(), [3, 3]))
attempt("split fraction", lambda: random_split(Ten(), [1.5, -0.5]))


attempt("weighted len of list", lambda: len(WeightedRandomSampler([1.0, 2.0], 1)))
print(paddle.io.get_worker_info())
