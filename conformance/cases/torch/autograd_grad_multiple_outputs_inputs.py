# torch.autograd.grad with several outputs and inputs (list, tuple, generator): gradients summed over outputs, always a tuple
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = torch.tensor([3.0, -1.0], requires_grad=True)
o1 = (x * y).sum()
o2 = (x ** 2).sum()
out = torch.autograd.grad([o1, o2], [x, y], retain_graph=True)
print(type(out).__name__, out)
out = torch.autograd.grad((o1, o2), (y, x), retain_graph=True)
print(out)
out = torch.autograd.grad(o1, (t for t in (x, y)), retain_graph=True)
print(type(out).__name__, out)
out = torch.autograd.grad(o2, x)
print(type(out).__name__, len(out), out)
print(x.grad, y.grad, x.is_leaf)
