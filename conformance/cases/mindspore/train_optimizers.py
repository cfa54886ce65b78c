# optimizers called as optimizer(grads) after value_and_grad: SGD, SGD with momentum, Momentum (nesterov), Adam, weight decay
import numpy as np
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, value_and_grad

rng = np.random.RandomState(1)
x = Tensor(rng.randn(8, 3).astype(np.float32))
y = Tensor(rng.randn(8, 2).astype(np.float32))
w0 = rng.uniform(-0.5, 0.5, (2, 3)).astype(np.float32)
b0 = rng.uniform(-0.5, 0.5, (2,)).astype(np.float32)

def make(opt_maker):
    net = nn.Dense(3, 2)
    net.weight.set_data(Tensor(w0))
    net.bias.set_data(Tensor(b0))
    loss_fn = nn.MSELoss()

    def forward(x, y):
        return loss_fn(net(x), y)

    opt = opt_maker(net.trainable_params())
    step = value_and_grad(forward, None, opt.parameters)
    losses = []
    for _ in range(10):
        loss, grads = step(x, y)
        opt(grads)
        losses.append("%.5f" % loss.asnumpy())
    print(" ".join(losses))
    print(np.round(net.weight.asnumpy(), 4))

make(lambda p: nn.SGD(p, learning_rate=0.1))
make(lambda p: nn.SGD(p, learning_rate=0.1, momentum=0.9))
make(lambda p: nn.SGD(p, learning_rate=0.1, momentum=0.9, nesterov=True))
make(lambda p: nn.Momentum(p, learning_rate=0.1, momentum=0.9))
make(lambda p: nn.Momentum(p, learning_rate=0.1, momentum=0.9, use_nesterov=True))
make(lambda p: nn.Adam(p, learning_rate=0.05))
make(lambda p: nn.SGD(p, learning_rate=0.1, weight_decay=0.1))
make(lambda p: nn.Adam(p, learning_rate=0.05, weight_decay=0.01))
