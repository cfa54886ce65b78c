# paddle's activation and math kernels and their grad functors under a random dout: Eigen expressions (masks
# multiplied in, Eigen's exp/log/tanh/erf on packets, its 0 - v negation), the C library's float function on
# each value (sinh, cosh, asin, acos, atan, atanh, asinh, log1p), and the ops without a double grad (second
# orders where paddle has them, as acos and celu do, are torch's: not compared here)
import numpy as np
import paddle
import paddle.nn as nn
import paddle.nn.functional as F

rng = np.random.RandomState(4)
wide = np.concatenate([rng.uniform(-6, 6, 1500), rng.uniform(-40, 40, 500), [0.0, -0.0, 3.0, -3.0, 0.5, 20.0]])
unit = rng.uniform(-0.999, 0.999, 2003)
dout = rng.randn(2006).astype(np.float32)
dout[::50] = -0.0


def checksum(t):
    return int(t.numpy().view(np.uint32).astype(np.int64).sum())


cases = [("F.hardswish", F.hardswish, wide), ("nn.Hardswish", nn.Hardswish(), wide),
         ("F.hardsigmoid", F.hardsigmoid, wide), ("F.hardsigmoid(0.3, 0.2)", lambda v: F.hardsigmoid(v, 0.3, 0.2), wide),
         ("F.hardtanh(-2, 1.5)", lambda v: F.hardtanh(v, -2.0, 1.5), wide), ("nn.Hardtanh", nn.Hardtanh(), wide),
         ("F.softshrink", F.softshrink, wide), ("nn.Softshrink(0.3)", nn.Softshrink(0.3), wide),
         ("F.tanhshrink", F.tanhshrink, wide), ("F.softsign", F.softsign, wide), ("F.mish", F.mish, wide),
         ("nn.Mish", nn.Mish(), wide), ("F.selu", F.selu, wide), ("nn.SELU", nn.SELU(), wide),
         ("F.celu(2.5)", lambda v: F.celu(v, 2.5), wide), ("F.log_sigmoid", F.log_sigmoid, wide),
         ("nn.LogSigmoid", nn.LogSigmoid(), wide), ("paddle.erf", paddle.erf, wide), ("paddle.expm1", paddle.expm1, wide),
         ("Tensor.expm1", lambda v: v.expm1(), wide), ("paddle.sinh", paddle.sinh, wide), ("paddle.cosh", paddle.cosh, wide),
         ("paddle.atan", paddle.atan, wide), ("paddle.asinh", paddle.asinh, wide), ("paddle.asin", paddle.asin, unit),
         ("Tensor.acos", lambda v: v.acos(), unit), ("paddle.atanh", paddle.atanh, unit),
         ("paddle.log1p", paddle.log1p, np.abs(wide))]
for name, f, values in cases:
    x = paddle.to_tensor(values.astype(np.float32), stop_gradient=False)
    y = f(x)
    (g,) = paddle.grad((y * paddle.to_tensor(dout[: x.shape[0]])).sum(), x)
    print(name, y.numpy()[:2], checksum(y), checksum(g))
x = paddle.to_tensor([0.5, -0.3, 0.2], stop_gradient=False)
for name, f in (("hardswish", F.hardswish), ("tanhshrink", F.tanhshrink), ("log_sigmoid", F.log_sigmoid),
                ("asin", paddle.asin), ("selu", F.selu), ("tan", paddle.tan)):
    try:
        (g,) = paddle.grad(f(x).sum(), x, create_graph=True)
        print(name, "double grad", paddle.grad(g.sum(), x)[0].numpy())
    except RuntimeError as error:
        print(name, "RuntimeError:", str(error).split(" (at ")[0])
m = paddle.to_tensor([[0.5, -0.3, 0.2]], stop_gradient=False)
for name, f in (("reciprocal", paddle.reciprocal), ("softmax", F.softmax), ("log_softmax", F.log_softmax)):
    try:
        paddle.grad(f(m).sum(), m, create_graph=True)
    except RuntimeError as error:
        print(name, "RuntimeError:", str(error).split(" (at ")[0])
