# torch.autograd.grad only_inputs: True is silent, False gives a FutureWarning (category, message, caller's line) and the same result
import os
import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(torch.autograd.grad((x ** 2).sum(), x, only_inputs=True))
    print(torch.autograd.grad((x ** 2).sum(), x, only_inputs=False))
    print(torch.autograd.grad((x ** 2).sum(), x, None, None, False, False))
    print(torch.autograd.grad((t for t in [(x ** 2).sum()]), (t for t in [x]), only_inputs=False))
    print(torch.autograd.grad([(x ** 2).sum()], {"x": x}, only_inputs=False))
print(len(caught))
for w in caught:
    print(w.category.__name__, w.message)
    print(os.path.basename(w.filename), w.lineno)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        torch.autograd.grad((x ** 2).sum(), x, only_inputs=False)
    except FutureWarning as e:
        print("raised", type(e).__name__)
print(x.grad)
