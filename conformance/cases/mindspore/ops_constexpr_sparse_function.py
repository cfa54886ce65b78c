# ops.constexpr (also at the top level, outside __all__, as in MindSpore; bare and with arguments: a PrimitiveWithInfer instance, or its class with get_instance=False, that runs the function) and mindspore.ops.function's csr_add/coo_add
import numpy as np
import mindspore as ms
from mindspore import Tensor, CSRTensor, COOTensor, ops
from mindspore.ops.primitive import constexpr
from mindspore.ops.function import csr_add, coo_add


@constexpr
def make_tensor(a, dtype=ms.int64):
    return Tensor(np.asarray(a), dtype)


@constexpr(reuse_result=False)
def double(a):
    return a * 2


print(type(make_tensor).__name__, isinstance(make_tensor, ops.PrimitiveWithInfer), make_tensor.name)
print(make_tensor([0, 2], ms.int32), double(21), double.name)
proxy = constexpr(get_instance=False)(lambda: 7)
print(isinstance(proxy, type), proxy()())
a = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([1.0, 2.0]), (2, 6))
print(csr_add(a, a, Tensor(1.0), Tensor(1.0)))
c = COOTensor(Tensor([[0, 1]], ms.int64), Tensor([1.5]), (2, 2))
print(coo_add(c, c, Tensor(0.0)))
print(csr_add is ops.csr_add, coo_add is ops.coo_add)
print(ms.constexpr is ops.constexpr, "constexpr" in ms.__all__)
