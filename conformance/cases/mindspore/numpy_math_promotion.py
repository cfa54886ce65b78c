# mindspore.numpy dtype promotion: add/subtract/multiply/divide/power on int/float/bool mixes, Python scalars (int32/float32), float64 Tensors, and the dtype= override
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

values = {
    "int8": Tensor([1, 2], ms.int8), "uint8": Tensor([1, 2], ms.uint8), "int32": Tensor([1, 2], ms.int32),
    "int64": Tensor([1, 2], ms.int64), "float16": Tensor([1.5, 2], ms.float16), "float32": Tensor([1.5, 2], ms.float32),
    "float64": Tensor([1.5, 2], ms.float64), "bool": Tensor([True, False]), "int": 3, "float": 0.5,
}
for op in ("subtract", "multiply", "divide", "maximum"):
    for a in ("int8", "uint8", "int32", "int64", "float16", "float32", "float64", "bool"):
        for b in values:
            try:
                out = getattr(mnp, op)(values[a], values[b])
                print(op, a, b, out.dtype, out)
            except Exception as e:
                print(op, a, b, type(e).__name__, str(e).splitlines()[0])
for a in ("int32", "float16", "float32", "float64"):
    for b in ("int32", "float32", "int", "float"):
        out = mnp.add(values[a], values[b])
        print("add", a, b, out.dtype, out)
print(mnp.add(1, 2).dtype, mnp.add([1, 2], [3.5, 4]).dtype, mnp.subtract(2, 2.5))
try:
    mnp.multiply(2, 2.5)
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(repr(mnp.add(values["int32"], values["int32"], dtype=ms.float32)))
print(repr(mnp.power(values["int32"], 2)), repr(mnp.power(values["int32"], 0.5)))
print(repr(mnp.true_divide(values["float64"], 2)))
print(repr(mnp.floor_divide(Tensor([7, -7], ms.int32), 2)), repr(mnp.remainder(Tensor([7, -7], ms.int32), 3)))
print(repr(mnp.fmod(Tensor([7.5, -7.5]), 2)), repr(mnp.mod(Tensor([7.5, -7.5]), 2)))
print(mnp.result_type(Tensor([1], ms.int32), 1.0), mnp.promote_types(ms.int8, ms.uint8), mnp.promote_types(ms.float16, ms.int64))
