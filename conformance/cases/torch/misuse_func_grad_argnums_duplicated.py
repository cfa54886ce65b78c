# misuse: torch.func.grad with duplicated, empty, non-int and list argnums
import torch
from torch.func import grad, jacrev

x = torch.tensor(1.0)
f = lambda a, b, c: a * b * c
for argnums in ((0, 0), (1, 2, 1), (), 1.0, "0", [0, 1], (0, 1.5), None):
    try:
        print(argnums, grad(f, argnums=argnums)(x, x, x))
    except Exception as e:
        print(argnums, type(e).__name__, str(e).splitlines()[0])
try:
    jacrev(f, argnums=(1, 1))(x, x, x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
