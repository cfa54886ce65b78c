# after net.set_grad(), a gradient function called next with the same inputs reuses the recorded forward pass (construct runs once); otherwise it runs again
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([3.0, 4.0]), name="w")
    def construct(self, x):
        print("construct", x)
        return x * self.w * 2

x = Tensor([1.0, 2.0])
net = Net()
print("-- no set_grad"); net(x); print(ms.grad(net)(x))
net = Net(); net.set_grad()
print("-- set_grad, same x"); print(net(x)); print(ms.grad(net)(x))
print("-- grad alone"); print(ms.grad(net)(x))
y = Tensor([3.0, 4.0])
print("-- forward x then grad y"); net(x); print(ms.grad(net)(y))
print("-- forward y then grad y"); net(y); print(ms.grad(net)(y))
print("-- value_and_grad with weights"); net(x); print(ms.value_and_grad(net, 0, net.trainable_params())(x))
print("-- GradOperation get_by_list"); net(x); print(ops.GradOperation(get_by_list=True)(net, net.trainable_params())(x))

class Train(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
        self.grad = ms.grad(net, None, net.trainable_params())
    def construct(self, x):
        grads = self.grad(x)
        self.opt(grads)
        return grads

inner = Net()
train = Train(inner)
train.set_grad()
print(train(x))
print(inner.w.value())
