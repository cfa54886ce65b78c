# torch.func.grad / grad_and_value (also outside other transforms): results differentiable w.r.t. captured tensors (and only then), outer no_grad, inputs that require grad, aux and outputs that are the inputs, unused inputs, in-place ops, nesting, saved tensor hooks, tensors printed inside, what torch refuses inside
import torch
from torch.func import grad, grad_and_value

w = torch.tensor([2.0, 3.0], requires_grad=True)
x = torch.tensor([1.0, -1.0])
g = grad(lambda v: (v * v * w).sum())(x)
print(g, g.requires_grad, g.is_leaf)
print(torch.autograd.grad(g.sum(), w))
print(grad_and_value(lambda v: (v * w).sum())(x))
print(grad_and_value(lambda v: (v * v).sum() + w.sum())(x))
print(grad_and_value(lambda v: (v * 0).sum() + (w * w).sum())(x))
with torch.no_grad():
    print(grad_and_value(lambda v: (v * v * w).sum())(x))
    print(torch.is_grad_enabled())
xr = torch.tensor([1.0, 2.0], requires_grad=True)
gv = grad_and_value(lambda v: (v ** 3).sum())(xr)
print(gv)
print(torch.autograd.grad(gv[0].sum(), xr))
grads, aux = grad(lambda v: (v.sum(), {"in": v, "double": v * 2, "w": v * w}), has_aux=True)(x)
print(grads, aux["in"] is x, aux["double"], aux["w"])
print(grad(lambda v: torch.tensor(3.0))(x), grad(lambda a, b: (b * b).sum(), argnums=(0, 1))(x, x))
print(grad(lambda v: w.sum())(x))
y = torch.zeros(2)
print(grad(lambda v, acc: (v * acc.add_(1)).sum())(x, y), y)
try:
    grad(lambda v: v.mul_(2).sum())(x)
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
for bad in (lambda v: (v.sum(), 1), lambda v: (v.sum(), [v, None])):
    try:
        grad(bad, has_aux=True)(x)
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(grad(lambda a: (grad(lambda v: (v * v * a).sum())(x) * a).sum())(torch.tensor([3.0, 4.0])))
h = grad(lambda a: (grad(lambda v: (v * v * a * w).sum())(x) * a).sum())(torch.tensor([3.0, 4.0]))
print(h, torch.autograd.grad(h.sum(), w))
print(grad(grad(torch.sin))(torch.tensor(0.5)), grad(grad(grad(torch.sin)))(torch.tensor(0.5)))
print(grad(lambda v: (v * v).sum())(torch.ones(2, 3).t()).stride())
print(grad(lambda v: (v * v).sum())(torch.tensor([1.0, 2.0], dtype=torch.float64)))
try:
    grad(lambda v: (v * v).sum())(torch.tensor([1, 2]))
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])


def pack_hooks(v):
    with torch.autograd.graph.save_on_cpu():
        return torch.sin(v).sum()


for call in (lambda: grad(pack_hooks)(x), lambda: grad(torch.sin)(torch.tensor(1.0))):
    try:
        with torch.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: t):
            print(call())
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
try:
    grad(pack_hooks)(x)
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(grad(torch.sin)(torch.tensor(1.0)), grad(lambda v: torch.sin(v).sum()).__name__)


def shows(v):
    print(v)
    print(v * 2, w * 1)
    return (v * v).sum()


grad(shows)(torch.tensor([1.0, 2.0]))
grad(grad(lambda v: shows(v).sum()))(torch.tensor(1.0))
for inside in (lambda v: v.requires_grad_().sum(), lambda v: (v.sin().retain_grad(), v.sum())[1],
               lambda v: (v.sum().backward(), v.sum())[1]):
    try:
        grad(inside)(torch.tensor([1.0, 2.0]))
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
with torch.autograd.graph.save_on_cpu():  # the refusal above left saved tensor hooks usable
    print(torch.func.vmap(torch.sin)(x), (x * w).sum().grad_fn)
