# misuse: torch.autograd.backward / Tensor.backward inside a torch.func transform is a RuntimeError, raised before the grad_variables FutureWarning
import warnings

import torch
from torch.func import grad, vmap

x = torch.tensor([1.0, 2.0])


def uses_backward(a):
    y = (a ** 2).sum()
    y.backward()
    return y


def uses_autograd_backward(a):
    y = (a ** 2).sum()
    torch.autograd.backward(y, grad_variables=torch.tensor(1.0))
    return y


def uses_both_gradient_arguments(a):
    y = (a ** 2).sum()
    torch.autograd.backward(y, grad_tensors=torch.tensor(1.0), grad_variables=torch.tensor(1.0))
    return y


for fn in (uses_backward, uses_autograd_backward, uses_both_gradient_arguments):
    for transform in (grad, vmap):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                transform(fn)(x if transform is grad else x.reshape(2, 1))
            except Exception as e:
                print(fn.__name__, transform.__name__, type(e).__name__, str(e).splitlines()[0])
        print([w.category.__name__ for w in caught])
print(torch.is_grad_enabled(), torch._C._are_functorch_transforms_active())
