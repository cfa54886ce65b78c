# Erf's gradient as MindSpore's bprop composes it (dout * (2/sqrt(pi) * Exp(-x*x)), its own Exp kernel): first
# and second order, through ops.erf and Tensor.erf, on special values and on 1,003 random ones
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

special = Tensor(np.array([1.0, -1.0, 0.0, -0.0, 0.5, 2.0, -200.0, 30.0, np.inf, np.nan], np.float32))
print(ms.grad(lambda t: ops.erf(t).sum())(special))
print(ms.grad(lambda t: (t.erf() * 3.0).sum())(special))
print(ms.grad(ms.grad(lambda t: ops.erf(t).sum()))(Tensor(np.array([0.5, -1.0, 2.0], np.float32))))
rng = np.random.RandomState(1)
x = rng.uniform(-4, 4, 1003).astype(np.float32)
w = rng.uniform(-2, 2, 1003).astype(np.float32)
g = ms.grad(lambda t: (ops.erf(t) * Tensor(w)).sum())(Tensor(x)).asnumpy()
print(g[:5], "bits sum", int(g.view(np.uint32).astype(np.int64).sum()))
