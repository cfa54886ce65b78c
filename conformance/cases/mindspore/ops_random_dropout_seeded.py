# ops.dropout, ops.Dropout and nn.Dropout: MindSpore's CPU Dropout masks bit for bit (minstd_rand0 on the Philox-mixed seed pair, kept below keep_prob, mask * x * (1/keep_prob)), a primitive's or cell's calls continuing one stream, set_seed restarts, dtypes, gradients and errors
import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor

x = Tensor(np.linspace(-3, 3, 12).astype(np.float32))
print(ops.dropout(x, p=0.3, seed=3).asnumpy().tolist())
print(ops.dropout(x, p=0.3, seed=3).asnumpy().tolist())  # the op seed moves on
print(ops.dropout(Tensor(np.linspace(-3, 3, 12)), p=0.3, seed=3).asnumpy().tolist())
print(ops.dropout(Tensor(np.ones(6, np.float16)), p=0.5, seed=1))
print(ops.dropout(x, p=0.5, training=False) is x)
ms.set_seed(8)
print(ops.dropout(Tensor(np.ones((3, 5), np.float32)), p=0.6))
d = ops.Dropout(keep_prob=0.75, Seed0=0, Seed1=3)
out, mask = d(Tensor(np.ones(8, np.float32)))
print(out, mask)
print(d(Tensor(np.ones(8, np.float32)))[1])  # the same primitive continues its stream
cell = nn.Dropout(p=0.4)
print(repr(cell))
print(repr(nn.Dropout(keep_prob=0.9)))
print(cell(Tensor(np.ones(6, np.float32))))  # not training: unchanged
cell.set_train()
print(cell(Tensor(np.ones(6, np.float32))))
print(cell(Tensor(np.ones(6, np.float32))))
ms.set_seed(8)
print(ops.dropout(Tensor(np.ones((3, 5), np.float32)), p=0.6))
w = Tensor(np.arange(1, 7, dtype=np.float32))
print(ms.grad(lambda t: (ops.dropout(t, p=0.5, seed=11) * t).sum())(w))
bad = [
    lambda: ops.dropout(x, p=1.0),
    lambda: ops.dropout(x, training=1),
    lambda: ops.dropout(Tensor(np.ones(3, np.int32))),
    lambda: nn.Dropout(p=1),
    lambda: nn.Dropout(p="0.5"),
    lambda: nn.Dropout(keep_prob=0),
    lambda: nn.Dropout(keep_prob=1),
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
