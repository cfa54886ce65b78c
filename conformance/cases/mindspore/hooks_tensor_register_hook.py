# Tensor.register_hook on an interior tensor, on a differentiated input and on Parameters; handle.remove(); misuse
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops

def double(grad):
    print("hook sees", grad)
    return grad * 2

def f(x, y):
    z = x * y
    z.register_hook(double)
    return z * y

print(ms.grad(f, (0, 1))(Tensor([1.0, 2.0, 3.0]), Tensor([1.0, 2.0, 3.0])))

x = Tensor(np.array([1.0]), ms.float32)
handle = x.register_hook(double)
print(ops.GradOperation()(lambda x: x ** 2 + x + 1)(x))
handle.remove()
handle.remove()
print(ops.GradOperation()(lambda x: x ** 2 + x + 1)(x))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = Parameter(Tensor([1.0, 2.0, 3.0]), name="w1")
        self.w2 = Parameter(Tensor([1.0, 2.0, 3.0]), name="w2")
        self.handle = self.w1.register_hook(double)
    def construct(self, x):
        return x * self.w1 + x * self.w2

net = Net()
grads = ops.GradOperation(get_by_list=True)(net, net.trainable_params())
print(grads(Tensor([1.0, 2.0, 3.0])))
print(grads(Tensor([2.0, 3.0, 4.0])))
net.handle.remove()
print(grads(Tensor([2.0, 3.0, 4.0])))
for bad in (3, None, "hook"):
    try:
        Tensor([1.0]).register_hook(bad)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(net.w1, net.w1.requires_grad)
