# torch.func.grad nested to third order, with argnums and has_aux at inner levels
import torch
from torch.func import grad


def f(x):
    return x ** 4 + x.sin()


x = torch.tensor(1.5)
print(grad(f)(x))
print(grad(grad(f))(x))
print(grad(grad(grad(f)))(x))


def g(x, y):
    return x ** 3 * y ** 2


x, y = torch.tensor(2.0), torch.tensor(3.0)
dxy = grad(grad(g, argnums=0), argnums=1)(x, y)
print(dxy)
dxyy = grad(grad(grad(g, argnums=0), argnums=1), argnums=1)(x, y)
print(dxyy)


def with_aux(x):
    g, aux = grad(lambda t: (t ** 3, t * 10), has_aux=True)(x)
    return g, aux


print(grad(with_aux, has_aux=True)(torch.tensor(2.0)))
