# comparison and logical ops give bool tensors
import numpy as np
import paddle

a = paddle.to_tensor([1.0, 2.0, 3.0])
b = paddle.to_tensor([3.0, 2.0, 1.0])
print(a == b, a != b, a < b, a <= b, a > b, a >= b)
print(paddle.equal(a, b), paddle.greater_than(a, b), paddle.less_equal(a, paddle.to_tensor(2.0)))
print(paddle.logical_and(a > 1, b > 1), paddle.logical_not(a > 1))
print(paddle.equal_all(a, a), paddle.allclose(a, a + 1e-9))
