# misuse: indices out of range. Indexing raises at the call with MindSpore's texts (no dimension number, a
# 0-D tensor cannot be indexed); ops.gather and a tensor index run the CPU Gather kernel, whose failure is
# raised once by the next read of any tensor (the output's shape reads, its values are zeros afterwards);
# a negative gather index counts from the end
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

x = Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))
s = Tensor(np.float32(2.0))
y = Tensor(np.array([7.0], np.float32))


def at_call(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "raises at the call:", type(e).__name__)
        print(str(e))


at_call("x[2]", lambda: x[2])
at_call("x[-3]", lambda: x[-3])
at_call("x[0, 5]", lambda: x[0, 5])
at_call("x[:, :, 0]", lambda: x[:, :, 0])
at_call("x[[0, 5]]", lambda: x[[0, 5]])
at_call("s[0]", lambda: s[0])
at_call("s[0:1]", lambda: s[0:1])
at_call("x[1, -1]", lambda: x[1, -1])

for label, fn in (("ops.gather [5] axis 0", lambda: ops.gather(x, Tensor(np.array([5], np.int32)), 0)),
                  ("ops.gather [5] axis 1", lambda: ops.gather(x, Tensor(np.array([5], np.int32)), 1)),
                  ("x[Tensor([5])]", lambda: x[Tensor(np.array([5]))])):
    g = fn()
    print(label, "returns, shape", g.shape)
    try:
        print("another tensor:", y)
    except Exception as e:
        print("another tensor's read raises:", type(e).__name__)
        print(str(e))
    print("then the output reads:", g)
    print("and another tensor:", y)

print("ops.gather [-1]:", ops.gather(x, Tensor(np.array([-1], np.int32)), 0))
