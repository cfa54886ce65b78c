# a Cell's own bprop replaces autodiff through it: inputs, out and dout it sees, integer inputs, nesting, Parameters inside get zeros
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P

grad_all = ops.GradOperation(get_all=True)

class MulAdd(nn.Cell):
    def construct(self, x, y):
        return 2 * x + y
    def bprop(self, x, y, out, dout):
        return 2 * dout, 2 * y

print(grad_all(MulAdd())(Tensor(1, ms.int32), Tensor(2, ms.int32)))
print(grad_all(MulAdd())(Tensor([1.0, 2.0]), Tensor([3.0, 4.0])))

class Seen(MulAdd):
    def bprop(self, x, y, out, dout):
        print("bprop sees", x, y, out, dout)
        return 2 * dout, 2 * y

print(grad_all(Seen())(Tensor([1.0, 2.0]), Tensor([3.0, 4.0])))

class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = MulAdd()
    def construct(self, x, y):
        return self.inner(x, y) + x + 2 * y

print(grad_all(Outer())(Tensor([1.0]), Tensor([2.0])))

class WithParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.matmul = P.MatMul()
        self.z = Parameter(Tensor(np.array([1.0], np.float32)), name="z")
    def construct(self, x, y):
        return self.matmul(x * self.z, y)
    def bprop(self, x, y, out, dout):
        return x + x, y + y

net = WithParam()
x = Tensor([[0.5, 0.6], [1.2, 1.3]], ms.float32)
y = Tensor([[0.01, 0.3], [0.1, 0.2]], ms.float32)
print(ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x, y))

class TwoOutputs(nn.Cell):
    def construct(self, x):
        return x + 1, x + 2
    def bprop(self, x, out, dout):
        print("dout", dout)
        return (out[1] * dout[0],)

print(ms.grad(lambda x: TwoOutputs()(x)[0].sum())(Tensor([1.0, 2.0])))
print(ms.value_and_grad(MulAdd(), (0, 1))(Tensor([1.0]), Tensor([5.0])))
print(MulAdd()(Tensor([1.0]), Tensor([5.0])))
# integer inputs: the bprop sees them, out and dout in their integer dtype
print(grad_all(Seen())(Tensor(1, ms.int32), Tensor(2, ms.int32)))
print(grad_all(Seen())(Tensor([1, 2]), Tensor([3, 4])))
