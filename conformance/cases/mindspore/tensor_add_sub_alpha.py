# Tensor.add/sub with alpha= (self + alpha*other) and sub's older y= keyword; dtype promotion of the result
import numpy as np
import mindspore
from mindspore import Tensor

x = Tensor(1, mindspore.int32)
y = Tensor(np.array([4, 5, 6]).astype(np.float32))
for out in (x.add(y), x.add(y, alpha=0.5), y.add(x, alpha=2), y.sub(x, alpha=0.5), y.sub(y=1), y.sub(other=2, alpha=3)):
    print(out, out.dtype)
a = Tensor([1, 2])
for out in (a.add(Tensor([3, 4]), alpha=2), a.sub(2, alpha=2), a.add(2.5), a.add(2.5, alpha=0.5), a.add(1, alpha=1)):
    print(out, out.dtype)
print(Tensor([1, 2], mindspore.int32).add(Tensor([1.0, 2.0]), alpha=0.5))
