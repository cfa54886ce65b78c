"""``torch.autograd.functional`` (jacobian, hessian, vjp, jvp, hvp, vhp) with torch 2.13's signatures.

The torch dialect is the engine's own, so this module re-exports the engine's
functions: names, options, return structures and errors are torch 2.13's.

>>> import torch
>>> from unigrad.torch_api.autograd.functional import jacobian
>>> jacobian(torch.sin, torch.zeros(2))
tensor([[1., 0.],
        [0., 1.]])
"""

from unigrad._engine.functional import hessian, hvp, jacobian, jvp, vhp, vjp

__all__ = ["vjp", "jvp", "jacobian", "hessian", "hvp", "vhp"]
