# grad weights as a single Parameter (bare), a list, a tuple, a ParameterTuple, trainable_params(); requires_grad=False gives zeros
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, ParameterTuple, grad

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0], mindspore.float32), name="w")
        self.b = Parameter(Tensor([1.0], mindspore.float32), name="b")
        self.c = Parameter(Tensor([5.0], mindspore.float32), name="c", requires_grad=False)

    def construct(self, x):
        return (x * self.w).sum() + self.b * self.c

net = Net()
x = Tensor([1.0, 2.0], mindspore.float32)
print(grad(net, None, net.w)(x))
print(grad(net, None, [net.w])(x))
print(grad(net, None, (net.w, net.b))(x))
print(grad(net, None, ParameterTuple(net.trainable_params()))(x))
print(grad(net, None, net.trainable_params())(x))
print(grad(net, None, [net.c])(x))
print(grad(net, None, [])(x))
print(grad(net, 0, [])(x))
