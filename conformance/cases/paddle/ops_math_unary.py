# elementwise unary math ops and their gradients
import numpy as np
import paddle

x = paddle.to_tensor([0.25, 0.5, 1.0], stop_gradient=False)
for name in ["exp", "log", "sin", "cos", "tanh", "sqrt", "abs", "square", "sigmoid", "rsqrt", "log1p", "reciprocal"]:
    y = getattr(paddle, name)(x)
    (g,) = paddle.grad(y.sum(), x)
    print(name, y.numpy().round(5).tolist(), g.numpy().round(5).tolist())
