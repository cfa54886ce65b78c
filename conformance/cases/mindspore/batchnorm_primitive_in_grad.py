# ops.BatchNorm (a primitive, inference mode) used inside a differentiated Cell; its outputs
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scale = Tensor(np.ones([2]), ms.float32)
        self.bias = Tensor(np.ones([2]), ms.float32)
        self.mean = Tensor(np.ones([2]), ms.float32)
        self.variance = Tensor(np.ones([2]), ms.float32)
        self.batch_norm = ops.BatchNorm()
    def construct(self, x):
        return self.batch_norm(x, self.scale, self.bias, self.mean, self.variance)[0]

x = Tensor(np.array([[1.0, 2.0], [3.0, 5.0]]), ms.float32)
net = Net()
print(net(x))
print(ops.grad(net)(x))
print(ops.BatchNorm())
