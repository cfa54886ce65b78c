# seed 003 (mindspore.grad doc), verbatim after the page's imports: function with an aux output, positional (1, 2), None, True
import numpy as np
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, ops
from mindspore import grad

# Function object to be differentiated
def fn(x, y, z):
    res = x * ops.exp(y) * ops.pow(z, 2)
    return res, z
x = Tensor([3, 3], mindspore.float32)
y = Tensor([0, 0], mindspore.float32)
z = Tensor([5, 5], mindspore.float32)
gradient, aux = grad(fn, (1, 2), None, True)(x, y, z)
print(gradient)
print(aux)
