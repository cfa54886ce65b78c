# torch.autograd.backward grad_tensors: scalar outputs need none, non-scalar ones need a matching tensor; several outputs; None entries
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print(torch.autograd.backward((x ** 2).sum()))
print(x.grad)
x.grad = None
torch.autograd.backward(x ** 2, grad_tensors=torch.tensor([1.0, 0.0, -1.0]))
print(x.grad)
x.grad = None
torch.autograd.backward([x * 2, (x ** 3).sum()], grad_tensors=[torch.ones(3), None])
print(x.grad)
x.grad = None
torch.autograd.backward([x * 2], [torch.full((3,), 0.5)])
print(x.grad)
try:
    torch.autograd.backward(x * 2)
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    torch.autograd.backward(x * 2, grad_tensors=torch.ones(4))
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(x.grad)
