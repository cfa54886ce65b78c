# torch.autograd.grad is_grads_batched: the first dim of grad_outputs is a batch of vectors, giving a batch of vector-Jacobian products
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x ** 2
eye = torch.eye(3)
(jac,) = torch.autograd.grad(y, x, grad_outputs=eye, is_grads_batched=True, retain_graph=True)
print(jac)
(jac2,) = torch.autograd.grad(y, x, grad_outputs=torch.tensor([[1.0, 1.0, 1.0], [0.0, 2.0, 0.0]]), is_grads_batched=True, retain_graph=True)
print(jac2)
a = torch.tensor([2.0], requires_grad=True)
z = [x * a, (x * x).sum()]
out = torch.autograd.grad(z, [x, a], grad_outputs=[torch.ones(2, 3), torch.tensor([1.0, 3.0])], is_grads_batched=True)
print(out)
try:
    torch.autograd.grad(x * 2, x, grad_outputs=torch.ones(3), is_grads_batched=True)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
