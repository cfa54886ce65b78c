# nn.Cell attribute reassignment: a sub-Cell or Parameter set to None stays registered as None (printed, skipped by walks), a Parameter assigned a Tensor takes its data, a shared sub-Cell is named once, wrong types raise TypeError
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = nn.Dense(2, 2)
        self.act = nn.ReLU()
        self.p = Parameter(Tensor(np.ones(2, np.float32)), name="p")

    def construct(self, x):
        return x


net = Net()
net.sub = None
print(net.sub)
print([n for n, _ in net.cells_and_names()])
print(list(net.name_cells().keys()), len(net.cells()))
print([p.name for p in net.trainable_params()])
print(net)
net.act = None
print(list(net.name_cells().items()))
print(net)
try:
    net.act = 3
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
net.act = nn.Tanh()
print(net)

p = net.p
net.p = Tensor(np.array([5.0, 6.0], np.float32))
print(type(net.p).__name__, net.p is p, net.p.name, net.p.asnumpy())
try:
    net.p = 7
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
net.p = None
print(net.p, [p.name for p in net.get_parameters()], list(net.parameters_dict().keys()))
del net.act
print(list(net.name_cells().keys()), hasattr(net, "act"))


class Later(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = None
        self.sub = nn.Dense(2, 2)

    def construct(self, x):
        return x


later = Later()
print(list(later.name_cells().keys()), list(later.parameters_dict().keys()))


class Shared(nn.Cell):
    def __init__(self):
        super().__init__()
        dense = nn.Dense(2, 2)
        self.a = dense
        self.b = dense

    def construct(self, x):
        return x


shared = Shared()
print(list(shared.name_cells().keys()), [n for n, _ in shared.cells_and_names()])
print(shared)
