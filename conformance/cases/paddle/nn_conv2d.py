# Conv2D forward (values rounded: summation order differs by ulps) and gradients with weights set from numpy
import numpy as np
import paddle

conv = paddle.nn.Conv2D(1, 2, 3, padding=1)
print(conv)
print(conv.weight.shape, conv.bias.shape)
conv.weight.set_value(np.arange(18, dtype="float32").reshape(2, 1, 3, 3) / 10)
conv.bias.set_value(np.array([0.5, -0.5], dtype="float32"))
x = paddle.to_tensor(np.arange(16, dtype="float32").reshape(1, 1, 4, 4), stop_gradient=False)
y = conv(x)
print(y.shape)
print(y.numpy().round(3))
y.mean().backward()
print(x.grad)
print(conv.bias.grad)
