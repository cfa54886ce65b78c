# misuse: gradients of outputs built under torch.no_grad fail (autograd.grad, backward); grad called inside no_grad on a prior graph works
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.no_grad():
    y = (x ** 2).sum()
print(y.requires_grad, y.grad_fn)
try:
    torch.autograd.grad(y, x)
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    y.backward()
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
z = (x ** 2).sum()
with torch.no_grad():
    print(torch.autograd.grad(z, x, retain_graph=True))
    (g,) = torch.autograd.grad(z, x, create_graph=True)
    print(g.requires_grad)
    print(torch.is_grad_enabled())
print(torch.is_grad_enabled(), x.grad)
with torch.inference_mode():
    t = torch.tensor([1.0]) * 2
try:
    torch.autograd.grad(t.sum(), t)
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
