# stop_gradient in the header: created, parameters, results, .grad
import numpy as np
import paddle

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
print(x)
y = x * 2
print(y)
y.sum().backward()
print(x.grad)
print(x.detach())
