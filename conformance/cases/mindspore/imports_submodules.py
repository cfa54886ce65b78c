# imports: the submodule spellings MindSpore code uses (ops.operations as P, composite as C, common.dtype, context, initializer)
import numpy as np
import mindspore
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import context, Tensor
from mindspore import dtype as mstype
from mindspore.common import dtype as mstype2
from mindspore.common.initializer import Normal, initializer
from mindspore.common.parameter import Parameter, ParameterTuple
from mindspore.common.tensor import Tensor as Tensor2
from mindspore.ops import operations as P
from mindspore.ops import composite as C
from mindspore.ops import functional as F

context.set_context(mode=context.PYNATIVE_MODE, device_target="CPU")
print(mstype.float32, mstype2.int32, Tensor is Tensor2)
x = Tensor(np.array([1.0, 2.0]), mstype.float32)
print(P.Mul()(x, x), F.square(x))
print(C.GradOperation()(F.square)(x))
print(type(initializer(Normal(), [2, 2], mstype.float32)).__name__)
print(isinstance(Parameter(x, name="p"), Tensor), type(ParameterTuple([])).__name__)
