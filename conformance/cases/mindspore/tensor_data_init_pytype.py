# Tensor.data (a storage-sharing Tensor, also for Parameter), Tensor(shape=, init=).init_data(), type(t) printing, pytype_to_dtype
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from mindspore.common.initializer import One, Constant

t = Tensor([1.0, 2.0, 3.0])
d = t.data
d[0] = 9.0
print(d, t, type(d), d is t)
p = Parameter(Tensor([1.0, 2.0]), name="w")
pd = p.data
pd[1] = 7.0
print(type(pd), repr(pd), p.asnumpy())
lazy = Tensor(shape=(2, 3), dtype=ms.float32, init=One())
print(lazy.shape, lazy.dtype)
out = lazy.init_data()
print(out is lazy, out, type(out))
print(Tensor(shape=[2], dtype=ms.int32, init=Constant(3)).init_data())
print(type(Tensor(0.1)), type(Tensor((1, 2)) + 1), Tensor, Parameter)
for kind in (bool, int, float, complex, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.float16, np.float32, np.float64, np.dtype("int8"), ms.float32):
    print(kind.__name__ if isinstance(kind, type) else kind, ms.pytype_to_dtype(kind), repr(ms.common.dtype.pytype_to_dtype(kind)))
