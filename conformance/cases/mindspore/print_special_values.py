# printing: nan, inf, -0.0, tiny and huge magnitudes, empty tensors and 0-D values as MindSpore prints them
import numpy as np
import mindspore
from mindspore import Tensor

values = np.array([np.nan, np.inf, -np.inf, -0.0, 1.0, 1e-30, 1e30], np.float32)
print(Tensor(values))
print(repr(Tensor(values)))
print(repr(Tensor(np.array([1e300, -1e-300, 2.5], np.float64))))
print(repr(Tensor(np.array([65504.0, -0.0001], np.float16))))
print(repr(Tensor(np.zeros((0,), np.float32))), Tensor(np.zeros((0,), np.float32)))
print(repr(Tensor(np.zeros((2, 0), np.float32))))
for v in [1 / 3, 1e-8, 123456789.0, -2.5, 0.0, 100.0]:
    print(repr(Tensor(v)), Tensor(v))
print(repr(Tensor(np.float64(1 / 3))), repr(Tensor(np.int32(-4))), repr(Tensor(False)))
print(repr(Tensor(np.array([1 + 2j, 3.5 - 1j], np.complex128))))
print(repr(Tensor(np.array([1, 2], np.uint16))), repr(Tensor(np.array([1, 2], np.uint32))), repr(Tensor(np.array([1, 2], np.uint64))))
