# misuse: torch.autograd.grad rejects empty/non-dict Mapping inputs before its only_inputs FutureWarning, so none is emitted then
import collections
import warnings

import torch

x = torch.tensor([1.0], requires_grad=True)
for inputs in ([], collections.OrderedDict(x=x), x):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            print(torch.autograd.grad((x * 2).sum(), inputs, only_inputs=False))
        except Exception as e:
            print(type(e).__name__, str(e).splitlines()[0])
    print([(w.category.__name__, str(w.message)[:40]) for w in caught])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        torch.autograd.grad((x * 2).sum(), x, only_inputs=False, allow_unused=False, materialize_grads=True)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(len(caught))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        torch.autograd.grad((x * 2).sum(), [x, torch.ones(1, requires_grad=True)], only_inputs=False)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(len(caught))
for call in (lambda: torch.autograd.grad(3.0, x, only_inputs=False, allow_unused=False, materialize_grads=True),
             lambda: torch.autograd.grad(3.0, [], only_inputs=False),
             lambda: torch.autograd.grad((x * 2).sum(), None, only_inputs=False),
             lambda: torch.autograd.grad((x * 2).sum(), {}, only_inputs=False)):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            call()
        except Exception as e:
            print(type(e).__name__, str(e).splitlines()[0], len(caught))
