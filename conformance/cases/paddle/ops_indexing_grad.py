# indexing, slicing and item assignment with gradients
import numpy as np
import paddle

x = paddle.to_tensor(np.arange(12, dtype="float32").reshape(3, 4), stop_gradient=False)
print(x[0], x[1:, ::2], x[-1, -1], x[:, 1])
print(x[paddle.to_tensor([0, 2])])
print(x[x > 8])
y = x[1:, :2].sum()
print(paddle.grad(y, x)[0])
z = paddle.zeros([2, 3])
z[0, 1] = 5.0
z[1] = paddle.to_tensor([1.0, 2.0, 3.0])
print(z)
