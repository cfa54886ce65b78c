# printing: dtype objects (str and repr), dtype inference from Python scalars, lists, numpy arrays, astype
import numpy as np
import mindspore
from mindspore import Tensor

for dt in [mindspore.float16, mindspore.float32, mindspore.float64, mindspore.int8, mindspore.int16, mindspore.int32,
           mindspore.int64, mindspore.uint8, mindspore.bool_, mindspore.bfloat16, mindspore.complex64, mindspore.complex128]:
    print(dt, repr(dt))
print(mindspore.float32 == mindspore.float32, mindspore.float32 == mindspore.float64)
for data in [3, 3.0, True, [1, 2], [1.0, 2.0], [1, 2.5], np.array([1.0]), np.array([1], np.int32), np.float32(2.0)]:
    print(Tensor(data).dtype)
t = Tensor([1.7, -2.2], mindspore.float32)
print(t.astype(mindspore.int32), t.astype(mindspore.float64).dtype, t.astype("float16").dtype)
print(Tensor([1, 2], mindspore.float32).dtype, Tensor(np.array([1.5]), mindspore.int32))
