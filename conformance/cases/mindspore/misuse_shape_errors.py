# misuse: shapes that do not fit. MindSpore's errors, not torch's (and no result where oneDNN's MatMul would
# compute one): reshape, matmul, concat and broadcasting fail at the next read of the result; stack, Dense and
# the bitwise and % operators at the call
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn

x = Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))
w = Tensor(np.ones((3, 2), np.float32))
t3 = Tensor(np.ones((3,), np.float32))
i2 = Tensor(np.array([[1, 2], [3, 4]], np.int32))
i3 = Tensor(np.array([1, 2, 3], np.int32))


def show(label, fn):
    try:
        r = fn()
    except Exception as e:
        print(label, "raises at the call:", type(e).__name__)
        print(str(e))
        return
    print(label, "returns")
    try:
        print(r)
    except Exception as e:
        print(label, "raises at the read:", type(e).__name__)
        print(str(e))
    try:
        print(r.shape)
    except Exception as e:
        print("its shape raises:", type(e).__name__, str(e).splitlines()[0])
    print("x still reads:", x)


show("Tensor.reshape(3)", lambda: x.reshape(3))
show("Tensor.reshape(-1, 3)", lambda: x.reshape(-1, 3))
show("ops.reshape (3, 2)", lambda: ops.reshape(x, (3, 2)))
show("Tensor.view(3)", lambda: x.view(3))
show("ops.matmul (2,2) (3,2)", lambda: ops.matmul(x, w))
show("x @ w", lambda: x @ w)
show("Tensor.matmul", lambda: x.matmul(w))
show("ops.mm", lambda: ops.mm(x, w))
show("ops.bmm", lambda: ops.bmm(x, w))
show("nn.Dense(3, 2)", lambda: nn.Dense(3, 2)(x))
show("ops.concat axis 0", lambda: ops.concat((x, Tensor(np.ones((2, 3), np.float32))), 0))
show("ops.cat axis 1", lambda: ops.cat((x, w), 1))
show("ops.concat ranks", lambda: ops.concat((x, t3)))
show("ops.stack ranks", lambda: ops.stack([x, t3]))
show("ops.stack shapes", lambda: ops.stack([x, w]))
for name, fn in (("x + t3", lambda: x + t3), ("t3 + x", lambda: t3 + x), ("x - t3", lambda: x - t3),
                 ("x * t3", lambda: x * t3), ("x / t3", lambda: x / t3), ("x // t3", lambda: x // t3),
                 ("x % t3", lambda: x % t3), ("x ** t3", lambda: x ** t3), ("x < t3", lambda: x < t3),
                 ("x <= t3", lambda: x <= t3), ("x > t3", lambda: x > t3), ("x >= t3", lambda: x >= t3),
                 ("x == t3", lambda: x == t3), ("x != t3", lambda: x != t3), ("i2 & i3", lambda: i2 & i3),
                 ("i2 | i3", lambda: i2 | i3), ("i2 ^ i3", lambda: i2 ^ i3),
                 ("(2,3) + (4,5)", lambda: Tensor(np.ones((2, 3), np.float32)) + Tensor(np.ones((4, 5), np.float32))),
                 ("Tensor.add", lambda: x.add(t3)), ("Tensor.sub", lambda: x.sub(t3)), ("Tensor.mul", lambda: x.mul(t3)),
                 ("Tensor.div", lambda: x.div(t3)), ("ops.add", lambda: ops.add(x, t3)), ("ops.sub", lambda: ops.sub(x, t3)),
                 ("ops.mul", lambda: ops.mul(x, t3)), ("ops.div", lambda: ops.div(x, t3)), ("ops.pow", lambda: ops.pow(x, t3)),
                 ("ops.maximum", lambda: ops.maximum(x, t3)), ("ops.minimum", lambda: ops.minimum(x, t3))):
    show(name, fn)
