# gradients through mindspore.numpy whose last bits come from kernels not reproduced yet: a tanh of a float32 matmul (MindSpore CPU GEMM order), sin (SinGrad), std (ReduceStd grad)
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

x = Tensor([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], ms.float32)
w = Tensor([[1.0], [2.0], [-1.0]], ms.float32)

def loss(x, w):
    h = mnp.tanh(mnp.matmul(x, w))
    return mnp.mean(mnp.square(h - 0.5)) + mnp.sum(mnp.exp(x) * 0.1)

print(ms.grad(loss, grad_position=(0, 1))(x, w))
print(ms.value_and_grad(loss, grad_position=1)(x, w))
print(ms.grad(lambda x: mnp.sum(mnp.where(x > 0, mnp.log(mnp.absolute(x) + 1), mnp.sin(x))))(x))
print(ms.grad(lambda x: mnp.sum(mnp.concatenate((x, mnp.clip(x, -0.5, 0.5)), axis=1) ** 2))(x))
print(ms.grad(lambda x: mnp.std(x, axis=1).sum() + mnp.amax(x))(x))
print(ms.grad(lambda x: mnp.dot(x, x))(Tensor([0.0, 1.0, 2.0, 3.0])))
