# program: value_and_grad with has_aux on a function returning (loss, logits), and on a Cell's weights (MindSpore API docs example of mindspore.value_and_grad, source: mindspore-ai/mindspore mindspore/python/mindspore/ops/composite/base.py docs)
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, value_and_grad


def fn(x, y, z):
    res = x * ops.exp(y) * ops.pow(z, 2)
    return res, z


x = Tensor(np.array([3, 3]).astype(np.float32))
y = Tensor(np.array([0, 0]).astype(np.float32))
z = Tensor(np.array([5, 5]).astype(np.float32))
output, grad = value_and_grad(fn, grad_position=(1, 2), weights=None, has_aux=True)(x, y, z)
print(output)
print(grad)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([1.0, -1.0], np.float32)), name="w")

    def construct(self, x):
        return (x * self.w).sum(), x * 2


net = Net()
value, grads = value_and_grad(net, None, net.trainable_params(), has_aux=True)(Tensor([2.0, 3.0]))
print(value, grads)
