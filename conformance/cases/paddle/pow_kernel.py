# paddle's PowKernel (a float factor: Eigen's vectorised pow on AVX packets, powf on the tail) and PowGradFunctor
# (dout * factor * x.pow(factor - 1)); every spelling of a tensor to a Python number
import numpy as np
import paddle

rng = np.random.RandomState(0)
x = paddle.to_tensor(rng.uniform(-6, 6, 2003).astype(np.float32), stop_gradient=False)
pos = paddle.to_tensor(rng.uniform(0.01, 6, 2003).astype(np.float32), stop_gradient=False)
dout = paddle.to_tensor(rng.randn(2003).astype(np.float32))


def checksum(t):
    return int(t.numpy().view(np.uint32).astype(np.int64).sum())


for name, f in (("paddle.pow 2.0", lambda v: paddle.pow(v, 2.0)), ("paddle.pow 2", lambda v: paddle.pow(v, 2)),
                ("x ** 2", lambda v: v ** 2), ("Tensor.pow 3", lambda v: v.pow(3)), ("x ** -1", lambda v: v ** -1.0)):
    y = f(x)
    (g,) = paddle.grad((y * dout).sum(), x)
    print(name, y.numpy()[:3], checksum(y), checksum(g))
for factor in (0.5, 1.5, 1 / 3, -0.5, 2.5):
    y = paddle.pow(pos, factor)
    (g,) = paddle.grad((y * dout).sum(), pos)
    print(factor, y.numpy()[:3], checksum(y), checksum(g))
print(paddle.pow(paddle.to_tensor([4.701276, -2.6063166, 0.0, -0.0, 1e-40, -1e-40, float("inf"), float("nan"), 3.0]), 3))
z = paddle.to_tensor(rng.uniform(-3, 3, 16).astype(np.float32))
z.pow_(2)
print(z)
y = x ** 2
(y * dout).sum().backward()
print("backward:", x.grad.numpy()[:3], checksum(x.grad))
