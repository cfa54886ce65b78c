# torch.func.jvp: (output, jvp_out) in forward mode, with several primals, has_aux, strict, and mismatched tangents
import torch
from torch.func import jvp

x = torch.tensor([0.0, 1.0, 2.0])
print(jvp(torch.sin, (x,), (torch.ones(3),)))
print(jvp(lambda a, b: a * b, (x, torch.tensor([2.0, 2.0, 2.0])), (torch.ones(3), torch.zeros(3))))
res = jvp(lambda a: (a.exp(), a.sum()), (x,), (torch.ones(3),), has_aux=True)
print(type(res).__name__, len(res), res)
print(jvp(torch.cos, (x,), (torch.ones(3),), strict=True))
for bad in [((x,), torch.ones(3)), ((x,), (torch.ones(2),)), ((x,), (torch.ones(3), torch.ones(3))), ([x], [torch.ones(3)])]:
    try:
        print(jvp(torch.sin, *bad))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
