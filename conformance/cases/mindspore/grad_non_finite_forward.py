# mindspore.grad where a forward value is nan or +-inf: ops.log of 0 and of negatives (a nan forward keeps the finite 1/x), ops.exp overflowing, a product inf * 0, jacfwd/jacrev through them
import numpy as np
import mindspore as ms
from mindspore import ops

x = ms.Tensor(np.array([-1.0, 0.0, float("inf"), 2.0, -200.0, 100.0, float("nan"), 0.5], np.float32))
for name in ["log", "exp", "sqrt", "tanh"]:
    f = getattr(ops, name)
    print(name, f(x).asnumpy().tolist())
    print(name, "grad", ms.grad(f)(x).asnumpy().tolist())

a = ms.Tensor(np.array([float("inf"), 2.0, 0.0, -3.0], np.float32))
b = ms.Tensor(np.array([0.0, float("inf"), float("-inf"), 1.0], np.float32))
ga, gb = ms.grad(lambda a, b: a * b, grad_position=(0, 1))(a, b)
print("mul", ga.asnumpy().tolist(), gb.asnumpy().tolist())

small = ms.Tensor(np.array([-1.0, 0.0, 2.0], np.float32))
print("jacfwd log", ms.jacfwd(ops.log)(small).asnumpy().tolist())
print("jacrev log", ms.jacrev(ops.log)(small).asnumpy().tolist())
print("jacfwd exp", ms.jacfwd(ops.exp)(ms.Tensor(np.array([100.0, 1.0], np.float32))).asnumpy().tolist())
