# ops.multinomial with replacement: MindSpore's CPU Multinomial draws bit for bit (normalised cumulative sums, one float per sample on minstd_rand0 with the Philox-mixed seed pair), 1-D and 2-D, sequences, set_seed restarts and errors
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

p = Tensor(np.array([0.1, 0.2, 0.3, 0.4], np.float32))
print(ops.multinomial(p, 6, seed=3))
print(ops.multinomial(p, 6, seed=3))
ms.set_seed(7)
w = Tensor(np.array([[1.0, 0.0, 3.0, 6.0], [5.0, 5.0, 0.0, 0.0], [0.0, 0.0, 0.0, 2.0]], np.float32))
print(ops.multinomial(w, 5))
print(ops.multinomial(w, 5))
print(ops.multinomial(Tensor(np.array([0.5, 0.25, 0.25])), 8, seed=1))
ms.set_seed(7)
print(ops.multinomial(w, 5))
bad = [
    lambda: ops.multinomial(Tensor(np.ones((2, 2, 2), np.float32)), 2),
    lambda: ops.multinomial([0.5, 0.5], 2),
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
