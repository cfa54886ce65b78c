# in-place methods and paddle.assign / clone / detach
import numpy as np
import paddle

x = paddle.to_tensor([1.0, 2.0])
x.add_(paddle.to_tensor([1.0, 1.0]))
print(x)
x.scale_(2.0)
print(x)
y = paddle.assign(x)
print(y, paddle.clone(x), x.detach())
print(paddle.scale(x, scale=0.5, bias=1.0))
