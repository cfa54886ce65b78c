# torch.func.grad with an int argnums (default 0, positive, negative): one bare gradient for that argument
import torch
from torch.func import grad


def f(x, y, z):
    return (x * y * y + z ** 3).sum()


x = torch.tensor([1.0, 2.0])
y = torch.tensor([3.0, -1.0])
z = torch.tensor([0.5, 2.0])
for argnums in (None, 0, 1, 2, -1, -3):
    g = grad(f)(x, y, z) if argnums is None else grad(f, argnums=argnums)(x, y, z)
    print(argnums, type(g).__name__, g)
print(grad(f, 1)(x, y, z))
print(x.requires_grad, x.grad)
