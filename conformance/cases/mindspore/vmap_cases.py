# vmap: default axes, in_axes with None, out_axes, vmap of grad (per-sample gradients)
import numpy as np
import mindspore
from mindspore import Tensor, vmap, grad

def mul(a, b):
    return a * b

def dot(a, b):
    return (a * b).sum()

def ssum(a):
    return (a * a).sum()

def double(a):
    return a * 2

xs = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
print(vmap(mul)(xs, Tensor([1.0, 2.0, 3.0], mindspore.float32).reshape(3, 1)))
print(vmap(dot, in_axes=(0, None))(xs, Tensor([1.0, -1.0], mindspore.float32)))
print(vmap(grad(ssum))(xs))
print(vmap(double, 0, 1)(xs))
print(vmap(double, 1, 0)(xs))
