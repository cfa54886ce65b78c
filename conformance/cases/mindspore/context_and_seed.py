# context: set_context(mode=PYNATIVE/GRAPH, device_target='CPU'), get_context, set_seed seeds numpy; gradients still work
import numpy as np
import mindspore
from mindspore import Tensor, grad

print(mindspore.PYNATIVE_MODE, mindspore.GRAPH_MODE, mindspore.get_context("mode"), mindspore.get_context("device_target"))
mindspore.set_context(mode=mindspore.PYNATIVE_MODE, device_target="CPU")
print(mindspore.get_context("mode"))
mindspore.set_seed(7)
print(np.random.rand(3))

def f(x):
    return (x * x).sum()

print(grad(f)(Tensor([1.0, 2.0], mindspore.float32)))
mindspore.set_context(mode=mindspore.GRAPH_MODE)
print(mindspore.get_context("mode"))
print(grad(f)(Tensor([1.0, 2.0], mindspore.float32)))

@mindspore.jit
def g(x):
    return x * 3

print(g(Tensor([1.0], mindspore.float32)))
