# paddle.io.DataLoader batch structure and dtypes: tuples->lists, dicts, numbers->int64/float64 tensors, strings, batch_size=None, drop_last, return_list, collate_fn, len
import numpy as np
import paddle
from paddle.io import DataLoader, Dataset


class Samples(Dataset):
    def __init__(self, n=10):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return (np.full([2], i, dtype="float32"), np.array([i]).astype("int64"), float(i), i,
                {"a": np.float64(i), "b": "s%d" % i, "c": (i, i + 1), "d": np.float16([i])})


def show(value, indent=""):
    if isinstance(value, paddle.Tensor):
        print(indent + "Tensor", value.shape, value.dtype, value.stop_gradient, value.numpy().tolist())
    elif isinstance(value, dict):
        print(indent + "dict", list(value))
        for k, v in value.items():
            show(v, indent + "  " + k + ": ")
    elif isinstance(value, (list, tuple)):
        print(indent + type(value).__name__, len(value))
        for v in value:
            show(v, indent + "  ")
    else:
        print(indent + type(value).__name__, repr(value))


loader = DataLoader(Samples(), batch_size=4)
print(len(loader))
for batch in loader:
    show(batch)
print(len(DataLoader(Samples(), batch_size=4, drop_last=True)), [b[3].tolist() for b in DataLoader(Samples(), batch_size=4, drop_last=True)])
for sample in DataLoader(Samples(3), batch_size=None):
    show(sample)
print(len(DataLoader(Samples(3), batch_size=None)))
for batch in DataLoader(Samples(4), batch_size=2, return_list=False):
    show(batch)


class Single(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return np.arange(3, dtype="float64") + i


for batch in DataLoader(Single(), batch_size=2):
    show(batch)


def collate(samples):
    xs = np.stack([s[0] for s in samples])
    return {"x": xs * 10, "n": len(samples), "ids": [s[3] for s in samples]}


for batch in DataLoader(Samples(5), batch_size=2, collate_fn=collate):
    show(batch)

x = paddle.arange(12, dtype="float32").reshape([6, 2])
y = paddle.to_tensor([0, 1, 0, 1, 1, 0])
for bx, by in DataLoader(paddle.io.TensorDataset([x, y]), batch_size=4, shuffle=False):
    show([bx, by])
