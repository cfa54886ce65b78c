# MindSpore's log gradient is dout / x with RealDiv, which reads a -0 divisor as +0: at -0 the gradient is
# +inf (-inf for a negative dout), in log, log2, log10 and every spelling; sqrt, rsqrt and reciprocal keep
# the zero's sign (their grad kernels compute otherwise)
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops

x = Tensor(np.array([-0.0, 0.0, 2.0, -1.0, 1e-30], np.float32))
sens = Tensor(np.array([-1.0, -1.0, 1.0, 1.0, -2.0], np.float32))
for name, f in (("ops.log", ops.log), ("Tensor.log", lambda t: t.log()), ("mnp.log", mnp.log), ("ops.log2", ops.log2),
                ("ops.log10", ops.log10), ("ops.sqrt", ops.sqrt), ("ops.rsqrt", ops.rsqrt),
                ("ops.reciprocal", ops.reciprocal)):
    print(name, ms.grad(lambda t: f(t).sum())(x), ms.grad(lambda t: (f(t) * sens).sum())(x))
print("second order:", ms.grad(ms.grad(lambda t: ops.log(t).sum()))(Tensor(np.array([-0.0, 0.5], np.float32))))
