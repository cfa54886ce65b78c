# grad: grad_position as int 0/1, 1-tuples (bare Tensor), 2-/3-tuples (tuples), True (acts as 1), on a function
import mindspore
from mindspore import Tensor, grad

def f(x, y, z):
    return (x * y * z).sum()

x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, 4.0], mindspore.float32)
z = Tensor([-1.0, 0.5], mindspore.float32)
print(grad(f)(x, y, z))
print(grad(f, 1)(x, y, z))
print(grad(f, (2,))(x, y, z))
print(grad(f, (0, 2))(x, y, z))
print(grad(f, (2, 0))(x, y, z))
print(grad(f, (0, 1, 2))(x, y, z))
print(grad(f, True)(x, y, z))
print(type(grad(f, (1,))(x, y, z)).__name__, type(grad(f, (0, 1))(x, y, z)).__name__)
