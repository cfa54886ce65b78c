# seed 002 (paddle.autograd.backward blog), torch example verbatim: Tensor.backward of sum(x**2) with retain_graph
import torch
root = torch.tensor([1.0, 2.0], dtype=torch.float32, requires_grad=True)
def fobj(x):
    return torch.sum(x**2)
y = fobj(root)
y.backward(retain_graph=True)
print('torch:',root.grad)
print(root*2)
