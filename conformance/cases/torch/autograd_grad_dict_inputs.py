# torch.autograd.grad with dict inputs: a dict with the same keys comes back; other Mappings and empty inputs are rejected
import collections

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor(0.5, requires_grad=True)
params = {"w": w, "b": b}
loss = ((w * 3).sum() + b ** 2)
g = torch.autograd.grad(loss, params, retain_graph=True)
print(type(g).__name__, list(g), g)
g = torch.autograd.grad(loss, {"b": b, "w": w}, retain_graph=True)
print(list(g), g)
u = torch.tensor(1.0, requires_grad=True)
print(torch.autograd.grad(loss, {"w": w, "u": u}, allow_unused=True, retain_graph=True))
print(torch.autograd.grad(loss, {"w": w, "u": u}, materialize_grads=True, retain_graph=True))
for bad in (collections.OrderedDict(params), [], (), {}):
    try:
        torch.autograd.grad(loss, bad, retain_graph=True)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
