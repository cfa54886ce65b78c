# matmul with transpose flags, batched, vector cases; mm, bmm, dot, @
import numpy as np
import paddle

a = paddle.to_tensor(np.arange(6, dtype="float32").reshape(2, 3))
b = paddle.to_tensor(np.arange(6, dtype="float32").reshape(3, 2))
print(paddle.matmul(a, b))
print(paddle.matmul(a, a, transpose_y=True))
print(paddle.matmul(a, a, transpose_x=True).shape)
v = paddle.to_tensor([1.0, 2.0, 3.0])
print(paddle.matmul(a, v), a @ v, paddle.dot(v, v))
print(paddle.mm(a, b), paddle.bmm(paddle.ones([2, 2, 3]), paddle.ones([2, 3, 1])).shape)
