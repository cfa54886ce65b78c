# functorch's deprecated transforms (grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian, vmap): results as torch.func's, each with its FutureWarning (category, message, the caller's line)
import warnings

import torch
import functorch


def f(x):
    return (x.sin() * x).sum()


x = torch.tensor([0.5, -1.0, 2.0])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(functorch.grad(f)(x))
    print(functorch.grad_and_value(f)(x))
    out, vjp_fn = functorch.vjp(torch.sin, x)
    print(out, vjp_fn(torch.ones(3)))
    print(functorch.jvp(torch.sin, (x,), (torch.ones(3),)))
    print(functorch.jacrev(torch.sin)(x))
    print(functorch.jacfwd(torch.sin)(x))
    print(functorch.hessian(f)(x))
    print(functorch.vmap(functorch.grad(f))(torch.stack([x, 2 * x])))
    print(functorch.grad(functorch.grad(lambda t: t.sin()))(torch.tensor(0.5)))
for w in caught:
    if w.category is FutureWarning:  # torch's own internals warn too (torch.jit.script's notice)
        print(w.category.__name__, w.lineno, w.message)
