# misuse leaves state alone: grad mode, existing .grad values and requires_grad are unchanged after failing grad/backward calls
import torch
from torch.func import grad

x = torch.tensor([1.0, 2.0], requires_grad=True)
(x ** 2).sum().backward()
print(x.grad)
failing = [
    lambda: torch.autograd.grad((x * 2), x),
    lambda: torch.autograd.grad((x * 2).sum(), [x, torch.ones(1, requires_grad=True)]),
    lambda: (x * 2).backward(),
    lambda: grad(lambda a: a * 2)(x),
    lambda: grad(lambda a: a.sum(), argnums=3)(x),
    lambda: grad(lambda a: a.sum(), has_aux=True)(x),
    lambda: torch.autograd.grad((x * 2).sum(), x, allow_unused=False, materialize_grads=True),
]
for mode in (True, False):
    with torch.set_grad_enabled(mode):
        for call in failing:
            try:
                call()
            except Exception as e:
                print(mode, type(e).__name__, torch.is_grad_enabled(), x.grad.tolist(), x.requires_grad)
print(torch.is_grad_enabled(), x.grad, x.grad_fn, x.is_leaf)
