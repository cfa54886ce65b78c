# ops: std / var float32 bits (ddof 0 and 1, over all elements, one axis, two axes, keepdims; rows around the SIMD widths)
import numpy as np
from mindspore import Tensor, ops

for n in (2, 3, 4, 7, 9, 12, 13, 37):
    x = Tensor((np.arange(3 * n, dtype=np.float32).reshape(3, n) * 0.731) % 4.3 - 1.7)
    for ddof in (0, 1):
        print(n, ddof, ops.std(x, -1, ddof).asnumpy().tolist(), ops.var(x, 0, ddof).asnumpy().tolist())
        print(ops.std(x, ddof=ddof).asnumpy().tolist(), ops.var(x, ddof=ddof, keepdims=True).asnumpy().tolist())
y = Tensor(np.cos(np.arange(60, dtype=np.float32)).reshape(3, 4, 5) * 3)
print(ops.std(y, (0, 2)).asnumpy().tolist(), ops.var(y, (1, 2), 1, True).asnumpy().tolist())
