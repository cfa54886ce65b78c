# paddle.io datasets: TensorDataset, ComposeDataset, ChainDataset, ConcatDataset, Subset, random_split (paddle.seed, lengths and fractions)
import warnings

import numpy as np
import paddle
from paddle.io import (ChainDataset, ComposeDataset, ConcatDataset, Dataset, IterableDataset, Subset,
                       TensorDataset, random_split)


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return np.array([i * i], dtype="float32"), i


class Count(IterableDataset):
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __iter__(self):
        return iter(range(self.lo, self.hi))


x = paddle.arange(6, dtype="float32").reshape([3, 2])
y = paddle.to_tensor([5, 6, 7])
ds = TensorDataset([x, y])
print(len(ds), ds[1])
compose = ComposeDataset([Squares(4), Squares(4)])
print(len(compose), compose[2])
print([v for v in ChainDataset([Count(0, 3), Count(10, 12)])])
concat = ConcatDataset([Squares(2), Squares(3)])
print(len(concat), concat.cumulative_sizes, concat[3], concat[-1])
sub = Subset(Squares(10), [9, 0, 4])
print(len(sub), [sub[i][1] for i in range(len(sub))])
paddle.seed(5)
parts = random_split(Squares(10), [7, 3])
print([len(p) for p in parts], [p.indices for p in parts])
paddle.seed(5)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    parts = random_split(Squares(11), [0.5, 0.5, 0.0])
print([len(p) for p in parts], [p.indices for p in parts], [str(w.message) for w in caught])
for item in paddle.io.DataLoader(compose, batch_size=3):
    print([t.numpy().tolist() for t in item])
