# paddle's grad functors, measured under a random dout: LogGrad dout * (1 / x), SinGrad dout * cos(x) with its
# SLEEF cos, ReciprocalGrad -dout * y * y, TanGrad dout / (cos(x) * cos(x)); every spelling
import numpy as np
import paddle

rng = np.random.RandomState(0)
x = paddle.to_tensor(rng.uniform(-6, 6, 2000).astype(np.float32), stop_gradient=False)
pos = paddle.to_tensor(rng.uniform(0.01, 6, 2000).astype(np.float32), stop_gradient=False)
unit = paddle.to_tensor(rng.uniform(-0.99, 0.99, 2000).astype(np.float32), stop_gradient=False)
dout = paddle.to_tensor(rng.randn(2000).astype(np.float32))
for name, f, t in (("paddle.log", paddle.log, pos), ("Tensor.log", lambda v: v.log(), pos), ("paddle.sin", paddle.sin, x),
                   ("Tensor.sin", lambda v: v.sin(), x), ("paddle.reciprocal", paddle.reciprocal, pos),
                   ("Tensor.reciprocal", lambda v: v.reciprocal(), pos), ("paddle.tan", paddle.tan, unit)):
    (g,) = paddle.grad((f(t) * dout).sum(), t)
    v = g.numpy()
    print(name, v[:3], int(v.view(np.uint32).astype(np.int64).sum()))
y = paddle.log(pos)
(y * dout).sum().backward()
print("backward:", pos.grad.numpy()[:3])
