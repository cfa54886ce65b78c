# MindSpore's grad kernels, measured under a random dout: HSigmoidGrad dout / 6 inside (-3, 3) and +0 outside,
# SoftsignGrad dout * (1 / ((1 + |x|) * (1 + |x|))), ASinGrad and ACosGrad +-dout / sqrt(1 - x*x) with the
# square root correctly rounded; every spelling
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops

rng = np.random.RandomState(0)
x = Tensor(rng.uniform(-6, 6, 2000).astype(np.float32))
unit = Tensor(rng.uniform(-0.99, 0.99, 2000).astype(np.float32))
dout = Tensor(rng.randn(2000).astype(np.float32))
for name, f, t in (("ops.hardsigmoid", ops.hardsigmoid, x), ("nn.HSigmoid", nn.HSigmoid(), x),
                   ("ops.softsign", ops.softsign, x), ("ops.asin", ops.asin, unit), ("Tensor.asin", lambda v: v.asin(), unit),
                   ("mnp.arcsin", mnp.arcsin, unit), ("ops.acos", ops.acos, unit), ("Tensor.acos", lambda v: v.acos(), unit)):
    g = ms.grad(lambda v: (f(v) * dout).sum())(t).asnumpy()
    print(name, g[:3], int(g.view(np.uint32).astype(np.int64).sum()))
print(ms.grad(lambda v: (ops.hardsigmoid(v) * dout[:4]).sum())(Tensor(np.array([-4.0, -3.0, 3.0, 5.0], np.float32))))
