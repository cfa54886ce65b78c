# program: custom Cell with Parameters, parameters_dict, trainable_params, requires_grad, Parameter.set_data and clone (MindSpore tutorial "Network Construction / Parameter", source: mindspore-ai/docs tutorials/source_en/advanced/modules/layer.md)
import numpy as np
import mindspore
from mindspore import nn, Parameter, Tensor, ops


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((5, 3)), mindspore.float32), name='w')
        self.b = Parameter(Tensor(np.zeros((3,)), mindspore.float32), name='b')

    def construct(self, x):
        z = ops.matmul(x, self.w) + self.b
        return z


net = Network()
for name, param in net.parameters_and_names():
    print(name, param.shape, param.requires_grad)
print(net.parameters_dict())
print([p.name for p in net.trainable_params()])
net.b.requires_grad = False
print([p.name for p in net.trainable_params()], [p.name for p in net.untrainable_params()])
net.w.set_data(Tensor(np.full((5, 3), 2.0), mindspore.float32))
print(net(ops.ones((1, 5), mindspore.float32)))
w2 = net.w.clone()
print(w2.name, w2.asnumpy().sum())
