# ops.multinomial without replacement: MindSpore's composition (UniformReal under the (global, op) seed pair, its Log kernel, log(u) / (input + 1e-6), TopK's int32 indices) bit for bit, 1-D and 2-D, the op-seed sequence, and num_samples above the row length
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
x = Tensor(np.array([0.0, 9.0, 4.0, 0.0], np.float32))
print(ops.multinomial(x, 2, False, seed=3))
print(ops.multinomial(x, 2, False, seed=3))
p = Tensor(np.array([[0.1, 0.2, 0.3, 0.4], [0.4, 0.3, 0.2, 0.1]], np.float32))
print(ops.multinomial(p, 3, replacement=False, seed=5))
print(ops.multinomial(Tensor(np.arange(1, 11, dtype=np.float32)), 10, False, seed=1))
ms.set_seed(2)
print(ops.multinomial(p, 4, False))
print(ops.multinomial(p, 1, False))
try:
    ops.multinomial(p, 5, False, seed=1)
except ValueError as e:
    print(type(e).__name__, str(e).splitlines()[0])
