# misuse: torch.autograd.grad w.r.t. an input the output does not use, a tensor not requiring grad, and a detached copy
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
u = torch.tensor([1.0], requires_grad=True)
plain = torch.tensor([1.0])
cases = [("unused", [x, u], {}), ("unused allowed", [x, u], {"allow_unused": True}),
         ("no requires_grad", [x, plain], {}), ("no requires_grad allowed", [x, plain], {"allow_unused": True}),
         ("detached", x.detach(), {"allow_unused": True})]
for name, inputs, kwargs in cases:
    try:
        print(name, torch.autograd.grad((x ** 2).sum(), inputs, **kwargs))
    except RuntimeError as e:
        print(name, type(e).__name__, str(e).splitlines()[0])
print(x.grad, u.grad)
torch.autograd.grad((x ** 2).sum(), u)
