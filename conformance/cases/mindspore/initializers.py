# initializers: Zero/One/Constant and their string names give exact values; random ones give the right shapes and dtypes
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, Parameter
from mindspore.common.initializer import Normal, Zero, One, XavierUniform, initializer

print(initializer(Zero(), [2, 3], mindspore.float32).asnumpy())
print(initializer(One(), [2], mindspore.float32).asnumpy())
print(initializer("ones", [2, 2], mindspore.float16).asnumpy())
print(initializer(Normal(), [3, 4]).shape, initializer(XavierUniform(), [3, 4]).asnumpy().dtype)
d = nn.Dense(3, 2, weight_init="zeros", bias_init="ones")
print(d.weight.asnumpy(), d.bias.asnumpy())
d = nn.Dense(3, 2, weight_init=One(), bias_init=Zero())
print(d(Tensor([[1.0, 2.0, 3.0]], mindspore.float32)))
d = nn.Dense(4, 5, weight_init=Normal(0.02))
print(d.weight.shape, d.bias.shape, d.weight.dtype)
p = Parameter(initializer(Zero(), [2], mindspore.float32), name="z")
print(p, p.asnumpy())
