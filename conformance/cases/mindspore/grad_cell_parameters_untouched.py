# grad over a Cell leaves its Parameters' values, names and requires_grad as they were, and repeated calls agree
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, grad

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0], mindspore.float32), name="w")

    def construct(self, x):
        return (x * self.w * self.w).sum()

net = Net()
x = Tensor([1.0, -1.0], mindspore.float32)
fn = grad(net, 0, net.trainable_params())
print(fn(x))
print(fn(x))
print(net.w)
print(net.w.asnumpy())
print(net(x))
