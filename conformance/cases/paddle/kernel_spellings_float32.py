# every spelling of an op (paddle.X, Tensor.X, Tensor.X_, F.X, nn layer) gives the same float32 bits on 4,099 values in [-6, 6] (crc32 of the bytes)
import zlib

import numpy as np
import paddle
import paddle.nn.functional as F

values = np.linspace(-6, 6, 4099, dtype=np.float32)
positive = (np.abs(values) + np.float32(0.01)).astype(np.float32)


def crc(tensor):
    return f"{zlib.crc32(tensor.numpy().tobytes()):08x}"


SPELLINGS = {
    "tanh": ["paddle", "method", "inplace", "F", "Tanh"],
    "exp": ["paddle", "method", "inplace"],
    "sigmoid": ["method", "F", "Sigmoid"],
    "log": ["paddle", "method"],
    "cos": ["paddle", "method"],
    "erf": ["paddle", "method"],
    "tan": ["paddle", "method"],
    "silu": ["F", "Silu"],
    "swish": ["F", "Swish"],
    "softplus": ["F"],
    "elu": ["F"],
}
for op, spellings in SPELLINGS.items():
    x = positive if op == "log" else values
    for spelling in spellings:
        t = paddle.to_tensor(x)
        if spelling == "paddle":
            out, label = getattr(paddle, op)(t), f"paddle.{op}"
        elif spelling == "method":
            out, label = getattr(t, op)(), f"Tensor.{op}"
        elif spelling == "inplace":
            out, label = getattr(t, op + "_")(), f"Tensor.{op}_"
        elif spelling == "F":
            out, label = getattr(F, op)(t), f"F.{op}"
        else:
            out, label = getattr(paddle.nn, spelling)()(t), f"nn.{spelling}"
        print(f"{label:16} {crc(out)}")

# the gradient of tanh follows the same kernel's values, whichever spelling
for label, fn in (("paddle.tanh", paddle.tanh), ("F.tanh", F.tanh), ("nn.Tanh", paddle.nn.Tanh())):
    t = paddle.to_tensor(values[:64], stop_gradient=False)
    (grad,) = paddle.grad(fn(t).sum(), [t])
    print(f"grad {label:11} {crc(grad)}")
