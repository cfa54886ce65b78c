# torch.autograd.functional with vectorize, forward-mode strategies and create_graph: the same Jacobians and Hessians, structures and requires_grad as torch's
import torch
from torch.autograd import functional as F


def f(x, y):
    return x.exp() * y, (x * y).sum()


x = torch.tensor([0.5, 1.0, -1.0])
y = torch.tensor([2.0, -1.0, 0.25])
for vectorize, strategy in ((False, "reverse-mode"), (True, "reverse-mode"), (True, "forward-mode")):
    j = F.jacobian(f, (x, y), vectorize=vectorize, strategy=strategy)
    print(vectorize, strategy, type(j).__name__, len(j), type(j[0]).__name__, j)
h = F.hessian(lambda t: (t ** 3).prod(), x, vectorize=True, outer_jacobian_strategy="forward-mode")
print(h)
xr = x.clone().requires_grad_()
j = F.jacobian(lambda t: t ** 3, xr, create_graph=True)
print(j.requires_grad, j.grad_fn is not None, torch.autograd.grad(j.sum(), xr))
out, v = F.vjp(lambda t: (t ** 2).sum(), xr, create_graph=True)
print(out.requires_grad, v.requires_grad, v)
print(F.jvp(lambda a, b: a * b, (x, y), (torch.ones(3), torch.zeros(3))))
print(F.hvp(lambda a, b: (a * a * b).sum(), (x, y), (torch.ones(3), torch.ones(3))))
print(F.vhp(lambda a: (a.exp()).sum(), x, torch.ones(3), strict=True))
print(F.jacobian(lambda t: torch.ones(2), x, vectorize=True))
print(F.hessian(lambda t: t.sum(), x))
