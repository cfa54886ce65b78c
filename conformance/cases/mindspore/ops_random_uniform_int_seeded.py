# ops.rand / rand_like / randint / randint_like: MindSpore's UniformReal and UniformInt CPU numbers bit for bit (mt19937 on the Philox-mixed seed pair), sequences, set_seed restarts, op seeds, dtypes and errors
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

print(ops.rand(4, seed=9).asnumpy().tolist())
print(ops.rand(4, seed=9).asnumpy().tolist())
print(ops.randint(0, 100, (6,), seed=9).asnumpy().tolist())
ms.set_seed(42)
print(ops.rand((2, 3)).asnumpy().tolist())
print(ops.rand(2, 3).asnumpy().tolist())
print(ops.rand([3], dtype=ms.float64).asnumpy().tolist())
print(ops.rand(5, dtype=ms.float16))
x = Tensor(np.zeros((2, 2), np.float64))
r = ops.rand_like(x)
print(r.dtype, r.asnumpy().tolist())
print(ops.rand_like(x, seed=3, dtype=ms.float32).asnumpy().tolist())
print(ops.randint(-5, 5, (2, 4)))
print(ops.randint(-5, 5, (2, 4)).asnumpy().tolist())
print(ops.randint(0, 2**31 - 1, (3,), dtype=ms.int32))
i = Tensor(np.zeros((3,), np.int32))
print(ops.randint_like(i, 10, 20), ops.randint_like(i, 10, 20).dtype)
print(ops.randint_like(i, 0, 3, seed=1, dtype=ms.int64))
ms.set_seed(42)
print(ops.rand((2, 3)).asnumpy().tolist())
print(ops.randint(-5, 5, (2, 4)).asnumpy().tolist())
bad = [
    lambda: ops.rand(2, dtype=ms.int32),
    lambda: ops.rand((2,), seed=-3),
    lambda: ops.rand_like(np.zeros(2)),
    lambda: ops.rand_like(i),
    lambda: ops.randint(0, 5, [2]),
    lambda: ops.randint(0, 5, (2,), dtype=ms.float32),
    lambda: ops.randint(0.5, 5, (2,)),
    lambda: ops.randint(0, True, (2,)),
    lambda: ops.randint(5, 5, (2,)),
    lambda: ops.randint_like(i, 0, 5, dtype=ms.float32),
    lambda: ops.randint_like([1], 0, 5),
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
