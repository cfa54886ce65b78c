# Checks MindSpore's CumSum: running sums added in order in the tensor's dtype (torch's cumsum adds in
# another order), the same bits through ops.cumsum, Tensor.cumsum and mindspore.numpy.cumsum, the gradient
# (the same kernel run backward), the dtypes each spelling keeps or widens, and the bool error.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
import mindspore.numpy as mnp


def checksum(t):
    a = t.asnumpy()
    return int(a.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[a.itemsize]).astype(np.int64).sum())


rng = np.random.RandomState(0)
v = rng.randn(3000).astype(np.float32)
w = rng.randn(3000).astype(np.float32)
m = rng.randn(40, 60).astype(np.float32)
print(ops.cumsum(Tensor(v), 0)[-3:], checksum(ops.cumsum(Tensor(v), 0)))
print(checksum(Tensor(v).cumsum(0)), checksum(Tensor(v).cumsum()), checksum(mnp.cumsum(Tensor(v))))
print(checksum(ops.cumsum(Tensor(m), 1)), checksum(ops.cumsum(Tensor(m), 0)), checksum(ops.cumsum(Tensor(m), -1)))
print(checksum(ops.cumsum(Tensor(v.astype(np.float16)), 0)), checksum(ops.cumsum(Tensor(v.astype(np.float64)), 0)))
print(checksum(ops.cumsum(Tensor(v), 0, dtype=ms.float64)), checksum(ops.cumsum(Tensor(v), 0, dtype=ms.float16)))


def weighted(t):
    return (ops.cumsum(t, 0) * Tensor(w)).sum()


def self_weighted(t):
    return (t.cumsum(1) * t).sum()


print(checksum(ms.grad(weighted)(Tensor(v))), checksum(ms.grad(self_weighted)(Tensor(m))))
for dtype in (np.int8, np.uint8, np.int16, np.int32, np.int64):
    x = Tensor(np.array([100, 100, -7], dtype))
    print(dtype.__name__, ops.cumsum(x, 0).dtype, x.cumsum(0).dtype, x.cumsum(0), mnp.cumsum(x).dtype)
b = Tensor(np.array([True, False, True]))
print(b.cumsum(0), mnp.cumsum(b))
try:
    ops.cumsum(b, 0)
except TypeError as error:
    print("TypeError", str(error).splitlines()[0])
