# nn.Cell: attribute registration of Parameters and sub-Cells, name prefixes, parameters_and_names, cells_and_names, repr
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter

class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2)
        self.p = Parameter(Tensor([1.0]))

    def construct(self, x):
        return self.fc(x)

class Top(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()
        self.act = nn.ReLU()
        self.q = Parameter(Tensor([1.0]), name="q")
        self.frozen = Parameter(Tensor([2.0]), name="frozen", requires_grad=False)

    def construct(self, x):
        return self.act(self.sub(x))

net = Top()
print(net)
for name, p in net.parameters_and_names():
    print(name, p.name, p.requires_grad)
for name, c in net.cells_and_names():
    print(repr(name), type(c).__name__)
print(net.trainable_params())
print(len(list(net.get_parameters())), type(net.get_parameters()).__name__)
print(net.training)
print(net.set_train() is net, net.training, net.sub.training)
net.set_train(False)
print(net.training, net.set_grad() is net)
print(nn.Dense(3, 2))
print(nn.Dense(3, 2, has_bias=False, activation="relu"))
print(nn.SequentialCell([nn.Dense(3, 2), nn.ReLU()]))
print(nn.MSELoss(), nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
d = nn.Dense(3, 2)
print(d.weight, d.bias)
print(nn.SequentialCell([nn.Dense(3, 2), nn.ReLU()]).trainable_params())
