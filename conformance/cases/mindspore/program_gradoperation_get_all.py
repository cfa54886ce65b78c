# program: GradOperation(get_all=True) and GradOperation(get_all=True, get_by_list=True) on a two-input Cell (MindSpore API docs example of ops.GradOperation, source: mindspore-ai/mindspore mindspore/python/mindspore/ops/composite/base.py docs)
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.matmul = ops.MatMul()
        self.z = Parameter(Tensor(np.array([1.0], np.float32)), name='z')

    def construct(self, x, y):
        x = x * self.z
        out = self.matmul(x, y)
        return out


class GradNetWrtXY(nn.Cell):
    def __init__(self, net):
        super(GradNetWrtXY, self).__init__()
        self.net = net
        self.grad_op = ops.GradOperation(get_all=True)

    def construct(self, x, y):
        gradient_function = self.grad_op(self.net)
        return gradient_function(x, y)


x = Tensor([[1, 2, 3], [4, 5, 6]], dtype=ms.float32)
y = Tensor([[1, 2, 1], [2, 1, 2], [1, 1, 1]], dtype=ms.float32)
output = GradNetWrtXY(Net())(x, y)
print(output)


class GradNetWrtInputsAndParams(nn.Cell):
    def __init__(self, net):
        super(GradNetWrtInputsAndParams, self).__init__()
        self.net = net
        self.params = ParameterTuple(net.trainable_params())
        self.grad_op = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, x, y):
        gradient_function = self.grad_op(self.net, self.params)
        return gradient_function(x, y)


print(GradNetWrtInputsAndParams(Net())(x, y))
