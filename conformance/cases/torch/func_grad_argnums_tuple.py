# torch.func.grad with tuple argnums: a tuple of gradients in argnums order, a 1-tuple for (i,), order kept as given
import torch
from torch.func import grad


def f(x, y, z):
    return (x.sin() * y + z * z).sum()


x = torch.tensor([0.0, 1.0])
y = torch.tensor([2.0, 3.0])
z = torch.tensor([-1.0, 4.0])
for argnums in ((0,), (0, 1), (2, 0), (0, 1, 2), (-1, 0)):
    out = grad(f, argnums=argnums)(x, y, z)
    print(argnums, type(out).__name__, len(out))
    for g in out:
        print(" ", g)
