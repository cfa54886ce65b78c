# Tensor.backward: gradient=, retain_graph, create_graph, inputs=, accumulation into .grad and non-leaf .grad access
import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
w = torch.tensor([0.5, -1.0], requires_grad=True)
y = x * w
print(y.backward(torch.tensor([1.0, 1.0]), retain_graph=True))
print(x.grad, w.grad)
y.backward(gradient=torch.tensor([2.0, 0.0]), inputs=[w])
print(x.grad, w.grad)
z = (x ** 2).sum()
z.backward(create_graph=True)
print(x.grad.requires_grad, x.grad)
x.grad = None
h = x * 3
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    (h ** 2).sum().backward()
    print(h.grad)
print([w.category.__name__ for w in caught], str(caught[0].message).splitlines()[0] if caught else None)
print(x.grad)
t = torch.tensor(2.0, requires_grad=True)
(t ** 2).backward(inputs=t)
print(t.grad)
