# nn.functional relu, sigmoid, softmax, mse_loss, cross_entropy values (cross_entropy rounded: paddle is 1 ulp off) and gradients
import numpy as np
import paddle

F = paddle.nn.functional
x = paddle.to_tensor([[1.0, -2.0, 0.5], [0.0, 3.0, -1.0]], stop_gradient=False)
print(F.relu(x))
print(F.sigmoid(x))
print(F.softmax(x))
print(F.softmax(x, axis=0))
label = paddle.to_tensor([[2], [1]])
ce = F.cross_entropy(x, label)
print(ce.shape, round(ce.item(), 5))
print(paddle.grad(ce, x)[0])
none = F.cross_entropy(x, paddle.to_tensor([2, 1]), reduction="none")
print(none.shape, none.stop_gradient, none.numpy().round(5))
print(F.mse_loss(x, paddle.zeros_like(x)), F.mse_loss(x, paddle.zeros_like(x), reduction="sum"))
