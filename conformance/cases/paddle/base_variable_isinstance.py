# paddle.base.framework.Variable (also paddle.static.Variable, paddle.base.Variable): in dygraph every Tensor and Parameter is an instance, other values are not
import numpy as np
import paddle
from paddle.base import framework

V = framework.Variable
x = paddle.to_tensor([1.0, 2.0])
print(V.__name__, type(V).__name__)
print(isinstance(x, V), isinstance(x * 2, V), isinstance(paddle.nn.Linear(1, 1).weight, V))
print(isinstance(1.0, V), isinstance(np.ones(2), V), isinstance([x], V), isinstance(None, V))
print(paddle.static.Variable is V, paddle.base.Variable is V, issubclass(paddle.Tensor, V))
print(isinstance(paddle.incubate.autograd.vjp(paddle.tanh, paddle.ones([2, 2]))[1], V))
