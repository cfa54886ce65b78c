# torch.func.vjp with has_aux=True: (output, vjp_fn, aux); and the error when the function does not return a pair
import torch
from torch.func import vjp


def f(x):
    y = x ** 2
    return y, {"half": y / 2, "pair": (x, [y.sum()])}


x = torch.tensor([1.0, 3.0])
res = vjp(f, x, has_aux=True)
print(type(res).__name__, len(res))
out, vjp_fn, aux = res
print(out, aux)
print(vjp_fn(torch.tensor([1.0, 0.5])))
try:
    vjp(lambda t: t * 2, x, has_aux=True)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    vjp(lambda t: (t * 2, 1, 2), x, has_aux=True)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
