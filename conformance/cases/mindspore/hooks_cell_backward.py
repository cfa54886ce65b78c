# Cell.register_backward_hook / register_backward_pre_hook: what they see, replacing gradients, several hooks, remove
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

def seen(cell, grad_input, grad_output):
    print("backward", type(cell).__name__, grad_input, grad_output)

def ones(cell, grad_input, grad_output):
    return Tensor(np.ones([1]).astype(np.float32)), Tensor(np.ones([1]).astype(np.float32) * 3)

def pre(cell, grad_output):
    print("backward pre", grad_output)
    return (grad_output[0] * 10,)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mul = nn.MatMul()
    def construct(self, x, y):
        x = self.mul(x, y)
        return x + x

grad_all = ops.GradOperation(get_all=True)
x, y = Tensor(np.ones([1]).astype(np.float32)), Tensor(np.ones([1]).astype(np.float32) * 2)
net = Net()
h1 = net.mul.register_backward_hook(seen)
print(grad_all(net)(x, y))
h2 = net.mul.register_backward_hook(ones)
print(grad_all(net)(x, y))
h2.remove()
h3 = net.mul.register_backward_pre_hook(pre)
print(grad_all(net)(x, y))
h1.remove()
h3.remove()
print(grad_all(net)(x, y))

relu_net = nn.ReLU()
relu_net.register_backward_hook(seen)
print(ms.grad(lambda x: relu_net(x + x))(Tensor([1.0, -1.0])))
