# torch.autograd.grad allow_unused: an unused input is an error by default and with False, None with True
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
unused = torch.tensor([5.0], requires_grad=True)
for allow in (None, False):
    y = (x * 2).sum()
    try:
        kwargs = {} if allow is None else {"allow_unused": allow}
        torch.autograd.grad(y, [x, unused], **kwargs)
    except RuntimeError as e:
        print(allow, type(e).__name__, str(e).splitlines()[0])
y = (x * 2).sum()
out = torch.autograd.grad(y, [x, unused], allow_unused=True)
print(type(out).__name__, out)
y = (x * 2).sum()
print(torch.autograd.grad(y, unused, allow_unused=True))
print(x.grad, unused.grad)
