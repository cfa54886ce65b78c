# misuse: torch.autograd.grad/backward of a non-scalar output without grad_outputs, and of outputs/inputs that are not tensors
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3
for call in (lambda: torch.autograd.grad(y, x, retain_graph=True),
             lambda: torch.autograd.backward(y, retain_graph=True),
             lambda: y.backward(retain_graph=True),
             lambda: torch.autograd.grad(3.0, x),
             lambda: torch.autograd.grad(y.sum(), 2.0),
             lambda: torch.autograd.grad(y.sum(), [x, 2.0]),
             lambda: torch.autograd.grad(y.sum(), None),
             lambda: torch.autograd.grad([], x),
             lambda: torch.autograd.backward([])):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(x.grad)
