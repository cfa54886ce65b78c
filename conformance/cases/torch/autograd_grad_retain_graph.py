# torch.autograd.grad retain_graph: True keeps the graph for a second call, the default frees it, and a call after the graph is freed fails (last one uncaught)
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x.exp() * x).sum()
print(torch.autograd.grad(y, x, retain_graph=True))
print(torch.autograd.grad(y, x, retain_graph=True))
print(torch.autograd.grad(y, [x]))
try:
    torch.autograd.grad(y, [x])
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
z = (x * x).sum()
print(torch.autograd.grad(z, x, retain_graph=False))
print(x.grad)
print(torch.autograd.grad(z, x))
