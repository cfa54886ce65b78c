# torch.func.vjp: (output, vjp_fn); vjp_fn returns a tuple with one cotangent per primal, for tuple/dict outputs too
import torch
from torch.func import vjp

x = torch.tensor([0.5, 1.0, 2.0])
out, vjp_fn = vjp(torch.sin, x)
print(out)
print(vjp_fn(torch.ones(3)))
print(vjp_fn(torch.tensor([1.0, 0.0, 2.0])))


def f(a, b):
    return a * b, {"s": (a + b).sum()}


a, b = torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])
out, vjp_fn = vjp(f, a, b)
print(type(out).__name__, out)
cot = vjp_fn((torch.tensor([1.0, 1.0]), {"s": torch.tensor(2.0)}))
print(type(cot).__name__, len(cot), cot)
out, vjp_fn = vjp(lambda p: p["u"] * p["v"], {"u": a, "v": b})
print(vjp_fn(torch.ones(2)))
print(callable(vjp_fn))
