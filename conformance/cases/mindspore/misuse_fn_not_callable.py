# misuse: differentiating a non-callable raises TypeError when called; a later gradient still works
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter, ParameterTuple, grad, value_and_grad, ops

def f(x, y):
    return (x * y).sum()

x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, 4.0], mindspore.float32)
try:
    grad(3)(x, y)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
# state is intact: the same gradient still works
print(grad(f, (0, 1))(x, y))
