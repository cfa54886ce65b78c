# torch.autograd.grad grad_outputs: a tensor, a sequence, None entries for scalar outputs, and a weighted vector-Jacobian product
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x ** 2
print(torch.autograd.grad(y, x, grad_outputs=torch.ones(3), retain_graph=True))
print(torch.autograd.grad(y, x, torch.tensor([1.0, 0.0, 0.5]), retain_graph=True))
print(torch.autograd.grad([y], [x], grad_outputs=[torch.tensor([2.0, 2.0, 2.0])], retain_graph=True))
s = y.sum()
print(torch.autograd.grad([s, y], x, grad_outputs=[None, torch.ones(3)], retain_graph=True))
print(torch.autograd.grad(s, x, grad_outputs=None, retain_graph=True))
for bad in [torch.ones(2), [torch.ones(3), torch.ones(3)], torch.ones(3, dtype=torch.int64)]:
    try:
        print(torch.autograd.grad(y, x, grad_outputs=bad, retain_graph=True))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(torch.autograd.grad(s, x, grad_outputs=torch.tensor(3.0)))
print(x.grad)
