# print of float64 tensors of rank 0 to 4
import numpy as np
import paddle

make = lambda a: paddle.to_tensor(np.asarray(a, dtype='float64'), dtype='float64')
base = np.asarray([1.5, -2.25, 3.0, 0.1])
print(make(base[0]))
print(make(base))
print(make(np.stack([base, base[::-1]])))
print(make(np.stack([base, base[::-1]]).reshape(2, 2, 2)))
print(make(np.arange(16).reshape(2, 2, 2, 2) - 5))
print(repr(make(base)))
print(str(make(base[:2])))
