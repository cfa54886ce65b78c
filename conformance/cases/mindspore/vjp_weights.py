# vjp with weights: vjp_fn(v) gives (input cotangents, weight cotangents) for a Cell with Parameters
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, vjp

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0], mindspore.float32), name="w")
        self.b = Parameter(Tensor([0.5, -0.5], mindspore.float32), name="b")

    def construct(self, x, y):
        return x * y * self.w + self.b

net = Net()
x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, 4.0], mindspore.float32)
out, fn = vjp(net, x, y, weights=net.trainable_params())
print(out)
print(fn(Tensor([1.0, 1.0], mindspore.float32)))
print(fn(Tensor([1.0, -2.0], mindspore.float32)))
