# Cell.register_forward_pre_hook / register_forward_hook: inputs and outputs replaced, order, remove, effect on gradients
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    def construct(self, x):
        return self.dense(x)

def pre_double(cell, inputs):
    print("pre", type(cell).__name__, len(inputs))
    return inputs[0] * 2

def pre_none(cell, inputs):
    print("pre none")

def post_add(cell, inputs, output):
    print("post", output)
    return output + 1

net = Net()
x = Tensor(np.array([[1.0, 2.0]], np.float32))
h1 = net.dense.register_forward_pre_hook(pre_double)
h2 = net.dense.register_forward_pre_hook(pre_none)
h3 = net.dense.register_forward_hook(post_add)
print(net(x))
print(ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x))
h1.remove()
print(net(x))
h3.remove()
h2.remove()
print(net(x))
try:
    net.register_forward_hook("not a function")
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
