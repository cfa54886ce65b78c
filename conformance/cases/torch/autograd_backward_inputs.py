# torch.autograd.backward inputs=: accumulate only into the given leaves (tensor, list, dict, non-leaf); empty inputs is an error
import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0], requires_grad=True)


def loss():
    return (a * b).sum()


torch.autograd.backward(loss(), inputs=a)
print(a.grad, b.grad)
torch.autograd.backward(loss(), inputs=[b])
print(a.grad, b.grad)
torch.autograd.backward(loss(), inputs={"a": a, "b": b})
print(a.grad, b.grad)
h = a * 2
h.retain_grad()
torch.autograd.backward((h * b).sum(), inputs=[h])
print(h.grad, a.grad)
for bad in ([], ()):
    try:
        torch.autograd.backward(loss(), inputs=bad)
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
loss().backward(inputs=[a])
print(a.grad, b.grad)
