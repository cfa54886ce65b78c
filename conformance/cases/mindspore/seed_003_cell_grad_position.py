# seed 003 (mindspore.grad doc), verbatim: gradient of a Cell w.r.t. inputs 1 and 2 (a tuple of Tensors)
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
output = grad(net, grad_position=(1, 2))(x, y, z)
print(output)
