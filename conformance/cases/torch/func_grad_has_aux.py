# torch.func.grad with has_aux=True: (gradient, aux) with aux a tensor pytree returned as is; a non-tensor aux leaf is an error
import torch
from torch.func import grad


def loss(w, x):
    pred = x @ w
    return (pred ** 2).mean(), {"pred": pred, "parts": (pred.sum(), [w * 2])}


w = torch.tensor([1.0, -2.0])
x = torch.tensor([[1.0, 0.0], [2.0, 1.0], [0.5, 0.5]])
res = grad(loss, has_aux=True)(w, x)
print(type(res).__name__, len(res))
g, aux = res
print(type(g).__name__, g)
print(type(aux).__name__, sorted(aux), type(aux["parts"]).__name__, type(aux["parts"][1]).__name__)
print(aux)
print(aux["pred"].requires_grad)

out = grad(lambda a: (a.sum() * 2, a.detach()), has_aux=True)(torch.tensor([3.0, 4.0]))
print(out)
gs, aux = grad(lambda a, b: ((a * b).sum(), a + b), argnums=(0, 1), has_aux=True)(w, torch.tensor([5.0, 6.0]))
print(type(gs).__name__, gs, aux)
for bad_aux in ("note", 1.5, 3, None, [torch.ones(1), "x"]):
    try:
        print(grad(lambda a: (a.sum(), bad_aux), has_aux=True)(w))
    except Exception as e:
        print(repr(bad_aux), type(e).__name__, str(e).splitlines()[0])
