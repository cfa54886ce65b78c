# every spelling of an op (ops.X, Tensor.X, ops.Primitive, nn layer) gives the same float32 bits on 4,099 values in [-6, 6] (crc32 of the bytes)
import zlib

import numpy as np
import mindspore as ms
from mindspore import nn, ops

values = np.linspace(-6, 6, 4099, dtype=np.float32)
positive = (np.abs(values) + np.float32(0.01)).astype(np.float32)


def crc(tensor):
    return f"{zlib.crc32(tensor.asnumpy().tobytes()):08x}"


SPELLINGS = {
    "exp": ["ops", "method", "Exp"],
    "tanh": ["ops", "method", "Tanh", "nn.Tanh"],
    "sigmoid": ["ops", "method", "Sigmoid", "nn.Sigmoid"],
    "log": ["ops", "method", "Log"],
    "sqrt": ["ops", "method", "Sqrt"],
    "sin": ["ops", "method", "Sin"],
    "cos": ["ops", "method", "Cos"],
    "erf": ["ops", "Erf"],
    "silu": ["ops", "nn.SiLU"],
}
for op, spellings in SPELLINGS.items():
    x = positive if op in ("log", "sqrt") else values
    for spelling in spellings:
        t = ms.Tensor(x)
        if spelling == "ops":
            out, label = getattr(ops, op)(t), f"ops.{op}"
        elif spelling == "method":
            out, label = getattr(t, op)(), f"Tensor.{op}"
        elif spelling.startswith("nn."):
            out, label = getattr(nn, spelling[3:])()(t), spelling
        else:
            out, label = getattr(ops, spelling)()(t), f"ops.{spelling}"
        print(f"{label:16} {crc(out)}")

# the gradient of tanh follows the same kernel's values, whichever spelling
for label, fn in (("ops.tanh", ops.tanh), ("Tensor.tanh", lambda t: t.tanh()), ("nn.Tanh", nn.Tanh())):
    grad = ms.grad(lambda t: fn(t).sum())(ms.Tensor(values[:64]))
    print(f"grad {label:11} {crc(grad)}")
