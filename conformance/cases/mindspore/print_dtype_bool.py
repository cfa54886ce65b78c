# printing: print, repr and str of bool_ tensors of rank 0 to 3
import numpy as np
import mindspore
from mindspore import Tensor

for data in [True, [True, False, True], [[1, 2], [3, 4]], np.arange(24).reshape(2, 3, 4) - 5]:
    t = Tensor(data, mindspore.bool_)
    print(t)
    print(repr(t))
    print(str(t))
    print(t.dtype, t.shape, t.ndim, t.size)
