# tanh and its gradient (TanhGrad) keep a NaN's sign bit, on a few values and on a large tensor, next to ordinary values
import numpy as np
import mindspore as ms
from mindspore import ops

for n in (4, 2048):
    x = ms.Tensor(np.tile(np.array([np.nan, -np.nan, 0.5, -3.0], dtype=np.float32), n // 4))
    y = ops.tanh(x).asnumpy()
    g = ms.grad(lambda t: (ops.tanh(t) * 2).sum())(x).asnumpy()
    print(n, np.signbit(y[:4]), np.signbit(g[:4]), y[2:4], g[2:4], g[-2:].view(np.int32))
