# program: gradients of a Cell w.r.t. inputs and weights with grad(grad_position, weights) and return_ids (MindSpore API docs example of mindspore.grad, source: mindspore-ai/mindspore mindspore/python/mindspore/ops/composite/base.py docs)
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, grad


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.w = ms.Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")

    def construct(self, x, y):
        return ops.reduce_sum(x * x * self.w + y * self.w)


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
print(grad(net, grad_position=0)(x, y))
print(grad(net, grad_position=(0, 1))(x, y))
print(grad(net, grad_position=None, weights=net.trainable_params())(x, y))
print(grad(net, grad_position=(0, 1), weights=net.trainable_params(), return_ids=True)(x, y))
