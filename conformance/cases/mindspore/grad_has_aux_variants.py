# grad has_aux: one aux output, several aux outputs (aux is always a tuple), with tuple positions
import mindspore
from mindspore import Tensor, grad, ops

def one_aux(x, y):
    loss = (x * y).sum()
    return loss, x + 1

def two_aux(x, y):
    return (x * x * x * y).sum(), x * 2, y * 3

x = Tensor([0.0, 1.0], mindspore.float32)
y = Tensor([2.0, 3.0], mindspore.float32)
g, aux = grad(one_aux, 0, has_aux=True)(x, y)
print(g)
print(aux, type(aux).__name__, len(aux))
g, aux = grad(two_aux, (0, 1), has_aux=True)(x, y)
print(g)
print(aux)
print(grad(two_aux, 1, None, True)(x, y))
