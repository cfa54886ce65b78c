# Tensor.backward through torch.nn modules, an optimizer step, and torch.utils.checkpoint (reentrant and not), which call torch.autograd.backward inside
import torch
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 0.0]])
for step in range(2):
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    loss.backward()
    print(step, round(loss.item(), 6), [tuple(p.grad.shape) for p in model.parameters()])
    opt.step()
print(model[0].weight.grad)
for reentrant in (True, False):
    model.zero_grad()
    inp = x.clone().requires_grad_()
    out = checkpoint(model, inp, use_reentrant=reentrant)
    out.sum().backward()
    print(reentrant, inp.grad, model[2].bias.grad)
grads = torch.autograd.grad(model(x).sum(), list(model.parameters()))
print(len(grads), grads[-1])
