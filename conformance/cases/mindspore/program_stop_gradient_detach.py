# program: stopping gradients with ops.stop_gradient inside functions and Cells (MindSpore tutorial "Functional Automatic Differentiation", stop gradient section, source: mindspore-ai/docs tutorials/source_en/beginner/autograd.md)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor


def f(x, y):
    out1 = x * y
    out2 = x * y
    out2 = ops.stop_gradient(out2)
    return out1 + out2


x = Tensor([1.0, 2.0])
y = Tensor([3.0, 4.0])
print(ms.grad(f, grad_position=(0, 1))(x, y))


def g(x):
    return x * x, ops.stop_gradient(x * 3)


print(ms.grad(g)(x))
print(ms.value_and_grad(g, has_aux=True)(x))
