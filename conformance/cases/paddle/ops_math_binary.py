# binary math ops with tensors and scalars, broadcasting
import numpy as np
import paddle

a = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
b = paddle.to_tensor([10.0, 20.0])
print(paddle.add(a, b))
print(paddle.subtract(a, b))
print(paddle.multiply(a, b))
print(paddle.divide(a, b))
print(paddle.pow(a, 2))
print(paddle.pow(a, b / 10))
print(paddle.maximum(a, paddle.to_tensor([2.5, 2.5])), paddle.minimum(a, paddle.to_tensor(2.5)))
print(a + 1, 1 + a, a - 1, 1 - a, a * 2, 2 * a, a / 2, 2 / a, a ** 2, 2 ** a, -a)
print(a // 2, a % 2)
