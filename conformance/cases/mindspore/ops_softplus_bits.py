# ops: softplus float32 bits (vectorised blocks and scalar tail, beta, threshold switch-over)
import numpy as np
from mindspore import Tensor, ops

v = np.array([0.3, -1.7, 2.9, 4.2, -0.01, 7.75, 0.5, -3.3, 1.1, 9.0, -6.0, 19.5, 21.0], np.float32)
print(ops.softplus(Tensor(v)).asnumpy().tolist())
print(ops.softplus(Tensor(v[:6])).asnumpy().tolist())
print(ops.softplus(Tensor(v), beta=2.5, threshold=10).asnumpy().tolist())
