# torch.func.grad_and_value: (gradient, value), with tuple argnums and has_aux ((grads), (value, aux))
import torch
from torch.func import grad_and_value


def f(x, y):
    return (x * y).sum() + (x ** 2).sum()


x = torch.tensor([1.0, 2.0])
y = torch.tensor([3.0, 4.0])
out = grad_and_value(f)(x, y)
print(type(out).__name__, len(out), out)
out = grad_and_value(f, argnums=(0, 1))(x, y)
print(out)
out = grad_and_value(f, 1)(x, y)
print(out)


def h(x):
    return x.exp().sum(), {"x2": x * 2}


(g, (value, aux)) = grad_and_value(h, has_aux=True)(torch.tensor([0.0, 1.0]))
print(g, value, aux)
print(value.requires_grad, g.requires_grad)
