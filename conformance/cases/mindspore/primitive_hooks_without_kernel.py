# user primitives named after no kernel: PyNative runs their infer/check hooks (dtypes, shapes, values) then fails; builtin names count inputs
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import prim_attr_register, PrimitiveWithCheck, PrimitiveWithInfer, Primitive


class Blend(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, alpha=0.5):
        pass

    def infer_dtype(self, a, b):
        print("infer_dtype:", a, b)
        return a

    def infer_shape(self, a, b):
        print("infer_shape:", a, b)
        return a

    def infer_value(self, a, b):
        print("infer_value:", a, b)


class HalfInferred(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self):
        pass

    def infer_dtype(self, a):
        return a


class Checked(PrimitiveWithCheck):
    @prim_attr_register
    def __init__(self):
        pass

    def check_dtype(self, a, b, c):
        print("check_dtype:", a, b, c)

    def check_shape(self, a, b, c):
        print("check_shape:", a, b, c)


class Mul(PrimitiveWithCheck):
    @prim_attr_register
    def __init__(self):
        pass


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
calls = [
    lambda: Blend()(x, 3),
    lambda: Blend(0.1)(x, Tensor(np.array([1, 2], np.int32))),
    lambda: HalfInferred()(x),
    lambda: Checked()(x, True, Tensor(np.zeros((4,), np.float16))),
    lambda: Primitive("NoSuchOp")(x),
    lambda: Mul()(x),
    lambda: Mul()(x, x),
]
for call in calls:
    try:
        print(call())
    except RuntimeError as e:
        print("RuntimeError:", repr(str(e)))
