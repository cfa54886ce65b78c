# misuse: torch.func transforms w.r.t. a non-tensor argument (float, int, list of floats, None, integer tensor, string)
import torch
from torch.func import grad, jacrev, vjp

f = lambda a: (a * 2).sum() if isinstance(a, torch.Tensor) else a * 2
for arg in (3.0, 2, [1.0, 2.0], None, torch.tensor([1, 2]), "s"):
    try:
        print(grad(f)(arg))
    except Exception as e:
        print(repr(arg), type(e).__name__, str(e).splitlines()[0])
print(grad(lambda a, n: (a * n).sum())(torch.tensor([1.0]), 3))
try:
    jacrev(torch.sin)(0.5)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    vjp(torch.sin, 0.5)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
