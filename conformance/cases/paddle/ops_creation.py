# creation ops: ones, zeros, full, *_like, arange, linspace, eye with dtypes
import numpy as np
import paddle

print(paddle.ones([2, 3]))
print(paddle.zeros([2], dtype="int32"))
print(paddle.full([2, 2], 7))
print(paddle.full([2], 1.5, dtype="float64"))
print(paddle.full([1], True))
x = paddle.to_tensor([[1, 2], [3, 4]])
print(paddle.ones_like(x), paddle.zeros_like(x, dtype="float32"), paddle.full_like(x, 9))
print(paddle.arange(5), paddle.arange(1, 4), paddle.arange(0, 1, 0.25), paddle.arange(3, dtype="float32"))
print(paddle.linspace(0, 1, 5))
print(paddle.eye(3))
print(paddle.eye(2, 3, dtype="int64"))
print(paddle.to_tensor([1.0]).shape, paddle.ones(shape=3).shape, paddle.ones((2, 1)).shape)
