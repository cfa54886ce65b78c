# Tensor.zero_ on CPU: no InplaceZero kernel; the launch fails at the next read of any tensor, the input keeps its values
import numpy as np
import mindspore as ms
from mindspore import Tensor

a = Tensor(np.array([5, 6, 7], np.int32))
b = a.zero_()
print(b is a, type(b), isinstance(b, Tensor))
c = Tensor([1.5, 2.5]) + 1  # no read yet: no error
try:
    print(c)
except RuntimeError as e:
    print("RuntimeError:", repr(str(e)))
print(c, a)  # the error was raised once
for read in (lambda: b.shape, lambda: b.dtype, lambda: b.asnumpy()):
    try:
        read()
    except RuntimeError as e:
        print("output still unreadable:", str(e).splitlines()[0])
a.zero_()
try:
    print(b.ndim)
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
try:
    print(Tensor([4]))  # reading the output of an earlier failure leaves the new one pending
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
print(Tensor([4]))
