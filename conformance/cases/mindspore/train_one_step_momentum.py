# TrainOneStepCell + WithLossCell + Momentum: 20 steps on a 2-layer net with weights set from numpy, losses printed to 5 decimals
import numpy as np
import mindspore
import mindspore.nn as nn
from mindspore import Tensor

rng = np.random.RandomState(0)
net = nn.SequentialCell([nn.Dense(4, 8), nn.ReLU(), nn.Dense(8, 1)])
for p in net.trainable_params():
    p.set_data(Tensor(rng.uniform(-0.5, 0.5, p.shape).astype(np.float32)))
x = Tensor(rng.randn(16, 4).astype(np.float32))
y = Tensor(rng.randn(16, 1).astype(np.float32))
loss_net = nn.WithLossCell(net, nn.MSELoss())
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
train = nn.TrainOneStepCell(loss_net, opt)
train.set_train()
for step in range(20):
    loss = train(x, y)
    print(step, "%.5f" % loss.asnumpy())
print(type(loss).__name__, loss.shape, loss.dtype)
print([p.name for p in net.trainable_params()])
print(np.round(net.trainable_params()[-1].asnumpy(), 4))
