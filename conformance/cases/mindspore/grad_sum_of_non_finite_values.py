# ms.grad through a sum of every element (and a Cell's matmul, tanh and bias add) whose values hold nan, inf or overflow: the gradient is still ReduceSum's broadcast
import numpy as np
import mindspore as ms
from mindspore import nn, ops

x = ms.Tensor(np.array([np.nan, 1.0, np.inf, -2.0], dtype=np.float32))
print(ms.grad(lambda t: t.sum())(x))
print(ms.grad(lambda t: (t * 2).sum())(x))
big = ms.Tensor(np.array([3e38, 3e38, -3e38, 1.0], dtype=np.float32))
print(ms.value_and_grad(lambda t: t.sum())(big))
print(ms.grad(lambda t: ops.sin(t).sum())(ms.Tensor(np.array([0.5, -0.0, 3.0], dtype=np.float32))))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.arange(16, dtype=np.float32).reshape(4, 4) / 7), name="w")
        self.b = ms.Parameter(ms.Tensor(np.array([0.5, -1.0, 0.25, -0.0], dtype=np.float32)), name="b")

    def construct(self, t):
        return ops.tanh(ops.matmul(t, self.w) + self.b).sum()


net = Net()
for row in ([[1.0, -2.0, 0.5, 3.0]], [[np.nan, 0.0, 1.0, 2.0]]):
    print(ms.grad(net, None, net.trainable_params())(ms.Tensor(np.array(row, dtype=np.float32))))
