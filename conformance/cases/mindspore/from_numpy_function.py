# mindspore.from_numpy: a Tensor sharing the array (numpy-style repr, prints as mindspore Tensor), ops on it, 0-D, and the TypeError for a non-array
import numpy as np
import mindspore as ms
x = np.array([1, 2])
output = ms.from_numpy(x)
print(output, repr(output), type(output))
x[0] = 5
print(output)
print(ms.from_numpy(np.array([[0.5, 2.0]], np.float32)) + 1)
print(repr(ms.from_numpy(np.array(3.0))))
for bad in [[1, 2], 3, ms.Tensor([1])]:
    try:
        print(ms.from_numpy(bad))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(ms.from_numpy is ms.Tensor.from_numpy)
