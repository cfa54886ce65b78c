# misuse: unknown keywords, missing and extra arguments to the torch gradient functions (TypeError messages name the function)
import torch
import torch.func

x = torch.tensor([1.0], requires_grad=True)
f = lambda t: (t * 2).sum()
calls = [
    lambda: torch.autograd.grad((x * 2).sum()),
    lambda: torch.autograd.grad((x * 2).sum(), x, None, None, False, True, None, False, False, 1),
    lambda: torch.autograd.grad((x * 2).sum(), x, foo=1),
    lambda: torch.autograd.backward(),
    lambda: torch.autograd.backward((x * 2).sum(), gradient=torch.ones(())),
    lambda: (x * 2).sum().backward(grad_tensors=torch.ones(())),
    lambda: torch.func.grad(),
    lambda: torch.func.grad(f, 0, False, 1),
    lambda: torch.func.grad(f, argnum=0),
    lambda: torch.func.grad_and_value(f, has_aux=False, extra=1),
    lambda: torch.func.vjp(f, x.detach(), aux=True),
    lambda: torch.func.jvp(f, (x.detach(),)),
    lambda: torch.func.jvp(f, (x.detach(),), (x.detach(),), False),
    lambda: torch.func.jacrev(f, 0, False),
    lambda: torch.func.jacfwd(f, 0, False, "same"),
    lambda: torch.func.hessian(f, 0, False),
    lambda: torch.func.vmap(f, 0, 0, "error", 2),
    lambda: torch.vmap(f, in_dim=0),
]
for call in calls:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
