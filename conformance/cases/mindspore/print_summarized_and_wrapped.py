# printing: long 1-D tensors wrap every 12 (floats) / 24 (ints) elements, >1000 elements and rows > 6 are summarized
import numpy as np
import mindspore
from mindspore import Tensor

for n in [12, 13, 25, 1000, 1001]:
    print(repr(Tensor(np.arange(n, dtype=np.float32))))
    print(Tensor(np.arange(n, dtype=np.float32)))
for n in [24, 25, 49]:
    print(repr(Tensor(np.arange(n, dtype=np.int32) * 7)))
print(repr(Tensor(np.arange(30) > 3)))
for shape in [(2, 7), (7, 2), (6, 6), (7, 7), (40, 40), (3, 7, 2), (2, 3, 7), (8, 2, 2), (1, 1001)]:
    t = Tensor(np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape))
    print(repr(t))
    print(t)
print(repr(Tensor(np.arange(30, dtype=np.float32).reshape(2, 15))))
print(repr(Tensor(np.arange(64, dtype=np.float64).reshape(8, 8) / 3)))
