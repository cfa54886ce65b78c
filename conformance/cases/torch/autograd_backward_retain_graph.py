# torch.autograd.backward retain_graph/create_graph: gradients accumulate across retained backwards; create_graph makes .grad differentiable
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x ** 3).sum()
torch.autograd.backward(y, retain_graph=True)
print(x.grad)
torch.autograd.backward(y, retain_graph=True)
print(x.grad)
torch.autograd.backward(y)
print(x.grad)
x.grad = None
torch.autograd.backward((x ** 3).sum(), create_graph=True)
print(x.grad, x.grad.requires_grad)
g = x.grad
x.grad = None
torch.autograd.backward(g.sum())
print(x.grad)
