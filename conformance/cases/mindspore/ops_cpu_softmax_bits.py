# ops: softmax / nn.Softmax / ops.Softmax float32 bits along the last and other axes (row lengths around the SIMD widths), float16
import numpy as np
import mindspore
from mindspore import Tensor, nn, ops

for n in (3, 5, 8, 9, 12, 13, 20, 37):
    x = Tensor((np.arange(2 * n, dtype=np.float32).reshape(2, n) * 0.37) % 3.1 - 1.3)
    print(n, ops.softmax(x).asnumpy().tolist())
    print(n, ops.softmax(x, 0).asnumpy().tolist())
x = Tensor(np.sin(np.arange(24, dtype=np.float32)).reshape(2, 3, 4) * 4)
print(ops.Softmax(1)(x).asnumpy().tolist())
print(nn.Softmax()(x).asnumpy().tolist())
print(ops.softmax(Tensor([1.0, 2.0, 3.0, 4.0, 5.0], mindspore.float16)))
