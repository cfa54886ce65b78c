# misuse: a second backward (Tensor.backward, autograd.backward, autograd.grad) through a freed graph, ends uncaught
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x.sin() * x).sum()
y.backward()
print(x.grad)
try:
    y.backward()
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(x.grad)
z = (x.exp() * 2).sum()
torch.autograd.grad(z, x)
try:
    torch.autograd.backward(z)
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(x.grad)
w = (x * x).sum()
torch.autograd.backward(w)
torch.autograd.grad(w, x)
