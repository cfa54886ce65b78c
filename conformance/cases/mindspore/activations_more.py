# MindSpore activations: ops.elu (its Exp kernel's exp(x) - 1, EluGrad dout * (y + 1); alpha 1 only),
# ops.logsigmoid (Log of its Sigmoid kernel), softmin, glu, nn.ELU/Softmin/GLU/Tanhshrink/Softsign: values and
# gradients under a random dout; the layers' reprs; Elu's error for another alpha
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

rng = np.random.RandomState(0)
x = Tensor(rng.uniform(-6, 6, (20, 50)).astype(np.float32))
dout = Tensor(rng.randn(20, 50).astype(np.float32))
for name, f in (("ops.elu", ops.elu), ("nn.ELU", nn.ELU()), ("ops.logsigmoid", ops.logsigmoid),
                ("ops.softmin", ops.softmin), ("ops.softmin axis 0", lambda t: ops.softmin(t, 0)), ("nn.Softmin", nn.Softmin()),
                ("ops.glu", ops.glu), ("ops.glu axis 0", lambda t: ops.glu(t, 0)), ("nn.GLU", nn.GLU()),
                ("nn.Tanhshrink", nn.Tanhshrink()), ("nn.Softsign", nn.Softsign())):
    y = f(x)
    d = Tensor(dout.asnumpy()[tuple(slice(0, s) for s in y.shape)])
    g = ms.grad(lambda t: (f(t) * d).sum())(x).asnumpy()
    print(name, y.shape, y.asnumpy().ravel()[:3], int(y.asnumpy().view(np.uint32).astype(np.int64).sum()),
          int(g.view(np.uint32).astype(np.int64).sum()))
print(nn.ELU(), nn.Softmin(), nn.GLU(), nn.Tanhshrink(), nn.Softsign(), nn.HSwish(), nn.SeLU(), nn.CELU(), nn.LogSigmoid())
try:
    ops.elu(x, 0.5)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
