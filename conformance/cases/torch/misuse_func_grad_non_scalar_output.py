# misuse: torch.func.grad of a function with a non-scalar, non-tensor or integer output
import torch
from torch.func import grad, grad_and_value

x = torch.tensor([1.0, 2.0])
for fn in (lambda a: a * 2, lambda a: (a * 2).sum().item(), lambda a: (a.sum(), a.sum()), lambda a: a.sum().long(), lambda a: a[:1]):
    try:
        print(grad(fn)(x))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
try:
    grad_and_value(lambda a: a * 2)(x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(grad(lambda a: a[:1].sum())(x))
grad(lambda a: a * 2)(x)
