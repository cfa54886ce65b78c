# grad: a non-scalar output is summed; several outputs without has_aux all contribute; unused inputs get zeros
import mindspore
from mindspore import Tensor, grad, ops

def vector(x):
    return x * x

def pair(x, y):
    return x * y, x + y

def unused(x, y):
    return x * x * x

x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
y = Tensor([0.5, -1.0, 2.0], mindspore.float32)
print(grad(vector)(x))
print(grad(pair)(x, y))
print(grad(pair, (0, 1))(x, y))
print(grad(unused, 1)(x, y))
print(grad(unused, (0, 1))(x, y))
