# torch.autograd.grad and backward with GradientEdge outputs/inputs (torch.autograd.graph.get_gradient_edge)
import torch
from torch.autograd.graph import get_gradient_edge

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 3
y = (h ** 2).sum()
edge = get_gradient_edge(h)
print(torch.autograd.grad(y, edge, retain_graph=True))
print(torch.autograd.grad(y, [x, edge], retain_graph=True))
try:
    torch.autograd.grad(y, [edge], materialize_grads=True, allow_unused=True, retain_graph=True)
    print("ok")
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
torch.autograd.backward(y, inputs=[x])
print(x.grad)
