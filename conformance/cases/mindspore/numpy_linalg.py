# mindspore.numpy linear algebra basics on small integer-valued operands: matmul (broadcast, dtype=), dot, inner, outer, tensordot, kron, cross, trace, multi_dot, norm
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

a = mnp.arange(6).reshape(2, 3).astype("float32")
b = mnp.arange(12).reshape(3, 4).astype("float32")
print(repr(mnp.matmul(a, b)), repr(mnp.matmul(a, b, dtype=ms.float16)))
print(repr(mnp.matmul(mnp.ones((2, 2, 3)), b)).replace("\n", " ")[:200])
print(repr(mnp.matmul(Tensor([[1, 2]], ms.int32), Tensor([[3], [4]], ms.int32))))
print(repr(mnp.dot(Tensor([1.0, 2.0]), Tensor([3.0, 4.0]))), repr(mnp.dot(a, b)), repr(mnp.dot(a, Tensor(2.0))))
try:
    mnp.dot(a, 2)
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(repr(mnp.dot(mnp.full((1, 3), 7).astype("float32"), mnp.full((2, 3, 4), 5).astype("float32"))))
print(repr(mnp.inner(a, a)), repr(mnp.outer(Tensor([1, 2]), Tensor([3, 4, 5]))))
print(repr(mnp.tensordot(a, b, 1)), mnp.tensordot(mnp.ones((3, 4, 5)), mnp.ones((4, 3, 2)), axes=([1, 0], [0, 1])).shape)
print(repr(mnp.kron(Tensor([1, 10]), Tensor([5, 6]))), repr(mnp.kron(mnp.eye(2), mnp.ones((2, 2)))))
print(repr(mnp.cross(Tensor([[1, 2, 3], [4, 5, 6]]), Tensor([[4, 5, 6], [1, 2, 3]]))))
print(repr(mnp.trace(b)), repr(mnp.trace(b, 1)))
print(repr(mnp.multi_dot([a, b, mnp.ones((4, 2))])))
print(repr(mnp.norm(Tensor([3.0, 4.0]))), repr(mnp.norm(a, "fro")), repr(mnp.norm(a, axis=0)))
