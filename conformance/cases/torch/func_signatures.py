# the public parameters of every claimed torch gradient function: names, kinds and defaults (annotations left out)
import inspect

import torch
import torch.autograd
import torch.func

functions = [
    ("torch.autograd.grad", torch.autograd.grad),
    ("torch.autograd.backward", torch.autograd.backward),
    ("torch.Tensor.backward", torch.Tensor.backward),
    ("torch.vmap", torch.vmap),
] + [(f"torch.func.{n}", getattr(torch.func, n)) for n in ("grad", "grad_and_value", "vjp", "jvp", "jacrev", "jacfwd", "hessian", "vmap")]
for name, fn in functions:
    params = [p for p in inspect.signature(fn).parameters.values() if not p.name.startswith("_")]
    print(name, fn.__name__, [(p.name, p.kind.name, p.default if p.default is not p.empty else "-") for p in params])
