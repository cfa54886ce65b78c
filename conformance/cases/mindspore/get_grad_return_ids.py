# mindspore.get_grad / ops.get_grad: finding a gradient by position or Parameter in return_ids results, and its errors
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 2.0]), name="w")
        self.z = Parameter(Tensor([3.0, 3.0]), name="z")
    def construct(self, x, y):
        return x * y * self.w * self.z

net = Net()
x, y = Tensor([1.0, 2.0]), Tensor([3.0, 4.0])
res = ms.grad(net, (0, 1), net.trainable_params(), return_ids=True)(x, y)
print(res)
print(ms.get_grad(res, 0))
print(ms.get_grad(res, 1))
print(ops.get_grad(res, net.w))
print(ops.get_grad(res, net.z))
for bad in (2, "a", 1.0, Parameter(Tensor([1.0]), name="other")):
    try:
        ms.get_grad(res, bad)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
try:
    ms.get_grad(ms.grad(net, (0, 1))(x, y), 0)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
