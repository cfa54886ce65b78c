# ops.Pad, the constant-padding primitive: values, gradient, repr and its checks (at construction and at the call), as MindSpore 2.10 gives them
import mindspore as ms, numpy as np
from mindspore import ops
x = ms.Tensor(np.array([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]]), ms.float32)
p = ops.Pad(((1, 2), (2, 1)))
print(p)
print(p(x))
print(ms.grad(lambda t: (p(t) * 2).sum())(x))
for bad in (((1, 2),), ((-1, 2), (0, 0)), [[1, 2], [2, 1]]):
    try:
        q = ops.Pad(bad)
        print("built")
        print(q(x))
    except Exception as e:
        print(type(e).__name__, e)
