# paddle.matmul (every transposition) and Linear forward and gradients give paddle's float32 bits (its MKL sgemm's order; shapes in blocks of 8, where unigrad reproduces it; crc32 of the bytes), and the values of a small product in full
import zlib

import numpy as np
import paddle


def values(seed, shape):
    return np.random.RandomState(seed).standard_normal(shape).astype(np.float32)


def crc(t):
    return zlib.crc32(np.ascontiguousarray(t.numpy()).tobytes())


for i, (m, k, n) in enumerate([(8, 16, 32), (16, 64, 8), (24, 96, 16), (8, 200, 16), (32, 40, 16)]):
    for tx in (False, True):
        for ty in (False, True):
            x = paddle.to_tensor(values(i, (k, m) if tx else (m, k)), stop_gradient=False)
            y = paddle.to_tensor(values(i + 100, (n, k) if ty else (k, n)), stop_gradient=False)
            z = paddle.matmul(x, y, transpose_x=tx, transpose_y=ty)
            z.backward(paddle.to_tensor(values(i + 200, (m, n))))
            print((m, k, n, tx, ty), crc(z), crc(x.grad), crc(y.grad))
paddle.seed(0)
for batch, fan_in, fan_out in [(8, 64, 32), (8, 32, 10), (16, 128, 24)]:
    layer = paddle.nn.Linear(fan_in, fan_out)
    x = paddle.randn([batch, fan_in])
    out = layer(x)
    (out * paddle.randn([batch, fan_out])).sum().backward()
    print((batch, fan_in, fan_out), crc(out), crc(layer.weight.grad), crc(layer.bias.grad))
print(paddle.matmul(paddle.to_tensor(values(7, (8, 9))), paddle.to_tensor(values(8, (9, 3)))))
