# torch.vmap / torch.func.vmap: in_dims int/tuple/None/nested, out_dims tuple, tuple and dict outputs, kwargs, randomness
import torch
from torch.func import vmap

a = torch.arange(6.0).reshape(2, 3)
b = torch.tensor([10.0, 20.0, 30.0])
print(vmap(torch.sum)(a))
print(vmap(torch.sum, in_dims=1)(a))
print(vmap(lambda p, q: p * q, in_dims=(0, None))(a, b))
print(vmap(lambda p, q: p + q, in_dims=(1, 0))(a, b))
print(vmap(lambda p: (p * 2, p.sum()), out_dims=(1, 0))(a))
print(vmap(lambda d: {"s": d["x"].sum(), "m": d["x"].max()})({"x": a}))
print(vmap(lambda p, scale=1.0: p * scale)(a, scale=3.0))
print(vmap(lambda d: d["x"] * d["y"], in_dims=({"x": 0, "y": None},))({"x": a, "y": b}))
print(vmap(lambda p: p + torch.ones(3), randomness="different")(a))
print(torch.vmap is vmap)
