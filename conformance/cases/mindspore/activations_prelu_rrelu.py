# MindSpore's PReLU (ops.prelu, nn.PReLU: a slope per channel on axis 1, its PReLUGrad summing each channel's
# dout * x in order), RReLU's seeded slopes, tanhshrink with its Tanh kernel, Softmax2d, and their checks
import numpy as np
import mindspore as ms
from mindspore import nn, ops

rng = np.random.RandomState(0)
x = ms.Tensor(rng.uniform(-6, 6, (402, 5)).astype(np.float32))
w = ms.Tensor(np.array([0.25, -0.5, 0.1, 2.0, 0.0], np.float32))
dout = ms.Tensor(rng.randn(402, 5).astype(np.float32))


def checksum(t):
    return int(t.asnumpy().view(np.uint32).astype(np.int64).sum())


for weight in (w, ms.Tensor(np.array([0.3], np.float32))):
    y = ops.prelu(x, weight)
    gx, gw = ms.grad(lambda a, b: (ops.prelu(a, b) * dout).sum(), grad_position=(0, 1))(x, weight)
    print(checksum(y), checksum(gx), gw)
net = nn.PReLU(channel=5, w=0.1)
print(net, net.w, [p.name for p in net.trainable_params()])
print(ms.grad(lambda a: (net(a) * dout).sum(), None, net.trainable_params())(x))
image = ms.Tensor(rng.uniform(-2, 2, (2, 3, 2, 2)).astype(np.float32))
print(nn.PReLU(3, [0.1, 0.2, 0.3])(image))
print(nn.Softmax2d()(image))
t = ms.Tensor(rng.uniform(-6, 6, 2003).astype(np.float32))
d = ms.Tensor(rng.randn(2003).astype(np.float32))
print(checksum(ops.tanhshrink(t)), checksum(ms.grad(lambda a: (ops.tanhshrink(a) * d).sum())(t)),
      checksum(nn.Tanhshrink()(t)))
print(ops.tanhshrink(ms.Tensor(np.array([1, 2], np.int32))))
ms.set_seed(3)
small = ms.Tensor(np.arange(-6, 6, dtype=np.float32).reshape(2, 3, 2))
print(ops.rrelu(small))
print(nn.RReLU(0.2, 0.4)(small))
print(ms.grad(lambda a: ops.rrelu(a).sum())(small))
for bad in (lambda: ops.prelu(small, ms.Tensor(np.ones((3, 1), np.float32))),
            lambda: ops.prelu(small, ms.Tensor(np.ones(1, np.float64))),
            lambda: ops.prelu(ms.Tensor(np.ones(4, np.int32)), ms.Tensor(np.ones(1, np.int32))),
            lambda: nn.PReLU(channel=0), lambda: nn.PReLU(channel=2.0), lambda: nn.PReLU(channel=2, w=[0.1]),
            lambda: nn.PReLU(channel=2, w=[0.1, 1]), lambda: nn.PReLU(w=1),
            lambda: nn.PReLU(channel=2, w=ms.Tensor(np.ones(3, np.float32))),
            lambda: nn.Softmax2d()(ms.Tensor(np.ones((2, 3), np.float32))), lambda: nn.RReLU(lower=0.5, upper=0.1),
            lambda: nn.RReLU(upper="a"), lambda: ops.rrelu(small, lower=0.5, upper=0.1), lambda: ops.rrelu([1.0]),
            lambda: ops.tanhshrink([1.0])):
    try:
        out = bad()
        out.asnumpy()  # PReLU's checks fail when its kernel runs: the next read raises
    except (TypeError, ValueError) as error:
        print(type(error).__name__, str(error).splitlines()[0])
