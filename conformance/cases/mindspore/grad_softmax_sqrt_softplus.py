# MindSpore's bprops, measured under a random dout: Softmax's (dout - ReduceSum(dout * out, -1, keep_dims)) * out
# (another axis transposed to the last and back), SqrtGrad's dout / (2 * y), SoftplusGrad's dout / (1 + exp(-x))
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops

rng = np.random.RandomState(0)
x = Tensor(rng.uniform(-6, 6, (40, 50)).astype(np.float32))
pos = Tensor(rng.uniform(0.01, 6, (40, 50)).astype(np.float32))
dout = Tensor(rng.randn(40, 50).astype(np.float32))
cases = [("ops.softmax", ops.softmax, x), ("ops.softmax axis 0", lambda t: ops.softmax(t, 0), x),
         ("nn.Softmax", nn.Softmax(), x), ("ops.Softmax axis 0", ops.Softmax(axis=0), x),
         ("3-D middle axis", lambda t: ops.softmax(t.reshape(4, 10, 50), 1), x),
         ("ops.sqrt", ops.sqrt, pos), ("Tensor.sqrt", lambda t: t.sqrt(), pos), ("mnp.sqrt", mnp.sqrt, pos),
         ("ops.softplus", ops.softplus, x), ("ops.Softplus", ops.Softplus(), x)]
for name, f, t in cases:
    g = ms.grad(lambda v: (f(v).reshape(40, 50) * dout).sum())(t).asnumpy()
    print(name, g[0, :3], "bits sum", int(g.view(np.uint32).astype(np.int64).sum()))
print("softplus beta 2:", ms.grad(lambda v: (ops.softplus(v, beta=2) * dout).sum())(x).asnumpy()[0, :3])
