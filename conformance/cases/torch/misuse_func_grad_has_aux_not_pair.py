# misuse: has_aux=True with a function returning a bare tensor, a 3-tuple, a list, or a non-tensor first element
import torch
from torch.func import grad, grad_and_value, jacrev

x = torch.tensor([1.0, 2.0])
for fn in (lambda a: a.sum(), lambda a: (a.sum(), 1, 2), lambda a: [a.sum(), 1], lambda a: (3.0, a)):
    for transform in (grad, grad_and_value):
        try:
            print(transform(fn, has_aux=True)(x))
        except Exception as e:
            print(transform.__name__, type(e).__name__, str(e).splitlines()[0])
try:
    jacrev(lambda a: a * 2, has_aux=True)(x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
grad(lambda a: a.sum(), has_aux=True)(x)
