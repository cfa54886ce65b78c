# ops.shuffle (RandomShuffle: std::shuffle on minstd_rand0 with the Philox-mixed seed pair) and ops.randperm (std::shuffle on mt19937(seed)) in MindSpore's order, sequences, set_seed restarts, dtypes and errors
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

v = Tensor(np.arange(10, dtype=np.float32))
print(ops.shuffle(v, seed=3))
print(ops.shuffle(v, seed=3))
print(ops.shuffle(Tensor(np.arange(7, dtype=np.int32)), seed=4))
m = Tensor(np.arange(12, dtype=np.float32).reshape(6, 2))
print(ops.shuffle(m, seed=3))
ms.set_seed(5)
print(ops.shuffle(Tensor(np.arange(9, dtype=np.int64))))
print(ops.shuffle(Tensor(np.arange(9, dtype=np.int64))))
print(ops.shuffle(Tensor(np.arange(24, dtype=np.float32).reshape(4, 3, 2))).asnumpy().tolist())
print(ops.shuffle(Tensor(np.array([True, False, True]))))
ms.set_seed(5)
print(ops.shuffle(Tensor(np.arange(9, dtype=np.int64))))
print(ops.randperm(10, seed=3))
print(ops.randperm(10, seed=3))
print(ops.randperm(7, seed=1, dtype=ms.int32))
print(ops.randperm(1, seed=2), ops.randperm(Tensor(5, ms.int64), seed=9))
bad = [
    lambda: ops.shuffle([1, 2, 3]),
    lambda: ops.shuffle(v, seed=-1),
    lambda: ops.randperm(-1),
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
