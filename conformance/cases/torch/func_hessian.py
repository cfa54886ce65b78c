# torch.func.hessian with int and tuple argnums: Hessian blocks and their nesting
import torch
from torch.func import hessian


def f(x, y):
    return (x ** 3).sum() * y.sum() + (x * y).sum()


x = torch.tensor([1.0, 2.0])
y = torch.tensor([0.5, -1.0])
h = hessian(f)(x, y)
print(h)
h = hessian(f, argnums=1)(x, y)
print(h)
h = hessian(f, argnums=(0, 1))(x, y)
print(type(h).__name__, type(h[0]).__name__, len(h), len(h[0]))
for row in h:
    for block in row:
        print(block)
print(hessian(lambda s: s.sin())(torch.tensor(0.5)))
