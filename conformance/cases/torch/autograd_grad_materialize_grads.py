# torch.autograd.grad materialize_grads: zeros for unused inputs (implies allow_unused), error with allow_unused=False, differentiable with create_graph
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
unused = torch.tensor([[5.0, 6.0]], requires_grad=True)
out = torch.autograd.grad((x * 2).sum(), [x, unused], materialize_grads=True)
print(out)
out = torch.autograd.grad((x * 2).sum(), [x, unused], allow_unused=True, materialize_grads=True)
print(out)
out = torch.autograd.grad((x * 2).sum(), [x, unused], materialize_grads=True, create_graph=True)
print(out[1], out[1].requires_grad)
y = (x * 2).sum()
try:
    torch.autograd.grad(y, [x, unused], allow_unused=False, materialize_grads=True)
except ValueError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(torch.autograd.grad(y, [x, unused], materialize_grads=False, allow_unused=True))
