# PrimitiveWithCheck/PrimitiveWithInfer subclasses: registered attrs, init_attrs, io names (not printed), default hooks, builtin op by name
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import prim_attr_register, PrimitiveWithCheck, PrimitiveWithInfer, Primitive


class Scale(PrimitiveWithCheck):
    @prim_attr_register
    def __init__(self, factor, offset=0.5):
        self.init_prim_io_names(inputs=["x"], outputs=["y"])


class Sub(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self):
        pass


s = Scale(3)
print(s, s.name, s.factor, s.offset)
print(sorted(s.attrs.items()), s.init_attrs, s.input_names, s.output_names)
print(isinstance(s, Primitive), s.check_shape([2]), s.check_dtype(ms.float32))
try:
    s.missing
except AttributeError as e:
    print("AttributeError:", e)
sub = Sub()
print(sub, sub.attrs, sub.init_attrs, sub.infer_shape([1]), sub.infer_dtype(ms.int32), sub.infer_value(None))
print(sub(Tensor(np.array([5.0, 1.5], np.float32)), Tensor(np.array([1.0, 2.0], np.float32))))
print(PrimitiveWithInfer("Custom"), PrimitiveWithCheck("Other").attrs)
