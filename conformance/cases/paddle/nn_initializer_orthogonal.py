# paddle.nn.initializer.Orthogonal: paddle's CPU draws, Eigen's Householder QR and its sign convention bit for bit (tall, wide, square, conv-shaped weights, float32 and float64, gain), orthogonality, calculate_gain's doc example, and its errors (gain None, 1-D parameter)
import numpy as np
import paddle

paddle.seed(2024)
gain = paddle.nn.initializer.calculate_gain('leaky_relu', param=1.0)
print(gain)
initializer = paddle.nn.initializer.Orthogonal(gain)
weight_attr = paddle.ParamAttr(initializer=paddle.nn.initializer.Orthogonal())
tall = paddle.nn.Linear(6, 4, weight_attr=weight_attr)
print(tall.weight)
wide = paddle.nn.Linear(3, 7, weight_attr=paddle.ParamAttr(initializer=paddle.nn.initializer.Orthogonal(gain=2.0)))
print(wide.weight)
w = wide.weight.numpy()
print(np.abs(w @ w.T - 4 * np.eye(3)).max() < 1e-5)
conv = paddle.nn.Conv2D(4, 2, 3, weight_attr=paddle.ParamAttr(initializer=paddle.nn.initializer.Orthogonal(0.5)))
print(conv.weight.shape, conv.weight.numpy().ravel()[:8])
for rows, cols, dtype in [(5, 5, "float64"), (4, 3, "float64"), (40, 12, "float32"), (20, 47, "float32"), (150, 3, "float64"), (9, 1, "float32")]:
    p = paddle.create_parameter([rows, cols], dtype, default_initializer=paddle.nn.initializer.Orthogonal(1.5 if rows != 4 else 1 / 3))
    values = p.numpy()
    print(rows, cols, p.dtype, values.sum(), values[0, :3], values[-1, -3:])
square = paddle.create_parameter([8, 8], "float32", default_initializer=initializer)
print(square)
x = paddle.ones([3, 4])
paddle.nn.initializer.Orthogonal()(x)
print(x)
for label, f in [("gain None", lambda: paddle.nn.initializer.Orthogonal(None)),
                 ("1-D", lambda: paddle.create_parameter([4], "float32", default_initializer=paddle.nn.initializer.Orthogonal())),
                 ("float16", lambda: paddle.create_parameter([4, 3], "float16", default_initializer=paddle.nn.initializer.Orthogonal()))]:
    try:
        r = f()
        print(label, "ok", r.dtype, r.shape)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
print(paddle.rand([2]))
