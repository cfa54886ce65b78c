# torch.autograd.grad / backward on a complex scalar output without a seed: torch's error (a seed is implicit only for real outputs); with one given it works
import torch

x = torch.tensor([1.0 + 1.0j, 2.0 - 1.0j], requires_grad=True)
for call in (lambda: torch.autograd.grad((x * x).sum(), x), lambda: (x * x).sum().backward(),
             lambda: torch.autograd.backward([(x * x).sum()])):
    try:
        call()
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(x.grad)
print(torch.autograd.grad((x * x).sum(), x, grad_outputs=torch.tensor(1.0 + 0.0j)))
print(torch.func.grad(lambda v: (v * v.conj()).real.sum())(x.detach()))
try:
    torch.func.grad(lambda v: (v * v).sum())(x.detach())
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
