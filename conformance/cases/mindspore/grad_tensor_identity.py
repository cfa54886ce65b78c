# mindspore.grad differentiates a Tensor object: its uses through a closure count, also in a grad nested inside
# (d/dv of grad(u -> u*v*u)(v) is 6v), a Parameter passed as an argument, one Tensor at two positions, a Cell whose
# construct reads the argument's object, value_and_grad and vjp
import numpy as np
import mindspore as ms
from mindspore import nn, ops
x = ms.Tensor(np.array([0.5, -0.3, 2.0], np.float32))
z = ms.Tensor(np.array([1.5, 2.0, -1.0], np.float32))
print("1", ms.grad(lambda v: (v * x).sum())(x))
print("2", ms.grad(lambda v, w: (v * w * z).sum())(x, z))
print("3", ms.grad(lambda v: ms.grad(lambda u: (u * v * u).sum())(v).sum())(x))
print("3b", ms.grad(lambda v: ms.grad(lambda u: (u * x * u).sum())(v).sum())(x))
p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
print("4", ms.grad(lambda v: (v * p).sum())(p))
print("5", ms.grad(lambda a, b: (a * b * x).sum(), (0, 1))(x, x))
print("6", ms.grad(lambda a, b: (a * b * x).sum(), 1)(z, x))
print("7", ms.value_and_grad(lambda v: (ops.sin(x) * v).sum())(x))
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
    def construct(self, v):
        return (v * self.w * x).sum()
net = Net()
print("8", ms.grad(net, 0, net.trainable_params())(x))
print("9", ms.grad(lambda v: (v * x).sum(), None, net.trainable_params())(x))
# vjp too (PyNative); jvp, jacfwd and jacrev compile the function, where a closure's Tensor is a constant
def times_x(v):
    return v * x


print("vjp", ms.vjp(times_x, x)[1](ms.Tensor(np.ones(3, np.float32))))
print("jvp", ms.jvp(times_x, x, ms.Tensor(np.ones(3, np.float32))))
print("jacrev", ms.jacrev(times_x)(x))
