# bad inputs to torch.func's transforms (grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian, vmap): one line per input, each with the error and a check that grad mode, the functorch level, .grad and sys.modules are intact
import sys

import torch
from torch.func import grad, grad_and_value, hessian, jacfwd, jacrev, jvp, vjp, vmap

w = torch.tensor([1.0, 2.0], requires_grad=True)
(w * w).sum().backward()
x = torch.tensor([0.5, -1.0])
modules = set(sys.modules)


def state():
    level = torch._C._functorch.peek_interpreter_stack()
    intact = sys.modules["torch"] is torch and modules <= set(sys.modules)
    return f"grad_mode={torch.is_grad_enabled()} level={level} w.grad={w.grad.tolist()} modules={intact}"


def scalar(t):
    return (t ** 2).sum()


cases = [
    ("grad argnums out of range", lambda: grad(scalar, argnums=1)(x)),
    ("grad negative argnums out of range", lambda: grad(scalar, argnums=-2)(x)),
    ("grad argnums float", lambda: grad(scalar, argnums=0.5)(x)),
    ("grad argnums list", lambda: grad(scalar, argnums=[0])(x)),
    ("grad argnums empty tuple", lambda: grad(scalar, argnums=())(x)),
    ("grad argnums duplicated", lambda: grad(lambda a, b: (a * b).sum(), argnums=(0, 0))(x, x)),
    ("grad non-scalar output", lambda: grad(lambda t: t * 2)(x)),
    ("grad output not a tensor", lambda: grad(lambda t: 1.0)(x)),
    ("grad integer input", lambda: grad(lambda t: t.sum())(torch.tensor([1, 2]))),
    ("grad non-tensor input", lambda: grad(lambda t: t)(1.0)),
    ("grad has_aux not a pair", lambda: grad(lambda t: (t.sum(),), has_aux=True)(x)),
    ("grad has_aux output not a tuple", lambda: grad(scalar, has_aux=True)(x)),
    ("grad not callable", lambda: grad(3)(x)),
    ("grad missing argument", lambda: grad(lambda a, b: (a * b).sum())(x)),
    ("grad_and_value non-scalar output", lambda: grad_and_value(lambda t: t * 2)(x)),
    ("grad_and_value argnums out of range", lambda: grad_and_value(scalar, argnums=(0, 2))(x)),
    ("vjp wrong cotangent shape", lambda: vjp(torch.sin, x)[1](torch.ones(3))),
    ("vjp cotangent structure", lambda: vjp(torch.sin, x)[1]((torch.ones(2), torch.ones(2)))),
    ("vjp non-tensor primal", lambda: vjp(torch.sin, 1.0)),
    ("vjp output not a tensor", lambda: vjp(lambda t: [t, 1], x)),
    ("jvp primals not a tuple", lambda: jvp(torch.sin, x, (x,))),
    ("jvp tangents not a tuple", lambda: jvp(torch.sin, (x,), x)),
    ("jvp tangent count", lambda: jvp(torch.sin, (x,), (x, x))),
    ("jvp tangent shape", lambda: jvp(torch.sin, (x,), (torch.ones(3),))),
    ("jvp empty primals", lambda: jvp(torch.sin, (), ())),
    ("jacrev argnums out of range", lambda: jacrev(torch.sin, argnums=1)(x)),
    ("jacrev argnums tuple out of range", lambda: jacrev(torch.sin, argnums=(0, 3))(x)),
    ("jacrev integer input", lambda: jacrev(torch.sin)(torch.tensor([1, 2]))),
    ("jacrev output not a tensor", lambda: jacrev(lambda t: 2.0)(x)),
    ("jacfwd argnums out of range", lambda: jacfwd(torch.sin, argnums=1)(x)),
    ("jacfwd negative argnums out of range", lambda: jacfwd(torch.sin, argnums=-2)(x)),
    ("jacfwd argnums float", lambda: jacfwd(torch.sin, argnums=1.5)(x)),
    ("jacfwd randomness", lambda: jacfwd(lambda t: t * torch.rand(2))(x)),
    ("jacfwd bad randomness option", lambda: jacfwd(torch.sin, randomness="sometimes")(x)),
    ("hessian argnums out of range", lambda: hessian(scalar, argnums=2)(x)),
    ("vmap in_dims out of range", lambda: vmap(torch.sin, in_dims=1)(x)),
    ("vmap in_dims wrong structure", lambda: vmap(torch.add, in_dims=(0,))(x, x)),
    ("vmap sizes differ", lambda: vmap(torch.add)(x, torch.ones(3))),
    ("vmap no tensor to map", lambda: vmap(lambda t: t)(1.0)),
    ("vmap out_dims out of range", lambda: vmap(torch.sin, out_dims=2)(x)),
    ("vmap returns non-tensor", lambda: vmap(lambda t: 1.0)(x)),
    ("vmap item inside", lambda: vmap(lambda t: t.item())(x)),
]
for label, call in cases:
    try:
        call()
        outcome = "no error"
    except Exception as e:
        outcome = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    print(f"{label}: {outcome} | {state()}")
