# torch.func.grad of dict/tuple/list/nested pytree arguments: the gradient has the argument's structure
import torch
from torch.func import grad


def f(params, batch):
    h = batch["x"] * params["w"] + params["b"]
    a, (b, c) = params["pair"]
    return (h.sum() * a + b * c).sum()


params = {
    "w": torch.tensor([1.0, 2.0]),
    "b": torch.tensor(0.5),
    "pair": (torch.tensor(3.0), [torch.tensor(2.0), torch.tensor([1.0, -1.0])]),
}
batch = {"x": torch.tensor([4.0, 5.0])}
g = grad(f)(params, batch)
print(type(g).__name__, list(g))
print(g["w"], g["b"])
print(type(g["pair"]).__name__, type(g["pair"][1]).__name__)
print(g["pair"])
gb = grad(f, argnums=1)(params, batch)
print(gb)
both = grad(f, argnums=(0, 1))(params, batch)
print(type(both).__name__, type(both[0]).__name__, type(both[1]).__name__)
print(grad(lambda t: t[0] * t[1])((torch.tensor(2.0), torch.tensor(3.0))))
