# misuse: torch.func.grad (and jacrev, grad_and_value) with argnums out of range, positive and negative, in a tuple too
import torch
from torch.func import grad, grad_and_value, jacrev

x = torch.tensor(1.0)
f = lambda a, b: a * b
for argnums in (2, -3, (0, 5), (-3,)):
    try:
        grad(f, argnums=argnums)(x, x)
    except Exception as e:
        print(argnums, type(e).__name__, str(e).splitlines()[0])
try:
    grad_and_value(f, argnums=7)(x, x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    jacrev(f, argnums=2)(x, x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(torch.is_grad_enabled())
grad(f, argnums=1)(x)
