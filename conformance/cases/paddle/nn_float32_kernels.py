# paddle's float32 CPU rounding in log_softmax, sigmoid, silu, swish and binary_cross_entropy_with_logits; activation layer reprs
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(42)
x = paddle.to_tensor((rng.standard_normal((4, 6)) * 5).astype("float32"), stop_gradient=False)
print(F.log_softmax(x))
print(F.log_softmax(x, axis=0))
print(F.log_softmax(x, dtype="float64"))
print(paddle.nn.LogSoftmax()(x * 30))
v = paddle.to_tensor([0.5, 1.0, 2.0, 3.0, 4.0, -6.0, 20.0, -100.0, 0.0, 88.5])
print(F.silu(v))
print(F.swish(v))
print(F.sigmoid(v))
print(paddle.nn.Silu()(v), paddle.nn.Sigmoid()(v))
print(paddle.nn.Silu(), paddle.nn.Swish(name="sw"), paddle.nn.LogSoftmax(), paddle.nn.Softmax(1), paddle.nn.LeakyReLU())
y = paddle.to_tensor(rng.random((4, 6)).astype("float32"))
pw = paddle.to_tensor((rng.random(6) * 3).astype("float32"))
print(F.binary_cross_entropy_with_logits(x, y, reduction="none"))
print(F.binary_cross_entropy_with_logits(x, y, pos_weight=pw, reduction="none"))
print(F.binary_cross_entropy_with_logits(x[:1, :5], y[:1, :5]))
# short tensors: the values past the last full packet of 8 go through the C library's expf
for n in (1, 3, 5, 9, 13):
    w = paddle.to_tensor((rng.standard_normal(n) * 6).astype("float32"))
    print(F.sigmoid(w).numpy().tolist(), F.silu(w).numpy().tolist(), F.log_softmax(w).numpy().tolist())
print(F.log_softmax(paddle.to_tensor([6.0, 7.0, 8.0, 9.0])))
