# paddle.io DataLoader workers: get_worker_info, worker_init_fn, per-worker seeding of numpy/paddle/random, IterableDataset split by worker
import math
import random

import numpy as np
import paddle
from paddle.io import DataLoader, Dataset, IterableDataset, get_worker_info


class Noisy(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        info = get_worker_info()
        return np.array([i, info.id, info.num_workers], dtype="int64"), np.random.rand(1).astype("float32"), \
            np.array([random.randint(0, 99)], dtype="int64")


class Stream(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            lo, hi = self.start, self.end
        else:
            per = int(math.ceil((self.end - self.start) / float(info.num_workers)))
            lo = self.start + info.id * per
            hi = min(lo + per, self.end)
        for i in range(lo, hi):
            yield np.array([i], dtype="int64")


# what worker_init_fn saw, handed back in each sample: two workers printing it themselves race for stdout
init_seen = [-1, -1, -1, -1]


def init_fn(worker_id):
    info = get_worker_info()
    init_seen[:] = [worker_id, info.id, info.num_workers, int(type(info.dataset).__name__ == "Reporting")]


class Reporting(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        return np.array(init_seen, dtype="int64")


if __name__ == "__main__":
    print(get_worker_info())
    np.random.seed(11)
    for ids, noise, r in DataLoader(Noisy(), batch_size=2, num_workers=2):
        print(ids.numpy().tolist(), noise.numpy().round(6).tolist(), r.numpy().tolist())
    print(sorted(b.numpy().reshape(-1).tolist()[0] for b in DataLoader(Stream(3, 10), batch_size=None, num_workers=2)))
    print([b.numpy().reshape(-1).tolist() for b in DataLoader(Stream(3, 10), batch_size=3)])
    print([b.numpy().reshape(-1).tolist() for b in DataLoader(Stream(3, 10), batch_size=3, drop_last=True)])
    print([b.numpy().reshape(-1).tolist() for b in DataLoader(Stream(0, 4), batch_size=2, num_workers=2)])
    loader = DataLoader(Reporting(), batch_size=4, num_workers=2, worker_init_fn=init_fn)
    batches = [b.numpy().tolist() for b in loader]
    print(len(batches), sorted(batches))
