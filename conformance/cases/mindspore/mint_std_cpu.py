# mint.std on CPU: argument TypeErrors at once; axis/dtype errors and the missing Std kernel at the next read; Tensor.std(dim=, correction=) works
import numpy as np
import mindspore as ms
from mindspore import mint, Tensor

x = Tensor(np.array([[0.5, 2.0, -3.0], [4.0, 1.0, 1.5]], np.float32))
print(Tensor(np.array([[2.0, 4.0, 9.0], [-2.0, 1.0, 3.0]], np.float32)).std(dim=1, correction=1, keepdim=True))


def attempt(call):
    try:
        out = call()
        print("returned", type(out))
    except TypeError as e:
        print("TypeError at once:", e)
    try:
        print(Tensor([7]))
    except (RuntimeError, TypeError, ValueError) as e:
        print(type(e).__name__, "at the next read:", repr(e))


attempt(lambda: mint.std(x, dim=1))
attempt(lambda: mint.std(x, (0, -3), keepdim=True))
attempt(lambda: mint.std(Tensor([1, 2, 3]), correction=0))
attempt(lambda: mint.std(x, dim=[1, "a"]))
attempt(lambda: mint.std([1.0, 2.0]))
attempt(lambda: mint.std(x, correction=0.5, keepdim=None))
