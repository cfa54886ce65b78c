# where, clip, gather, index_select, masked_select, topk, sort and gradients
import numpy as np
import paddle

x = paddle.to_tensor([-2.0, -0.5, 0.5, 2.0], stop_gradient=False)
y = paddle.where(x > 0, x * 2, paddle.zeros_like(x))
print(y, paddle.grad(y.sum(), x)[0])
c = paddle.clip(x, min=-1.0, max=1.0)
print(c, paddle.grad(c.sum(), x)[0])
print(paddle.clip(x, max=0.0))
idx = paddle.to_tensor([3, 0])
print(paddle.gather(x, idx), paddle.index_select(x, idx))
print(paddle.masked_select(x, x > 0))
values, indices = paddle.topk(x, 2)
print(values, indices)
print(paddle.sort(x, descending=True), paddle.argsort(x))
