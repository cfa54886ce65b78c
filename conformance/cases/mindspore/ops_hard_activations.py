# mindspore activations hardsigmoid, hardtanh (integer inputs, gradient 0.5 at a bound), softshrink (+0 in the dead zone, its RuntimeError), hardshrink, threshold and the layers HSigmoid/Hardtanh/SoftShrink/HShrink/Threshold: float32 bits of values and gradients on 107 points
import numpy as np
import mindspore as ms
from mindspore import ops, nn, Tensor
v = np.concatenate([np.linspace(-6, 6, 97), [-3.0, 3.0, -0.5, 0.5, 0.0, -1e-8, 1e-8, 2.9999998, 3.0000002, -2.9999998]]).astype(np.float32)
x = Tensor(v)
def show(name, fn):
    try:
        out = fn()
        a = out.asnumpy()
        print(name, out.dtype, out.shape, a.view(np.uint32).sum() if a.dtype == np.float32 else a.tolist(), a[::9].tolist())
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0][:150])
show("hardsigmoid", lambda: ops.hardsigmoid(x))
show("hardtanh", lambda: ops.hardtanh(x))
show("hardtanh -2 1", lambda: ops.hardtanh(x, -2.0, 1.0))
show("softshrink", lambda: ops.softshrink(x))
show("softshrink 1", lambda: ops.softshrink(x, 1.0))
show("hardshrink", lambda: ops.hardshrink(x))
show("hardshrink 2", lambda: ops.hardshrink(x, 2.0))
show("threshold", lambda: ops.threshold(x, 0.5, -1.0))
show("HSigmoid", lambda: nn.HSigmoid()(x))
show("Hardtanh", lambda: nn.Hardtanh(-1.5, 2.0)(x))
show("SoftShrink", lambda: nn.SoftShrink(0.3)(x))
show("HShrink", lambda: nn.HShrink(0.7)(x))
show("Threshold", lambda: nn.Threshold(0.1, 20.0)(x))
show("hardtanh int", lambda: ops.hardtanh(Tensor([-3, 0, 3])))
for bad in [lambda: ops.softshrink(x, -1.0), lambda: ops.hardtanh(x, 2.0, 1.0), lambda: nn.Hardtanh(2.0, 1.0)]:
    show("bad", bad)
g = ms.grad(lambda t: ops.hardsigmoid(t).sum())(x)
print("grad hardsigmoid", g.asnumpy().view(np.uint32).sum())
g = ms.grad(lambda t: ops.hardtanh(t).sum())(x)
print("grad hardtanh", g.asnumpy().view(np.uint32).sum())
g = ms.grad(lambda t: ops.softshrink(t).sum())(x)
print("grad softshrink", g.asnumpy().view(np.uint32).sum())
x = Tensor(np.array([-2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, -1.0000001, 0.99999994]), ms.float32)
print(ms.grad(lambda t: ops.hardtanh(t).sum())(x))
print(ms.grad(lambda t: ops.hardtanh(t, -0.5, 0.5).sum())(x))
