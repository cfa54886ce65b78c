# bad inputs to torch.autograd.functional (jacobian, hessian, vjp, jvp, hvp, vhp) and to functorch's deprecated transforms: one line per input, each with the error and a check that grad mode, .grad and sys.modules are intact
import sys
import warnings

import torch
from torch.autograd import functional as F

warnings.simplefilter("ignore", FutureWarning)  # functorch's deprecation notice; its own case prints it
import functorch  # noqa: E402

w = torch.tensor([1.0, 2.0], requires_grad=True)
(w * w).sum().backward()
x = torch.tensor([0.5, -1.0])
modules = set(sys.modules)


def state():
    level = torch._C._functorch.peek_interpreter_stack()
    intact = sys.modules["torch"] is torch and modules <= set(sys.modules)
    return f"grad_mode={torch.is_grad_enabled()} level={level} w.grad={w.grad.tolist()} modules={intact}"


def scalar(t):
    return (t ** 3).sum()


cases = [
    ("jacobian inputs not tensors", lambda: F.jacobian(torch.sin, [1.0])),
    ("jacobian inputs a list of floats in a tuple", lambda: F.jacobian(torch.sin, (1.0,))),
    ("jacobian output not a tensor", lambda: F.jacobian(lambda t: 1.0, x)),
    ("jacobian strict independent output", lambda: F.jacobian(lambda t: torch.ones(2), x, strict=True)),
    ("jacobian strict with vectorize", lambda: F.jacobian(torch.sin, x, strict=True, vectorize=True)),
    ("jacobian forward-mode without vectorize", lambda: F.jacobian(torch.sin, x, strategy="forward-mode")),
    ("jacobian unknown strategy", lambda: F.jacobian(torch.sin, x, vectorize=True, strategy="sideways")),
    ("jacobian forward-mode with create_graph", lambda: F.jacobian(torch.sin, x, create_graph=True, vectorize=True, strategy="forward-mode")),
    ("hessian non-scalar output", lambda: F.hessian(lambda t: t ** 2, x)),
    ("hessian output not a tensor", lambda: F.hessian(lambda t: 2.0, x)),
    ("hessian strict independent", lambda: F.hessian(lambda t: t.sum(), x, strict=True)),
    ("hessian unknown outer strategy", lambda: F.hessian(scalar, x, vectorize=True, outer_jacobian_strategy="sideways")),
    ("vjp v missing for non-scalar output", lambda: F.vjp(torch.sin, x)),
    ("vjp v wrong shape", lambda: F.vjp(torch.sin, x, torch.ones(3))),
    ("vjp v wrong count", lambda: F.vjp(torch.sin, x, (torch.ones(2), torch.ones(2)))),
    ("vjp strict independent", lambda: F.vjp(lambda t: torch.ones(2), x, torch.ones(2), strict=True)),
    ("jvp v missing for multi-element input", lambda: F.jvp(torch.sin, x)),
    ("jvp v wrong shape", lambda: F.jvp(torch.sin, x, torch.ones(3))),
    ("jvp strict independent", lambda: F.jvp(lambda t: torch.ones(2), x, torch.ones(2), strict=True)),
    ("hvp non-scalar output", lambda: F.hvp(lambda t: t ** 2, x, torch.ones(2))),
    ("hvp v wrong shape", lambda: F.hvp(scalar, x, torch.ones(3))),
    ("vhp non-scalar output", lambda: F.vhp(lambda t: t ** 2, x, torch.ones(2))),
    ("vhp v missing", lambda: F.vhp(scalar, x)),
    ("vhp strict linear function", lambda: F.vhp(lambda t: t.sum(), x, torch.ones(2), strict=True)),
    ("functorch.grad non-scalar output", lambda: functorch.grad(lambda t: t * 2)(x)),
    ("functorch.jacfwd argnums out of range", lambda: functorch.jacfwd(torch.sin, argnums=1)(x)),
    ("functorch.vmap sizes differ", lambda: functorch.vmap(torch.add)(x, torch.ones(3))),
    ("functorch.vjp wrong cotangent shape", lambda: functorch.vjp(torch.sin, x)[1](torch.ones(3))),
]
for label, call in cases:
    try:
        call()
        outcome = "no error"
    except Exception as e:
        outcome = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    print(f"{label}: {outcome} | {state()}")
