"""``torch.func``'s gradient transforms, served by the engine.

The torch dialect is the engine's own, so this module re-exports: names,
signatures, return structures and errors are torch 2.13's.

>>> import torch
>>> from unigrad.torch_api.func import grad
>>> x = torch.tensor(0.5)
>>> torch.allclose(grad(grad(torch.sin))(x), -torch.sin(x))
True
"""

from unigrad._engine.transforms import grad, grad_and_value, hessian, jacfwd, jacrev, jvp, vjp, vmap

__all__ = ["grad", "grad_and_value", "hessian", "jacfwd", "jacrev", "jvp", "vjp", "vmap"]
