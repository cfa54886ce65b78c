# program: initializers on Parameters and layers under a seed: initializer() with names and classes, Dense/Conv2d with weight_init (MindSpore API docs examples of mindspore.common.initializer, source: mindspore-ai/mindspore mindspore/python/mindspore/common/initializer.py docs; seeded)
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter
from mindspore.common.initializer import initializer, One, Normal, Uniform, TruncatedNormal, XavierUniform, HeNormal, Constant

ms.set_seed(5)
w1 = Parameter(initializer("xavier_uniform", [1, 2, 3], ms.float32))
w2 = Parameter(initializer(XavierUniform(), [1, 2, 3], ms.float32))
w3 = Parameter(initializer(HeNormal(), [2, 3], ms.float32))
w4 = Parameter(initializer(TruncatedNormal(0.02), [2, 3]))
w5 = Parameter(initializer(Constant(0.5), [2]))
for w in [w1, w2, w3, w4, w5]:
    print(w.asnumpy())
dense = nn.Dense(3, 4, weight_init=Normal(0.1), bias_init=Uniform(0.5))
print(dense.weight.asnumpy(), dense.bias.asnumpy())
conv = nn.Conv2d(1, 2, 2, weight_init="he_uniform")
print(conv.weight.asnumpy())
print(np.random.rand(3))
