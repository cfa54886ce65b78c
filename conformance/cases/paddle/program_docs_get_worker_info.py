# program: paddle.io.get_worker_info API example (an IterableDataset split between 2 DataLoader workers by worker id), plus worker_init_fn
# source: https://www.paddlepaddle.org.cn/documentation/docs/en/api/paddle/io/get_worker_info_en.html
import math

import numpy as np
import paddle
from paddle.io import DataLoader, IterableDataset, get_worker_info


class SplitedIterableDataset(IterableDataset):
    def __init__(self, start, end):
        self.start = start
        self.end = end

    def __iter__(self):
        worker_info = get_worker_info()
        if worker_info is None:
            iter_start = self.start
            iter_end = self.end
        else:
            per_worker = int(math.ceil((self.end - self.start) / float(worker_info.num_workers)))
            worker_id = worker_info.id
            iter_start = self.start + worker_id * per_worker
            iter_end = min(iter_start + per_worker, self.end)
        for i in range(iter_start, iter_end):
            yield np.array([i])


def worker_init_fn(worker_id):
    np.random.seed(100 + worker_id)


if __name__ == '__main__':
    dataset = SplitedIterableDataset(start=2, end=9)
    dataloader = DataLoader(dataset, num_workers=2, batch_size=1, drop_last=True)
    for data in dataloader:
        print(data)
    for data in DataLoader(dataset, batch_size=3):
        print(data.numpy().reshape(-1).tolist())
    for data in DataLoader(dataset, num_workers=2, batch_size=2, worker_init_fn=worker_init_fn):
        print(data.numpy().reshape(-1).tolist())
