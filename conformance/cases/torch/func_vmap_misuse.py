# misuse of torch.func.vmap: inconsistent batch sizes, bad in_dims, non-tensor output, randomness='error' with random ops
import torch
from torch.func import grad, vmap

a = torch.ones(2, 3)
b = torch.ones(3, 3)
calls = [
    lambda: vmap(torch.add)(a, b),
    lambda: vmap(torch.sin, in_dims=2)(a),
    lambda: vmap(torch.sin, in_dims=(0, 0))(a),
    lambda: vmap(lambda t: 1.0)(a),
    lambda: vmap(lambda t: t * torch.rand(3))(a),
    lambda: vmap(lambda t: t, in_dims="0")(a),
    lambda: vmap(torch.sin, out_dims=3)(a),
    lambda: vmap(lambda t: t.item())(a),
    lambda: vmap(grad(lambda t: t * 2))(a),
    lambda: vmap(torch.sin)(2.0),
]
for call in calls:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
