# grad/value_and_grad with weights and has_aux together: ((inputs, weights), aux) and ((out, aux...), grads)
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, grad, value_and_grad

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0], mindspore.float32), name="w")
        self.b = Parameter(Tensor([1.0], mindspore.float32), name="b")

    def construct(self, x):
        return (x * self.w).sum() + self.b

net = Net()

def forward(x):
    out = net(x)
    return out, x * 2, out * 10

x = Tensor([1.0, 2.0], mindspore.float32)
print(grad(forward, None, net.trainable_params(), has_aux=True)(x))
print(grad(forward, 0, net.trainable_params(), has_aux=True)(x))
print(value_and_grad(forward, 0, net.trainable_params(), has_aux=True)(x))
print(value_and_grad(forward, None, net.w, has_aux=True)(x))
