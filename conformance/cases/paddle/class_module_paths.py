# type(...) of layers, optimizers, schedulers, io, transforms, metrics, callbacks, initializers and places prints paddle's module paths, in a class repr, a default object repr and a TypeError message
import re

import numpy as np
import paddle

dataset = paddle.io.TensorDataset([paddle.to_tensor(np.arange(4, dtype="float32").reshape(4, 1))])
linear = paddle.nn.Linear(2, 2)
objects = [
    linear, paddle.nn.Conv2D(1, 1, 1), paddle.nn.ReLU(), paddle.nn.Sequential(), paddle.nn.BatchNorm1D(2),
    paddle.nn.MSELoss(), paddle.nn.LSTM(2, 2), paddle.nn.Layer(),
    paddle.optimizer.Adam(parameters=linear.parameters()), paddle.optimizer.SGD(parameters=linear.parameters()),
    paddle.optimizer.lr.StepDecay(0.1, 2), paddle.nn.ClipGradByGlobalNorm(1.0),
    dataset, paddle.io.RandomSampler(dataset), paddle.io.BatchSampler(dataset, batch_size=2),
    paddle.io.DataLoader(dataset, batch_size=2),
    paddle.vision.transforms.Normalize(0.5, 0.5), paddle.vision.transforms.Compose([]),
    paddle.metric.Accuracy(), paddle.callbacks.EarlyStopping(), paddle.nn.initializer.XavierUniform(),
    paddle.regularizer.L2Decay(0.1), paddle.ParamAttr(), paddle.CPUPlace(), paddle.to_tensor([1.0]),
]
for obj in objects:
    print(type(obj))
print(type(linear).__name__, type(linear).__qualname__)

# a class without its own __repr__ prints paddle's path in Python's default repr
for obj in [paddle.io.RandomSampler(dataset), dataset, paddle.metric.Accuracy()]:
    print(re.sub(r"0x[0-9a-fA-F]+", "0x...", repr(obj)))

# a user's subclass keeps its own module
class MyLayer(paddle.nn.Layer):
    pass

print(type(MyLayer()))

try:
    paddle.to_tensor(paddle.nn.ReLU())
except TypeError as error:
    print(type(error).__name__, str(error).splitlines()[0])
