# program: ops.GradOperation w.r.t. inputs, weights, sens and stop_gradient (MindSpore r1.x tutorial "Automatic Differentiation", source: mindspore-ai/docs tutorials/source_en/beginner/autograd.md)
import numpy as np
import mindspore.nn as nn
from mindspore import Parameter, Tensor, ParameterTuple
from mindspore import dtype as mstype
import mindspore.ops as ops
from mindspore.ops import stop_gradient


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.w = Parameter(np.array([6.0]), name='w')
        self.b = Parameter(np.array([1.0]), name='b')

    def construct(self, x):
        f = self.w * x + self.b
        return f


class GradNet(nn.Cell):
    def __init__(self, net):
        super(GradNet, self).__init__()
        self.net = net
        self.grad_op = ops.GradOperation()

    def construct(self, x):
        gradient_function = self.grad_op(self.net)
        return gradient_function(x)


x = Tensor([100], dtype=mstype.float32)
output = GradNet(Net())(x)
print(output)


class GradNetW(nn.Cell):
    def __init__(self, net):
        super(GradNetW, self).__init__()
        self.net = net
        self.params = ParameterTuple(net.trainable_params())
        self.grad_op = ops.GradOperation(get_by_list=True)

    def construct(self, x):
        gradient_function = self.grad_op(self.net, self.params)
        return gradient_function(x)


x = Tensor([100], dtype=mstype.float32)
fx = GradNetW(Net())(x)
print(f"wgrad: {fx[0]}\nbgrad: {fx[1]}")


class Net2(nn.Cell):
    def __init__(self):
        super(Net2, self).__init__()
        self.w = Parameter(Tensor(np.array([6], np.float32)), name='w')
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name='b', requires_grad=False)

    def construct(self, x):
        out = x * self.w + self.b
        return out


x = Tensor([5], dtype=mstype.float32)
fw = GradNetW(Net2())(x)
print(fw)


class GradNetSens(nn.Cell):
    def __init__(self, net):
        super(GradNetSens, self).__init__()
        self.net = net
        self.grad_op = ops.GradOperation(sens_param=True)
        self.grad_wrt_output = Tensor([0.1], dtype=mstype.float32)

    def construct(self, x):
        gradient_function = self.grad_op(self.net)
        return gradient_function(x, self.grad_wrt_output)


x = Tensor([6], dtype=mstype.float32)
output = GradNetSens(Net2())(x)
print(output)


class Net3(nn.Cell):
    def __init__(self):
        super(Net3, self).__init__()
        self.w = Parameter(Tensor(np.array([6], np.float32)), name='w')
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name='b')

    def construct(self, x):
        out = x * self.w + self.b
        out = stop_gradient(out)
        return out


x = Tensor([100], dtype=mstype.float32)
output = GradNetW(Net3())(x)
print(f"wgrad: {output[0]}\nbgrad: {output[1]}")
