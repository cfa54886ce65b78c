# Tensor basics: shape/ndim/size, asnumpy, item, indexing, Python operators and the methods the docs use
import numpy as np
import mindspore
from mindspore import Tensor

t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(t.shape, type(t.shape).__name__, t.ndim, t.size, len(t))
print(type(t.asnumpy()).__name__, t.asnumpy().dtype)
print(t[0], t[1, 2], t[:, 1], t[-1])
print(Tensor([2.5]).item(), type(Tensor([2.5]).item()).__name__, Tensor(3).item())
print(t + 1, 1 + t, t - 1, 1 - t)
print(t * 2, t / 2, 2 / (t + 1), t // 2, t % 2)
print(t ** 2, 2 ** Tensor([1.0, 2.0]), -t, abs(-t))
print(t > 2, t == 1, t != 1, t <= 2)
print(t @ t.T if hasattr(t, "T") else None)
print(t.sum(), t.sum(axis=0), t.sum(axis=1, keepdims=True))
print(t.mean(), t.mean(axis=0), t.mean(axis=1, keep_dims=True))
print(t.reshape(3, 2), t.reshape((6,)))
print(t.expand_dims(0).shape, t.expand_dims(-1).shape, t.transpose().shape, t.transpose(1, 0).shape)
print(t.max(), t.min(), t.argmax(), t.abs().sum())
print(t.astype(mindspore.int32) + 1.5)
print(Tensor([1, 2, 3], mindspore.int32) * 2, Tensor([1, 2, 3], mindspore.int32) / 2)
print(Tensor([True, False]) & Tensor([True, True]))
print(float(Tensor(2.5)), int(Tensor(3)), bool(Tensor(1)))
for row in t:
    print(row)
u = t.copy()
u[0, 0] = 100.0
print(t[0, 0], u[0, 0])
print(Tensor(np.float32(2.0)) * Tensor(np.array([1.0, 2.0], np.float64)))
