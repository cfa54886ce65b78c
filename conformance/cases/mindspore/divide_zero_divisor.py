# MindSpore's CPU division does not look at a zero divisor's sign (x / -0 is x / +0), in every spelling
# (/, Tensor.div, ops.div, RealDiv, Div, mnp.divide, a Python -0.0 divisor, float16/64, broadcast, the
# gradient); a number over a tensor is the number times the tensor's reciprocal (3.0 / -0 is -inf, and its
# values differ from one division's), while ops.div(3.0, t) divides
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops

a = Tensor(np.array([1.0, -1.0, 0.0, 2.5], np.float32))
z = Tensor(np.array([-0.0, -0.0, -0.0, 2.0], np.float32))
print("a / z:", a / z)
print("a / -0.0:", a / -0.0)
print("Tensor.div:", a.div(z))
print("ops.div:", ops.div(a, z), ops.true_divide(a, z))
print("RealDiv, Div:", ops.RealDiv()(a, z), ops.Div()(a, z))
print("3.0 / z:", 3.0 / z, "ops.div(3.0, z):", ops.div(3.0, z))
print("mnp.divide:", mnp.divide(a, z), mnp.true_divide(a, z))
for dtype in (np.float16, np.float64):
    print(dtype.__name__, Tensor(np.array([1.0, -1.0], dtype)) / Tensor(np.array([-0.0, -0.0], dtype)))
print("int / z:", Tensor(np.array([1, -2], np.int32)) / Tensor(np.array([-0.0, -0.0], np.float32)))
print("broadcast:", Tensor(np.array([[1.0, -1.0], [2.0, 0.5]], np.float32)) / Tensor(np.array([-0.0, 4.0], np.float32)))
print("grad of 1 / x:", ms.grad(lambda t: (Tensor(np.ones(2, np.float32)) / t).sum())(Tensor(np.array([-0.0, 2.0], np.float32))))

v = np.random.RandomState(0).uniform(0.1, 10, 4099).astype(np.float32)
over = (3.0 / Tensor(v)).asnumpy()
divided = ops.div(3.0, Tensor(v)).asnumpy()
print("3.0 / t:", over[:4], "bits sum", int(over.view(np.uint32).astype(np.int64).sum()))
print("ops.div(3.0, t):", divided[:4], "bits sum", int(divided.view(np.uint32).astype(np.int64).sum()))
print("grad of 2.5 / t:", ms.grad(lambda t: (2.5 / t).sum())(Tensor(v[:1000])).asnumpy()[:3])
