# mindspore.grad and value_and_grad through mindspore.numpy functions (elementwise, reductions, matmul on exact values, where, concatenate, clip, dot), w.r.t. several positions
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

x = Tensor([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], ms.float32)
w = Tensor([[1.0], [2.0], [-1.0]], ms.float32)

def loss(x, w):
    h = mnp.matmul(x * 4, w)  # exact products and sums
    return mnp.mean(mnp.square(h - 0.5)) + mnp.sum(mnp.exp(x) * 0.5)

print(ms.grad(loss, grad_position=(0, 1))(x, w))
print(ms.value_and_grad(loss, grad_position=1)(x, w))
print(ms.grad(lambda x: mnp.sum(mnp.where(x > 0, mnp.log(mnp.absolute(x) + 1), mnp.square(x))))(x))
print(ms.grad(lambda x: mnp.sum(mnp.concatenate((x, mnp.clip(x, -0.5, 0.5)), axis=1) ** 2))(x))
print(ms.grad(lambda x: mnp.amax(x) + mnp.sum(mnp.multiply(x, x), axis=0).sum())(x))
print(ms.grad(lambda x: mnp.dot(x, x))(Tensor([0.0, 1.0, 2.0, 3.0])))
print(ms.grad(lambda a, b: mnp.sum(mnp.subtract(a, b) * mnp.add(a, b)), grad_position=(0, 1))(x, x * 2))
