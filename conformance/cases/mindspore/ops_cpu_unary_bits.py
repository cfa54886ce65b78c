# ops: float32 bits of expm1, gelu (erf form), sigmoid/silu in float32 and float16 (ops and nn cells)
import numpy as np
import mindspore
from mindspore import Tensor, nn, ops

v = np.concatenate([np.linspace(-9, 9, 61), [1.0, 0.5, 5.1296067, -1.1876519, 0.08213224, -4.6042657]]).astype(np.float32)
x = Tensor(v)
for name in ("expm1", "gelu", "sigmoid", "silu"):
    print(name, getattr(ops, name)(x).asnumpy().tolist())
print(nn.GELU(approximate=False)(x).asnumpy().tolist())
h = Tensor(v, mindspore.float16)
print(ops.sigmoid(h).asnumpy().tolist())
print(nn.SiLU()(h).asnumpy().tolist())
print(nn.Sigmoid()(h))
