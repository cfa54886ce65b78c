# ops: float32 bits of log (vectorised blocks and scalar tail, 0/negative/inf/nan) and logsumexp over all axes, one axis, keepdim
import numpy as np
from mindspore import Tensor, ops

v = np.array([0.3, 1.7, 2.9, 45.2, 0.0, -2.0, np.inf, 1e-3, 7.75, 0.5, 3.4e38], np.float32)
print(ops.log(Tensor(v)).asnumpy().tolist())  # 8 vectorised, 3 from the scalar loop
x = Tensor((np.arange(30, dtype=np.float32).reshape(3, 10) * 0.61) % 5.3 - 2.2)
print(ops.logsumexp(x, ()).asnumpy().tolist())
print(ops.logsumexp(x, 0).asnumpy().tolist())
print(ops.logsumexp(x, 1, keepdim=True).asnumpy().tolist())
