# torch.autograd.functional (jacobian, hessian, vjp, jvp, hvp, vhp), which call torch.autograd.grad internally: values, structures, create_graph, strict errors
import torch
from torch.autograd import functional as F


def f(x, y):
    return x.sin() * y ** 2


x = torch.tensor([0.5, 1.0])
y = torch.tensor([2.0, -1.0])
j = F.jacobian(f, (x, y))
print(type(j).__name__, j)
print(F.jacobian(lambda t: t ** 3, x, create_graph=True))
print(F.jacobian(f, (x, y), vectorize=True))
print(F.hessian(lambda t: (t ** 3).sum(), x))
print(F.vjp(f, (x, y), torch.ones(2)))
print(F.jvp(lambda t: t.exp(), x, torch.ones(2)))
print(F.hvp(lambda t: (t ** 4).sum(), x, torch.ones(2)))
print(F.vhp(lambda t: (t ** 4).sum(), x, torch.tensor([1.0, 0.0])))
try:
    F.jacobian(lambda t: torch.ones(2), x, strict=True)
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(F.jacobian(lambda t: torch.ones(2), x))
