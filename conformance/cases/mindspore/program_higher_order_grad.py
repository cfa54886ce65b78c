# program: higher-order derivatives by nesting grad (MindSpore advanced autodiff tutorial "Higher-order Derivation", source: mindspore-ai/docs tutorials/source_en/advanced/derivation.md)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

x = Tensor([0.1, 0.5, 2.0], ms.float32)


def f(x):
    return x * x * x


first = ms.grad(f)
second = ms.grad(first)
third = ms.grad(second)
print(first(x), second(x), third(x))


def g(x, y):
    return x * x * y


print(ms.grad(ms.grad(g, grad_position=0), grad_position=1)(Tensor([3.0]), Tensor([2.0])))
