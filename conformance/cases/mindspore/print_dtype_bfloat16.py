# printing: print, repr and str of bfloat16 tensors of rank 0 to 3
import numpy as np
import mindspore
from mindspore import Tensor

for data in [1.5, [1.5, -2.0, 0.25], [[1, 2], [3, 4]], np.arange(24).reshape(2, 3, 4) - 5]:
    t = Tensor(data, mindspore.bfloat16)
    print(t)
    print(repr(t))
    print(str(t))
    print(t.dtype, t.shape, t.ndim, t.size)
