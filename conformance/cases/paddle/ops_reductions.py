# reductions with axis, keepdim and their gradients
import numpy as np
import paddle

x = paddle.to_tensor([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]], stop_gradient=False)
for name in ["sum", "mean", "max", "min", "prod"]:
    f = getattr(paddle, name)
    print(name, f(x), f(x, axis=0), f(x, axis=1, keepdim=True), f(x, axis=[0, 1]))
print(paddle.sum(x, axis=-1), x.sum(), x.mean(axis=0))
print(paddle.argmax(x), paddle.argmax(x, axis=1), paddle.argmin(x, axis=0, keepdim=True))
print(paddle.std(x), paddle.var(x, axis=1, unbiased=False))
print(paddle.norm(x), paddle.logsumexp(x, axis=1))
print(paddle.grad(paddle.max(x), x)[0])
print(paddle.grad(paddle.mean(x, axis=1).sum(), x)[0])
print(paddle.sum(paddle.to_tensor([1, 2], dtype="int32")).dtype, paddle.sum(paddle.to_tensor([True])).dtype)
print(paddle.all(x > -10), paddle.any(x > 5, axis=1))
