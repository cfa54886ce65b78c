# ops.uniform: MindSpore's CPU numbers bit for bit (Philox-mixed seeds into mt19937) for op seeds with/without a global seed, float32 and int32, and its errors
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

low, high = Tensor(-0.5, ms.float32), Tensor(4.0, ms.float32)
# no global seed yet: an op seed alone counts (the global seed is then 0)
print(ops.uniform((2, 3), low, high, seed=11).asnumpy().tolist())
print(ops.uniform((2, 3), low, high, seed=11).asnumpy().tolist())  # the same op seed moves on
ms.set_seed(2024)
print(ops.uniform((5,), low, high).asnumpy().tolist())
print(ops.uniform((5,), low, high).asnumpy().tolist())
print(ops.uniform((1, 2, 2), Tensor(np.array([1.0, 10.0], np.float32)), Tensor(np.array([2.0, 20.0], np.float32)), seed=3))
print(ops.uniform((7,), Tensor(-3, ms.int32), Tensor(4, ms.int32), seed=5, dtype=ms.int32))
print(ops.uniform((4,), Tensor(0, ms.int32), Tensor(2**31 - 1, ms.int32), dtype=ms.int32))
bad = [
    lambda: ops.uniform((2,), 0.0, high),
    lambda: ops.uniform((2,), low, high, dtype=ms.float64),
    lambda: ops.uniform((2,), low, Tensor(1, ms.int32)),
    lambda: ops.uniform((2,), low, high, seed=-4),
    lambda: ops.uniform((2,), Tensor(5, ms.int32), Tensor(5, ms.int32), dtype=ms.int32),
]
for call in bad:
    try:
        call()
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, repr(str(e)))
