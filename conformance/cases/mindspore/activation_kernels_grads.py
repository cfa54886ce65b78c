# MindSpore's activation kernels and bprops under a random dout: gelu (the gradient of its composition; the tanh
# form, nn.GELU's default, with the C library's tanhf and GeLUGrad's float64 tanh), HSwish,
# SeLU (expm1f), CeLU (float64 expm1), Mish (its fused fraction, packets of 8 and 4, a scalar tail), log1p (logf of
# 1 + x), Asinh's grad (dout / coshf(y)), FastGeLU (float64 exps), nn.LogSigmoid's composition's gradient, and
# EluGrad at a nan output (dout)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

rng = np.random.RandomState(3)
x = ms.Tensor(np.concatenate([rng.uniform(-6, 6, 1997), [0.0, -0.0, 3.0, -3.0, 20.0, -20.0, 0.5]]).astype(np.float32))
dout = ms.Tensor(rng.randn(2004).astype(np.float32))
positive = ms.Tensor(rng.uniform(-0.99, 6, 2003).astype(np.float32))


def checksum(t):
    return int(t.asnumpy().view(np.uint32).astype(np.int64).sum())


for name, f, t in (("gelu", ops.gelu, x), ("gelu tanh", lambda v: ops.gelu(v, approximate="tanh"), x),
                   ("nn.GELU()", nn.GELU(), x), ("nn.GELU(False)", nn.GELU(False), x), ("hardswish", ops.hardswish, x), ("nn.HSwish", nn.HSwish(), x),
                   ("selu", ops.selu, x), ("nn.SeLU", nn.SeLU(), x), ("celu", ops.celu, x),
                   ("celu 0.7", lambda v: ops.celu(v, 0.7), x), ("nn.CELU(2.5)", nn.CELU(2.5), x), ("mish", ops.mish, x),
                   ("nn.Mish", nn.Mish(), x), ("log1p", ops.log1p, positive), ("Tensor.log1p", lambda v: v.log1p(), positive),
                   ("asinh", ops.asinh, x), ("fast_gelu", ops.fast_gelu, x), ("nn.FastGelu", nn.FastGelu(), x)):
    d = dout[: t.shape[0]]
    y = f(t)
    g = ms.grad(lambda v: (f(v) * d).sum())(t)
    print(name, y[:3], checksum(y), checksum(g))
print(ops.mish(ms.Tensor(np.array([1.0, -2.0, 0.5, 3.0, -0.25], np.float32))))
log_sigmoid = nn.LogSigmoid()
print("nn.LogSigmoid grad", checksum(ms.grad(lambda v: (log_sigmoid(v) * dout).sum())(x)))
print("ops.logsigmoid grad", checksum(ms.grad(lambda v: (ops.logsigmoid(v) * dout).sum())(x)))
special = ms.Tensor(np.array([np.nan, -1.0, 2.0, -np.inf], np.float32))
print(ms.grad(lambda v: (ops.elu(v) * ms.Tensor(np.array([0.5, 2.0, 3.0, 4.0], np.float32))).sum())(special))
# a derivative known to be zero (abs's second) is a tensor of zeros
weights = ms.Tensor(np.array([0.5, 2.0, -1.0], np.float32))
print(ms.grad(ms.grad(lambda v: (ops.abs(v) * weights).sum()))(ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32))))
# grad kernels without a bprop of their own: differentiating them twice raises MindSpore's error
small = ms.Tensor(np.array([0.5, -0.3, 0.2, -4.0], np.float32))
for name, f in (("gelu tanh", lambda v: ops.gelu(v, approximate="tanh")), ("selu", ops.selu), ("elu", ops.elu),
                ("hardswish", ops.hardswish), ("hardsigmoid", ops.hardsigmoid), ("gelu", ops.gelu)):
    try:
        print(name, ms.grad(ms.grad(lambda v: f(v).sum()))(small))
    except RuntimeError as error:
        print(name, "RuntimeError:", str(error).splitlines()[0])
# ReLU6: +0 at -0, ReLU6Grad passes dout at 6 exactly, and has no bprop
edges = ms.Tensor(np.concatenate([rng.uniform(-8, 8, 500), [0.0, -0.0, 6.0, -6.0, np.inf, -np.inf]]).astype(np.float32))
edge_dout = ms.Tensor(rng.randn(506).astype(np.float32))
print(ops.relu6(edges)[-6:], ms.grad(lambda v: (nn.ReLU6()(v) * edge_dout).sum())(edges)[-6:])
print(checksum(ops.relu6(edges)), checksum(ms.grad(lambda v: (ops.relu6(v) * edge_dout).sum())(edges)))
try:
    ms.grad(ms.grad(lambda v: ops.relu6(v).sum()))(small)
except RuntimeError as error:
    print("relu6 RuntimeError:", str(error).splitlines()[0])
