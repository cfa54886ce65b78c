# gradients of ops.var and ops.std (MindSpore's ReduceStd bprop, ops.var's Pow(std, 2)) over a leading, a middle and the last axis of 2-D and 3-D float32 inputs, ddof 0 and 1, keepdims, all axes, a non-uniform upstream gradient: bits
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

rng = np.random.RandomState(0)
x2 = Tensor(rng.randn(7, 5).astype(np.float32))
x3 = Tensor(rng.randn(6, 3, 4).astype(np.float32))
tall = Tensor((rng.randn(9, 2) * 3 + 1).astype(np.float32))
weights = Tensor(np.arange(1, 6, dtype=np.float32) / 3)


def bits(t):
    return t.asnumpy().view(np.uint32).reshape(-1).tolist()


cases = [
    ("var 2-D axis 0", lambda x: ops.var(x, axis=0).sum(), x2),
    ("std 2-D axis 0", lambda x: ops.std(x, axis=0).sum(), x2),
    ("var 2-D axis 0 ddof 1", lambda x: ops.var(x, axis=0, ddof=1).sum(), x2),
    ("std 2-D axis 0 keepdims", lambda x: ops.std(x, axis=0, keepdims=True).sum(), x2),
    ("var 2-D axis 1", lambda x: ops.var(x, axis=1).sum(), x2),
    ("var 3-D axis 0", lambda x: ops.var(x, axis=0).sum(), x3),
    ("std 3-D axis 0 ddof 1", lambda x: ops.std(x, axis=0, ddof=1).sum(), x3),
    ("var 3-D axis 1", lambda x: ops.var(x, axis=1).sum(), x3),
    ("std 3-D axes (0, 2)", lambda x: ops.std(x, axis=(0, 2)).sum(), x3),
    ("var all axes", lambda x: ops.var(x), x2),
    ("std 9x2 axis 0", lambda x: ops.std(x, axis=0).sum(), tall),
    ("var weighted", lambda x: (ops.var(x, axis=0) * weights).sum(), x2),
]
for name, fn, x in cases:
    print(name, bits(ms.grad(fn)(x)))
