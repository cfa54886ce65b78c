# ReduceMean's float32 values over one axis (a 2-D input's last axis: ReduceSum's SIMD sum / n; other axes: summed in double, rounded, / n) through ops.mean and Tensor.mean, keep_dims, all axes with keep_dims, and the gradients of Tensor.var (MindSpore's composite: its mean, Sub, Pow, ReduceSum, Div) over a leading or middle axis: bits
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

rng = np.random.RandomState(3)


def bits(t):
    return t.asnumpy().view(np.uint32).reshape(-1).tolist()


for shape, axis in [((7, 5), 0), ((7, 5), 1), ((33, 17), 0), ((33, 17), 1), ((4, 300), 1), ((6, 7, 9), 0),
                    ((6, 7, 9), 1), ((6, 7, 9), 2), ((2, 3, 4, 5), 3)]:
    x = Tensor((rng.randn(*shape) * 3 + 0.5).astype(np.float32))
    print(shape, axis, bits(ops.mean(x, axis)), bits(x.mean(axis, keep_dims=True)) == bits(ops.mean(x, axis, True)))
x = Tensor(rng.randn(5, 6).astype(np.float32))
print(bits(x.mean(keep_dims=True)), bits(ops.mean(x, keep_dims=True)), x.mean(keep_dims=True).shape)

x2 = Tensor(rng.randn(7, 5).astype(np.float32))
x3 = Tensor(rng.randn(6, 3, 4).astype(np.float32))
print("Tensor.var 2-D axis 0", bits(ms.grad(lambda t: t.var(axis=0).sum())(x2)))
print("Tensor.var 2-D axis 0 ddof 1", bits(ms.grad(lambda t: t.var(axis=0, ddof=1).sum())(x2)))
print("Tensor.var 3-D axis 0", bits(ms.grad(lambda t: t.var(axis=0).sum())(x3)))
print("Tensor.var 3-D axis 1 keepdims", bits(ms.grad(lambda t: t.var(axis=1, keepdims=True).sum())(x3)))
