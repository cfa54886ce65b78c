# second and third order: grad of grad, GradOperation of GradOperation, a Cell's input Hessian-vector via nesting
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, grad, ops

def cube(x):
    return (x ** 3).sum()

def first(x):
    return grad(cube)(x)

def sin_sum(x):
    return (x ** 4).sum()

x = Tensor([1.0, 2.0], mindspore.float32)
print(grad(cube)(x))
print(grad(first)(x))
print(grad(grad(grad(cube)))(x))
print(ops.GradOperation()(ops.GradOperation()(sin_sum))(Tensor([0.0, 1.0], mindspore.float32)))

def mixed(x, y):
    return (x * x * y).sum()

def dx(x, y):
    return grad(mixed, 0)(x, y)

print(grad(dx, 1)(x, Tensor([3.0, 4.0], mindspore.float32)))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([0.5, -1.0], mindspore.float32), name="w")

    def construct(self, x):
        return (x * x * self.w * self.w * self.w).sum()

net = Net()

def net_grad(x):
    return grad(net, 0)(x)

print(grad(net_grad)(x))
