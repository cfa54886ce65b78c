# torch.func.vmap over grad, jacrev and grad_and_value: per-sample gradients with in_dims None/0, out_dims, chunk_size
import torch
from torch.func import grad, grad_and_value, jacrev, vmap


def loss(w, x, t):
    return ((x @ w - t) ** 2).mean()


w = torch.tensor([1.0, -1.0, 0.5])
xs = torch.tensor([[1.0, 2.0, 3.0], [0.0, 1.0, 0.0], [2.0, 2.0, 2.0], [1.0, 0.0, -1.0]])
ts = torch.tensor([1.0, 2.0, 3.0, 4.0])
g = vmap(grad(loss), in_dims=(None, 0, 0))(w, xs, ts)
print(g.shape)
print(g)
print(vmap(grad(loss), in_dims=(None, 0, 0), out_dims=1)(w, xs, ts))
print(vmap(grad(loss), in_dims=(None, 0, 0), chunk_size=2)(w, xs, ts))
gv = vmap(grad_and_value(loss), in_dims=(None, 0, 0))(w, xs, ts)
print(type(gv).__name__, gv[0].shape, gv[1])
print(vmap(jacrev(torch.sin))(torch.tensor([[0.0, 1.0], [2.0, 3.0]])))
print(vmap(vmap(grad(torch.sin)))(torch.tensor([[0.0, 1.0], [2.0, 3.0]])))
print(grad(lambda a: vmap(torch.sin)(a).sum())(torch.tensor([0.0, 1.0])))
