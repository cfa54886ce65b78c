# MindSpore's bprops of one-input ops, measured under a random dout: Expm1's dout * (y + 1), Tan's
# dout * (1 + y * y), Erfc's dout * -(2/sqrt(pi) * exp(-x*x)) with its Exp kernel, Sinh's dout * cosh(x) and
# Cosh's dout * sinh(x) correctly rounded; every spelling, and the second order
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops

rng = np.random.RandomState(0)
x = Tensor(rng.uniform(-6, 6, 2000).astype(np.float32))
unit = Tensor(rng.uniform(-0.99, 0.99, 2000).astype(np.float32))
dout = Tensor(rng.randn(2000).astype(np.float32))
for name, f, t in (("ops.expm1", ops.expm1, x), ("Tensor.expm1", lambda v: v.expm1(), x), ("mnp.expm1", mnp.expm1, x),
                   ("ops.tan", ops.tan, unit), ("Tensor.tan", lambda v: v.tan(), unit), ("ops.erfc", ops.erfc, x),
                   ("ops.sinh", ops.sinh, x), ("ops.cosh", ops.cosh, x), ("Tensor.sinh", lambda v: v.sinh(), x)):
    g = ms.grad(lambda v: (f(v) * dout).sum())(t).asnumpy()
    g2 = ms.grad(ms.grad(lambda v: (f(v) * dout).sum()))(t).asnumpy()
    print(name, g[:3], int(g.view(np.uint32).astype(np.int64).sum()), int(g2.view(np.uint32).astype(np.int64).sum()))
