# paddle's sin and cos (SLEEF's vector functions: each packet of 8 reduced by its largest value) and the grad
# functors of sin, cos and tan (SLEEF's scalar functions, each value by its own size), on tensors whose
# magnitudes mix, as a transformer's positional encoding does
import math

import numpy as np
import paddle

rng = np.random.RandomState(1)
x = np.concatenate([rng.uniform(-130, 130, 700), rng.uniform(-6, 6, 700), rng.uniform(-5e4, 5e4, 100)])
rng.shuffle(x)
t = paddle.to_tensor(x.astype(np.float32), stop_gradient=False)
dout = paddle.to_tensor(rng.randn(t.shape[0]).astype(np.float32))


def checksum(v):
    return int(v.numpy().view(np.uint32).astype(np.int64).sum())


for name, f in (("paddle.sin", paddle.sin), ("Tensor.sin", lambda v: v.sin()), ("paddle.cos", paddle.cos),
                ("Tensor.cos", lambda v: v.cos()), ("paddle.tan", paddle.tan)):
    y = f(t)
    (g,) = paddle.grad((y * dout).sum(), t)
    print(name, y.numpy()[:3], checksum(y), checksum(g))

# the sinusoidal positional encoding of "Attention Is All You Need"
max_len, d_model = 64, 32
position = paddle.arange(max_len, dtype="float32").unsqueeze(1)
div_term = paddle.exp(paddle.arange(0, d_model, 2, dtype="float32") * (-math.log(10000.0) / d_model))
pe = paddle.zeros([max_len, d_model])
pe[:, 0::2] = paddle.sin(position * div_term * 100)
pe[:, 1::2] = paddle.cos(position * div_term * 100)
print(pe[60, :6], checksum(pe))
