# paddle.lerp / Tensor.lerp: x + w * (y - x) rounded as paddle computes it for every weight (also >= 0.5); no gradient for the weight
import numpy as np
import paddle

x = paddle.to_tensor(np.sin(np.arange(12) * 1.3).astype("float32"), stop_gradient=False)
y = paddle.to_tensor(np.cos(np.arange(12) * 0.7).astype("float32") * 3, stop_gradient=False)
w = paddle.to_tensor(np.linspace(0.05, 0.95, 12).astype("float32"), stop_gradient=False)
for weight in (0.8, 0.5, w):
    print(paddle.lerp(x, y, weight))
out = x.lerp(y, w) * paddle.linspace(0.5, 2.0, 12)
out.sum().backward()
print(x.grad, y.grad, w.grad)
print(paddle.lerp(paddle.to_tensor([1.0, 2.0], dtype="float64"), paddle.to_tensor([[3.0], [4.0]], dtype="float64"), 0.7))
