# ops.matmul / BatchMatMul of batched operands whose matrices are not square (and a broadcast batch), values and gradients
import numpy as np
import mindspore as ms
from mindspore import ops

np.set_printoptions(precision=8)
a = ms.Tensor((np.sin(np.arange(24, dtype=np.float64) * 0.7) * 3).astype(np.float32).reshape(2, 3, 4))
b = ms.Tensor((np.cos(np.arange(40, dtype=np.float64) * 0.3) * 2).astype(np.float32).reshape(2, 4, 5))
print(ops.matmul(a, b))
print(ops.matmul(a, b[:1]).shape)
print(ops.BatchMatMul(transpose_b=True)(a, ops.transpose(b, (0, 2, 1))))
grads = ms.grad(lambda x, y: ops.matmul(x, y).sum(), grad_position=(0, 1))(a, b)
print(grads[0])
print(grads[1])
