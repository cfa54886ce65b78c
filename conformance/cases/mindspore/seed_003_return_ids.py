# seed 003 (mindspore.grad doc), verbatim: case 4, return_ids pairs each gradient with its input position
import numpy as np
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, ops
from mindspore import grad

# Cell object to be differentiated
class Net(nn.Cell):
    def construct(self, x, y, z):
        return x * y * z
x = Tensor([1, 2], mindspore.float32)
y = Tensor([-2, 3], mindspore.float32)
z = Tensor([0, 3], mindspore.float32)
net = Net()
output = grad(net, grad_position=(1, 2), return_ids = True)(x, y, z)
print(output)
