# ops.randn / standard_normal / normal / randn_like: MindSpore's StandardNormal CPU numbers bit for bit (minstd_rand0 + polar method on the Philox-mixed seed pair), sequences of calls, set_seed restarts, op seeds, dtypes and errors
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

# no global seed: an op seed alone counts, and moves on with each call
print(ops.randn(5, seed=7).asnumpy().tolist())
print(ops.randn(5, seed=7).asnumpy().tolist())
print(ops.standard_normal((3,), seed=7).asnumpy().tolist())
ms.set_seed(1234)
print(ops.randn((2, 3)).asnumpy().tolist())
print(ops.randn(2, 3).asnumpy().tolist())  # the same op: its seed has moved on
print(ops.standard_normal((7,)).asnumpy().tolist())  # odd count: the cached partner is dropped
print(ops.standard_normal((7,)).asnumpy().tolist())
print(ops.randn([4], dtype=ms.float64).asnumpy().tolist())
print(ops.randn(3, dtype=ms.float16))
x = Tensor(np.zeros((2, 2), np.int32))
print(ops.randn_like(x).asnumpy().tolist(), ops.randn_like(x, seed=2, dtype=ms.float64).dtype)
print(ops.normal((2, 2), Tensor(10.0), Tensor(2.0)).asnumpy().tolist())
print(ops.normal((3,), 1.5, 0.5, seed=4).asnumpy().tolist())
print(ops.normal((2, 3), Tensor(np.array([0.0, 100.0, -100.0], np.float32)), 3.0))
ms.set_seed(1234)  # restarts every op's sequence
print(ops.randn((2, 3)).asnumpy().tolist())
print(ops.standard_normal((130,)).asnumpy()[120:].tolist())
ms.set_seed(0)  # 0 stands for MindSpore's default graph seed
print(ops.randn(4).asnumpy().tolist())
bad = [
    lambda: ops.randn(3, dtype=ms.int32),
    lambda: ops.randn(2.5),
    lambda: ops.randn(2, 1.5),
    lambda: ops.randn(3, seed=-1),
    lambda: ops.randn_like([1.0, 2.0]),
    lambda: ops.randn_like(x, dtype=ms.int64),
    lambda: ops.normal((2,), "a", 1.0),
    lambda: ops.normal([2], 0.0, 1.0),
    lambda: ops.normal((2, 0), 0.0, 1.0),
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
