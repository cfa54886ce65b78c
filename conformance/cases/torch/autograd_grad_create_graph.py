# torch.autograd.grad create_graph: differentiable gradients give second and third derivatives; without it the result has no grad_fn
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x ** 4).sum()
(g1,) = torch.autograd.grad(y, x, create_graph=True)
print(g1, g1.requires_grad)
(g2,) = torch.autograd.grad(g1.sum(), x, create_graph=True)
print(g2)
(g3,) = torch.autograd.grad(g2, x, grad_outputs=torch.ones(2))
print(g3, g3.requires_grad)
(plain,) = torch.autograd.grad((x ** 4).sum(), x)
print(plain, plain.requires_grad, plain.grad_fn)
w = torch.tensor(3.0, requires_grad=True)
(gw,) = torch.autograd.grad(w ** 3, w, create_graph=True, retain_graph=False)
print(gw)
print(torch.autograd.grad(gw, w))
print(x.grad, w.grad)
