# SoftmaxCrossEntropyWithLogits (sparse and one-hot) in a TrainOneStepCell loop with SGD: 20 steps, losses to 4 decimals
import numpy as np
import mindspore
import mindspore.nn as nn
from mindspore import Tensor

rng = np.random.RandomState(2)
x = Tensor(rng.randn(12, 5).astype(np.float32))
labels = rng.randint(0, 3, 12)
w = rng.uniform(-0.3, 0.3, (3, 5)).astype(np.float32)
for sparse in (True, False):
    net = nn.Dense(5, 3)
    net.weight.set_data(Tensor(w))
    net.bias.set_data(Tensor(np.zeros(3, np.float32)))
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=sparse, reduction="mean")
    y = Tensor(labels.astype(np.int32)) if sparse else Tensor(np.eye(3, dtype=np.float32)[labels])
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.SGD(net.trainable_params(), 0.5))
    print(" ".join("%.4f" % train(x, y).asnumpy() for _ in range(20)))
per_sample = nn.SoftmaxCrossEntropyWithLogits(sparse=True)(net(x), Tensor(labels.astype(np.int32)))
print(per_sample.shape, "%.4f" % per_sample.asnumpy().sum())
