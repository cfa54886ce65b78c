# MindSpore's SigmoidGrad is dout * (y * (1 - y)) on its Sigmoid kernel's y, and SiLU's bprop is composed from
# Mul's and Sigmoid's, dout * s + SigmoidGrad(s, dout * x): gradients under a random dout, every spelling,
# second order
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

rng = np.random.RandomState(0)
x = Tensor(np.linspace(-12, 12, 4001).astype(np.float32))
dout = Tensor(rng.randn(4001).astype(np.float32))
for name, f in (("ops.sigmoid", ops.sigmoid), ("nn.Sigmoid", nn.Sigmoid()), ("Tensor.sigmoid", lambda t: t.sigmoid()),
                ("ops.Sigmoid", ops.Sigmoid()), ("ops.silu", ops.silu), ("nn.SiLU", nn.SiLU())):
    g = ms.grad(lambda t: (f(t) * dout).sum())(x).asnumpy()
    print(name, g[1995:1999], "bits sum", int(g.view(np.uint32).astype(np.int64).sum()))
small = Tensor(np.array([-3.0, -0.5, 0.0, 0.7, 2.5], np.float32))
print("second order sigmoid:", ms.grad(ms.grad(lambda t: ops.sigmoid(t).sum()))(small))
print("second order silu:", ms.grad(ms.grad(lambda t: ops.silu(t).sum()))(small))
print("tiny:", ms.grad(lambda t: (ops.sigmoid(t) * ops.silu(t)).sum())(small))
