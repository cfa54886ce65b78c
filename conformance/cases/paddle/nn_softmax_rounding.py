# paddle's float32 softmax rounding: AVX loop along the innermost axis (expf, lane sums), Eigen otherwise; gradients flow
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(21)
for shape, axis in (((6,), -1), ((2, 11), -1), ((3, 5), 0), ((2, 4, 3), 1), ((2, 3, 19), -1), ((3, 1), 0)):
    x = paddle.to_tensor((rng.standard_normal(shape) * 4).astype("float32"))
    print(shape, axis, F.softmax(x, axis).numpy().tolist())
x = paddle.to_tensor([[0.5, -2.0, 3.25, 100.0], [1.0, 1.0, 1.0, 1.0]], stop_gradient=False)
out = paddle.nn.Softmax()(x)
print(out)
print(F.softmax(x, dtype="float64"))
(out * paddle.to_tensor([[1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 2.0, 1.0]])).sum().backward()
print(x.grad.numpy().round(5).tolist())
for shape, axis in (((5, 10), -1), ((4, 3), 0), ((2, 6, 3), 1)):
    x = paddle.to_tensor((rng.standard_normal(shape) * 3).astype("float32"), stop_gradient=False)
    (F.softmax(x, axis) * paddle.to_tensor(rng.standard_normal(shape).astype("float32"))).sum().backward()
    print(shape, axis, x.grad.numpy().tolist())
