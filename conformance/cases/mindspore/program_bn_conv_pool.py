# program: a small conv block forward: Conv2d (ones), BatchNorm2d in train and eval mode, ReLU, MaxPool2d, Flatten (MindSpore API docs examples of nn.Conv2d / nn.BatchNorm2d / nn.MaxPool2d, source: mindspore-ai/mindspore mindspore/python/mindspore/nn/layer docs; exact inputs)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

x = Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4))
conv = nn.Conv2d(2, 2, 2, pad_mode="valid", weight_init="ones", has_bias=True, bias_init="zeros")
bn = nn.BatchNorm2d(2)
pool = nn.MaxPool2d(kernel_size=2, stride=1)
y = conv(x)
print(y.shape, y[0, 0])
bn.set_train(True)
z = bn(y)
print(z[0, 1], bn.moving_mean.asnumpy(), bn.moving_variance.asnumpy())
bn.set_train(False)
print(bn(y)[0, 0])
p = pool(nn.ReLU()(z))
print(p.shape, p[0, 0])
print(nn.Flatten()(p).shape)
print(nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="same")(x).shape)
