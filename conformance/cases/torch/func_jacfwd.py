# torch.func.jacfwd: Jacobian in forward mode for int/tuple argnums, has_aux, randomness, and randomness misuse
import torch
from torch.func import jacfwd


def f(x, y):
    return x.exp() * y


x = torch.tensor([0.0, 1.0])
y = torch.tensor([2.0, 3.0])
print(jacfwd(f)(x, y))
j = jacfwd(f, argnums=(0, 1))(x, y)
print(type(j).__name__, j)
print(jacfwd(f, 1)(x, y))
print(jacfwd(lambda a: (a ** 3, {"aux": a.sum()}), has_aux=True)(x))
print(jacfwd(lambda a: a * 2, randomness="same")(x))
try:
    jacfwd(lambda a: a * torch.rand(2))(x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    jacfwd(lambda a: a, randomness="sometimes")(x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
