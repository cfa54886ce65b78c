# ops.bernoulli with its own seed: MindSpore's CPU Bernoulli draws bit for bit (a Philox4x32-10 stream keyed by the seed, 23-bit floats, 1 unless above p), the same seed twice, per-element p, dtypes and argument errors
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

x = Tensor(np.zeros(12, np.float32))
print(ops.bernoulli(x, p=0.5, seed=3))
print(ops.bernoulli(x, p=0.5, seed=3))  # no op-seed sequence: the same draws
print(ops.bernoulli(x, p=0.25, seed=5))
print(ops.bernoulli(Tensor(np.zeros((2, 3), np.int32)), p=0.7, seed=2**40 + 7))
print(ops.bernoulli(Tensor(np.zeros(4, np.bool_)), p=0.5, seed=9))
print(ops.bernoulli(Tensor(np.zeros(4, np.float64)), p=Tensor(np.array([0.0, 0.3, 0.6, 1.0])), seed=11))
print(ops.bernoulli(Tensor(np.zeros(3, np.float32)), p=Tensor(np.array([0.5], np.float32)), seed=0))
ms.set_seed(1)  # the global seed plays no part
print(ops.bernoulli(x, p=0.5, seed=3))
print(ops.bernoulli(Tensor(np.zeros(40, np.float32)), p=0.5).shape)
bad = [
    lambda: ops.bernoulli(x, seed=1.5),
    lambda: ops.bernoulli([0.0, 1.0], seed=1),
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
