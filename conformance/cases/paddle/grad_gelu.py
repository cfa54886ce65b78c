# paddle's GeluGradFunctor under a random dout: dout * ((erf(x / sqrt 2) + 1) * 0.5 + exp(x^2 * -0.5) * x * c),
# and the tanh form with its Eigen tanh; every spelling; paddle has no double grad for gelu
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.RandomState(2)
x = paddle.to_tensor(rng.uniform(-8, 8, 2003).astype(np.float32), stop_gradient=False)
dout = paddle.to_tensor(rng.randn(2003).astype(np.float32))


def checksum(t):
    return int(t.numpy().view(np.uint32).astype(np.int64).sum())


for name, f in (("F.gelu", F.gelu), ("F.gelu tanh", lambda v: F.gelu(v, approximate=True)),
                ("F.gelu 'tanh'", lambda v: F.gelu(v, approximate="tanh")), ("nn.GELU", paddle.nn.GELU()),
                ("nn.GELU(True)", paddle.nn.GELU(approximate=True))):
    y = f(x)
    (g,) = paddle.grad((y * dout).sum(), x)
    print(name, g.numpy()[:3], checksum(y), checksum(g))
y = F.gelu(x)
(y * dout).sum().backward()
print("backward:", x.grad.numpy()[:3], checksum(x.grad))
try:
    paddle.grad(F.gelu(x).sum(), x, create_graph=True)
except RuntimeError as error:
    print("RuntimeError:", str(error).split(" (at ")[0])
