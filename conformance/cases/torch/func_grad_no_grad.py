# torch.func.grad and torch.no_grad: no_grad inside the function is respected, no_grad around grad is overridden; grad mode restored
import torch
from torch.func import grad


def f(x):
    with torch.no_grad():
        c = x ** 2
    return x - c


x = torch.tensor(3.0)
print(grad(f)(x))
with torch.no_grad():
    print(grad(f)(x))
    print(grad(lambda t: t ** 2)(x))
    print(torch.is_grad_enabled())
print(torch.is_grad_enabled())
with torch.enable_grad():
    print(grad(lambda t: (t * t).sum())(torch.tensor([1.0, 2.0])))
inside = []
grad(lambda t: (inside.append(torch.is_grad_enabled()), t.sum())[1])(torch.tensor([1.0]))
print(inside)
