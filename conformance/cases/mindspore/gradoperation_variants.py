# ops.GradOperation: default (first input, bare), get_all, get_by_list (given or the Cell's params), both, sens_param
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, ParameterTuple, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0], mindspore.float32), name="w")

    def construct(self, x, y):
        return x * y * self.w

net = Net()
x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, 4.0], mindspore.float32)
params = ParameterTuple(net.trainable_params())
print(ops.GradOperation()(net)(x, y))
print(ops.GradOperation(get_all=True)(net)(x, y))
print(ops.GradOperation(get_by_list=True)(net, params)(x, y))
print(ops.GradOperation(get_by_list=True)(net)(x, y))
print(ops.GradOperation(get_all=True, get_by_list=True)(net, params)(x, y))
print(ops.GradOperation(sens_param=True)(net)(x, y, Tensor([1.0, 10.0], mindspore.float32)))
print(ops.GradOperation(get_all=True, sens_param=True)(net)(x, y, Tensor([1.0, 10.0], mindspore.float32)))

def square(x):
    return x * x

def pair(x, y):
    return x * y, x + y

print(ops.GradOperation(get_all=True)(square)(x))
print(ops.GradOperation()(pair)(x, y))
