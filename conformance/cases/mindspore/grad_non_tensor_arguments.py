# grad with Python-number arguments: differentiating a number position gives (), tensors still get gradients; keyword args pass through
import mindspore
from mindspore import Tensor, grad

def scaled(x, s):
    return (x * s).sum()

def keyword(x, y=None):
    return (x * y).sum()

x = Tensor([1.0, 2.0], mindspore.float32)
print(grad(scaled, 0)(x, 2.0))
print(grad(scaled, 1)(x, 2.0))
print(grad(keyword)(x, y=Tensor([3.0, 4.0], mindspore.float32)))
