# ReduceSum over the last axis (2-D: SIMD lanes; 3-D and 4-D: summed in double and rounded once) through ops.ReduceSum, ops.sum and Tensor.sum, the gradient of an operand broadcast along the last axis of a 3-D op (summed back the same way), and Tensor.var's gradient over a 3-D input's last axis: bits
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

rng = np.random.RandomState(4)


def bits(t):
    return t.asnumpy().view(np.uint32).reshape(-1).tolist()


for shape in [(13, 37), (6, 3, 4), (5, 7, 33), (2, 3, 4, 17)]:
    x = Tensor((rng.randn(*shape) * 3).astype(np.float32))
    reduced = bits(ops.ReduceSum(False)(x, len(shape) - 1))
    print(shape, reduced, bits(ops.sum(x, -1)) == reduced, bits(x.sum(-1)) == reduced,
          bits(x.sum(axis=-1, keepdims=True)) == reduced)

x = Tensor(rng.randn(6, 3, 4).astype(np.float32))
w = Tensor(rng.randn(6, 3, 4).astype(np.float32))
c = Tensor(rng.randn(6, 3, 1).astype(np.float32))
print("broadcast operand", bits(ms.grad(lambda b: ((x - b) * w).sum())(c)))
print("centred", bits(ms.grad(lambda t: ((t - ops.mean(t, 2, True)) * w).sum())(x)))
print("Tensor.var 3-D axis 2", bits(ms.grad(lambda t: t.var(axis=2).sum())(x)))
