# Softmax, LogSoftmax and SoftShrink in MindSpore's PyNative: first-order gradients along each axis under a random
# dout, and second orders: Softmax's fails on a null input (not along an axis of one value, where it is zeros),
# LogSoftmaxGrad and SoftShrinkGrad have no bprop. SoftShrink gives +0 for a nan and SoftShrinkGrad passes its dout.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

rng = np.random.RandomState(11)
x = ms.Tensor(rng.uniform(-5, 5, (37, 29)).astype(np.float32))
dout = ms.Tensor(rng.randn(37, 29).astype(np.float32))


def checksum(t):
    return int(t.asnumpy().view(np.uint32).astype(np.int64).sum())


for name, f in (("softmax -1", lambda v: ops.softmax(v)), ("softmax 0", lambda v: ops.softmax(v, 0)),
                ("nn.Softmax(0)", nn.Softmax(0)), ("log_softmax", ops.log_softmax), ("nn.LogSoftmax", nn.LogSoftmax()),
                ("softshrink", ops.softshrink), ("softshrink 1.5", lambda v: ops.softshrink(v, 1.5)),
                ("nn.SoftShrink(0.25)", nn.SoftShrink(0.25))):
    print(name, checksum(f(x)), checksum(ms.grad(lambda v: (f(v) * dout).sum())(x)))

edges = ms.Tensor(np.array([np.nan, 0.5, -0.5, 0.0, -0.0, 0.75, -2.0, np.inf, -np.inf], np.float32))
weights = ms.Tensor(np.array([0.5, 2.0, -1.0, 3.0, 1.5, -0.25, 4.0, 1.0, 2.0], np.float32))
print(ops.softshrink(edges), ms.grad(lambda v: (ops.softshrink(v) * weights).sum())(edges))

kept = []  # MindSpore caches grad graphs by the function's id, which a new lambda may reuse: none is freed
small = ms.Tensor(np.array([[0.5, -0.3, 0.2], [-4.0, 1.0, 2.5]], np.float32))
scale = ms.Tensor(np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 4.0]], np.float32))
for name, f in (("softmax", lambda v: ops.softmax(v)), ("softmax 0", lambda v: ops.softmax(v, 0)),
                ("nn.Softmax", nn.Softmax()), ("log_softmax", ops.log_softmax), ("nn.LogSoftmax", nn.LogSoftmax()),
                ("softshrink", ops.softshrink), ("nn.SoftShrink", nn.SoftShrink())):
    first = ms.grad(lambda v: (f(v) * scale).sum())
    kept.append(first)
    try:
        print(name, ms.grad(lambda v: (first(v) * scale).sum())(small))
    except RuntimeError as error:
        lines = str(error).splitlines()
        print(name, "RuntimeError:", lines[0], "|", lines[-1])

column = ms.Tensor(np.array([[0.5], [-0.3], [2.0]], np.float32))
column_weights = ms.Tensor(np.array([[1.0], [2.0], [3.0]], np.float32))
first = ms.grad(lambda v: (ops.softmax(v) * column_weights).sum())
print("softmax of one value", first(column), ms.grad(lambda v: (first(v) * column_weights).sum())(column))
