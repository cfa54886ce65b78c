# return_ids: position pairs (int position gives one pair), Parameter-name pairs, both, with has_aux and value_and_grad
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, grad, value_and_grad

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0], mindspore.float32), name="w")
        self.b = Parameter(Tensor([1.0], mindspore.float32), name="b")

    def construct(self, x, y):
        return (x * y * self.w).sum() + self.b

net = Net()
x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, 4.0], mindspore.float32)
params = net.trainable_params()
print(grad(net, 0, return_ids=True)(x, y))
print(grad(net, (0, 1), return_ids=True)(x, y))
print(grad(net, None, params, return_ids=True)(x, y))
print(grad(net, None, net.w, return_ids=True)(x, y))
print(grad(net, 0, params, return_ids=True)(x, y))
print(grad(net, (0, 1), params, return_ids=True)(x, y))
print(value_and_grad(net, (0, 1), params, return_ids=True)(x, y))

def with_aux(x, y):
    return net(x, y), x * y

print(grad(with_aux, 0, params, has_aux=True, return_ids=True)(x, y))
