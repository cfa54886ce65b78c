# SGD, Momentum and Adam given a None gradient raise MindSpore's exception types (Adam's message up to its list of internal signatures), after updating the Parameters before it; the next step goes on from there
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
net = nn.Dense(2, 2)
ones = (Tensor(np.ones((2, 2), np.float32)), Tensor(np.ones(2, np.float32)))
for opt in [nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9), nn.Momentum(net.trainable_params(), 0.1, 0.9),
            nn.Adam(net.trainable_params())]:
    for grads in [(ones[0], None), (None, ones[1])]:
        try:
            opt(grads)
        except Exception as e:
            print(type(opt).__name__, type(e).__name__, str(e).split(". ")[0])
    print(opt.global_step.asnumpy(), net.weight.asnumpy().ravel(), net.bias.asnumpy())
    opt(ones)
    print(opt.global_step.asnumpy(), net.weight.asnumpy().ravel(), net.bias.asnumpy())
