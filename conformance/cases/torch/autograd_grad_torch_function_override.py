# torch.autograd.grad/backward on a Tensor subclass with __torch_function__: the override sees the public function itself
import warnings

import torch


class Logged(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func in (torch.autograd.grad, torch.autograd.backward):
            print("override:", func.__name__, func is torch.autograd.grad, func is torch.autograd.backward, sorted(kwargs or {}))
        return super().__torch_function__(func, types, args, kwargs)


x = torch.tensor([1.0, 2.0]).as_subclass(Logged).requires_grad_()
y = (x * x).sum()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    g = torch.autograd.grad(y, x, retain_graph=True, only_inputs=False)
print(type(g).__name__, [type(t).__name__ for t in g], [t.tolist() for t in g])
print([(w.category.__name__, str(w.message)[:30]) for w in caught])
d = torch.autograd.grad(y, {"x": x}, retain_graph=True)
print(type(d).__name__, list(d))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    d = torch.autograd.grad([y], {"x": x}, retain_graph=True, only_inputs=False)
print(type(d).__name__, list(d), len(caught))
torch.autograd.backward(y, inputs=[x], retain_graph=True)
print(type(x.grad).__name__, x.grad.tolist())
y.backward()
print(x.grad.tolist())
