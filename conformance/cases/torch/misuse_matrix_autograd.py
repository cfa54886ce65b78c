# bad inputs to torch.autograd.grad, torch.autograd.backward and Tensor.backward: one line per input, each with the error and a check that grad mode, .grad, requires_grad and sys.modules are intact
import sys

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
(w * w).sum().backward()
c = torch.tensor([3.0, 4.0])
modules = set(sys.modules)


def state():
    intact = sys.modules["torch"] is torch and modules <= set(sys.modules)
    return f"grad_mode={torch.is_grad_enabled()} w.grad={w.grad.tolist()} w.requires_grad={w.requires_grad} modules={intact}"


def used_twice():
    y = (w * w).sum()
    torch.autograd.grad(y, w)
    return torch.autograd.grad(y, w)


cases = [
    ("grad non-scalar output without grad_outputs", lambda: torch.autograd.grad(w * 2, w)),
    ("grad input not requiring grad", lambda: torch.autograd.grad((w * c).sum(), c)),
    ("grad output not requiring grad", lambda: torch.autograd.grad(c.sum(), w)),
    ("grad unused input", lambda: torch.autograd.grad((w * 2).sum(), [w, torch.ones(1, requires_grad=True)])),
    ("grad empty inputs", lambda: torch.autograd.grad((w * 2).sum(), [])),
    ("grad inputs not tensors", lambda: torch.autograd.grad((w * 2).sum(), [1.0])),
    ("grad outputs not tensors", lambda: torch.autograd.grad([1.0], w)),
    ("grad grad_outputs wrong shape", lambda: torch.autograd.grad(w * 2, w, torch.ones(3))),
    ("grad grad_outputs wrong count", lambda: torch.autograd.grad(w * 2, w, [torch.ones(2), torch.ones(2)])),
    ("grad grad_outputs wrong dtype", lambda: torch.autograd.grad(w * 2, w, torch.ones(2, dtype=torch.int64))),
    ("grad graph freed", used_twice),
    ("grad materialize_grads with allow_unused=False", lambda: torch.autograd.grad((w * 2).sum(), w, allow_unused=False, materialize_grads=True)),
    ("grad is_grads_batched wrong batch", lambda: torch.autograd.grad(w * 2, w, torch.ones(2), is_grads_batched=True)),
    ("grad integer output", lambda: torch.autograd.grad(torch.tensor([1, 2]).sum(), w)),
    ("backward non-scalar", lambda: (w * 2).backward()),
    ("backward on a tensor without graph", lambda: c.sum().backward()),
    ("backward gradient wrong shape", lambda: (w * 2).backward(torch.ones(3))),
    ("backward inputs empty", lambda: torch.autograd.backward((w * 2).sum(), inputs=[])),
    ("backward inputs not requiring grad", lambda: torch.autograd.backward((w * c).sum(), inputs=[c])),
    ("backward grad_tensors and grad_variables", lambda: torch.autograd.backward((w * 2).sum(), torch.tensor(1.0), grad_variables=torch.tensor(1.0))),
    ("backward tensors not tensors", lambda: torch.autograd.backward([1.0])),
    ("backward under no_grad", lambda: torch.no_grad()(lambda: (w * 2).sum().backward())()),
]
for label, call in cases:
    try:
        call()
        outcome = "no error"
    except Exception as e:
        outcome = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    print(f"{label}: {outcome} | {state()}")
