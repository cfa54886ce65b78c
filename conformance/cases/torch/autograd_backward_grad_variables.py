# torch.autograd.backward grad_variables (deprecated): FutureWarning and same result; with grad_tensors too it is a RuntimeError
import os
import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.autograd.backward(x * 2, grad_variables=torch.tensor([1.0, 3.0]))
    print(x.grad)
    try:
        torch.autograd.backward(x * 2, grad_tensors=torch.ones(2), grad_variables=torch.ones(2))
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(len(caught))
for w in caught:
    print(w.category.__name__, w.message, os.path.basename(w.filename), w.lineno)
print(x.grad)
