# vmap runs an elementwise kernel on the whole batch (Log's SIMD blocks and libm tail split the batch's memory, in_axes 0 and 1), and vmap of grad through Log at 0 and negatives
import numpy as np
import mindspore as ms
from mindspore import ops

v = np.array([5.5332537, 7.1803746, 6.0673575, 5.4943433, 4.2941823, 6.494352, 4.432113, 8.928553, 9.640262], np.float32)
x = ms.Tensor(v.reshape(3, 3))
print(ops.log(x))
print(ms.vmap(ops.log)(x))
print(ms.vmap(ops.log, in_axes=1)(x))
print([ops.log(ms.Tensor(row)).asnumpy().tolist() for row in v.reshape(3, 3)])
print(ms.vmap(ops.log)(ms.Tensor(np.tile(v, 3)[:22].reshape(2, 11))))


def total_log(t):
    return ops.log(t).sum()


print(ms.vmap(ms.grad(total_log))(x))
print(ms.vmap(ms.grad(total_log))(ms.Tensor(np.array([[-1.0, 0.0, 2.0], [3.0, -0.5, 1.0]], np.float32))))
print(ms.vmap(ms.grad(ops.exp))(ms.Tensor(np.array([100.0, -200.0, 1.0], np.float32))))
