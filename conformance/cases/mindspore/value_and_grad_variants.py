# value_and_grad: value is the full output; positions int/tuple; has_aux returns the whole output tuple as value
import mindspore
from mindspore import Tensor, value_and_grad, ops

def f(x, y):
    return (x * x * y).sum()

def pair(x, y):
    return x * y, x - y

def with_aux(x, y):
    return (x * x * x * y).sum(), y * 2

x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, -1.0], mindspore.float32)
print(value_and_grad(f)(x, y))
print(value_and_grad(f, 1)(x, y))
print(value_and_grad(f, (0, 1))(x, y))
print(value_and_grad(f, (1,))(x, y))
print(value_and_grad(pair, 0)(x, y))
value, g = value_and_grad(with_aux, 0, has_aux=True)(x, y)
print(value)
print(g)
