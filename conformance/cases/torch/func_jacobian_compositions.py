# compositions: jacfwd(jacrev) equals hessian, jacrev(jacrev), grad inside jacrev, jvp of grad, vjp of grad
import torch
from torch.func import grad, hessian, jacfwd, jacrev, jvp, vjp


def f(x):
    return (x.sin() * x ** 2).sum()


x = torch.tensor([0.5, 1.0, -2.0])
h1 = jacfwd(jacrev(f))(x)
h2 = hessian(f)(x)
h3 = jacrev(jacrev(f))(x)
print(torch.allclose(h1, h2), torch.allclose(h2, h3))
print(h2)
print(jacrev(grad(f))(x))
print(jvp(grad(f), (x,), (torch.ones(3),)))
out, fn = vjp(grad(f), x)
print(fn(torch.ones(3)))
print(grad(lambda t: jacrev(torch.sin)(t).sum())(x))
