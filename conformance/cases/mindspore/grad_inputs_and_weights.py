# grad with positions AND weights: (inputs part, weights part) for int and tuple positions; value_and_grad likewise
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, grad, value_and_grad, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([[0.5, -1.0], [2.0, 0.25]], mindspore.float32), name="w")
        self.b = Parameter(Tensor([0.1, 0.2], mindspore.float32), name="b")

    def construct(self, x, y):
        h = ops.matmul(x, self.w) + self.b
        return (h * h * y).sum()

net = Net()
x = Tensor([[1.0, 2.0]], mindspore.float32)
y = Tensor([[3.0, -1.0]], mindspore.float32)
params = net.trainable_params()
print(grad(net, 0, params)(x, y))
print(grad(net, (0, 1), params)(x, y))
print(grad(net, (1,), net.b)(x, y))
print(value_and_grad(net, 0, params)(x, y))
print(value_and_grad(net, None, params)(x, y))
