# paddle.matmul and Linear with a K past MKL's chunk of 112 on few rows (1-7), 4 columns, or rows in blocks of 4, and a transposed matrix times one column (gemv), give paddle's float32 bits (MKL's one in-order sum over K, crc32 of the bytes), forward and the weight's gradient
import zlib

import numpy as np
import paddle


def values(seed, shape):
    return np.random.RandomState(seed).standard_normal(shape).astype(np.float32)


def crc(t):
    return zlib.crc32(np.ascontiguousarray(t.numpy()).tobytes())


for i, (m, k, n, tx) in enumerate([(4, 784, 200, False), (1, 300, 10, True), (3, 250, 12, False), (6, 300, 3, True),
                                   (16, 200, 4, False), (12, 300, 16, False), (20, 130, 24, True)]):
    x = paddle.to_tensor(values(i, (k, m) if tx else (m, k)))
    y = paddle.to_tensor(values(i + 100, (k, n)), stop_gradient=False)
    z = paddle.matmul(x, y, transpose_x=tx)
    z.backward(paddle.to_tensor(values(i + 200, (m, n))))
    print((m, k, n, tx), crc(z), crc(y.grad))
for i, (m, k) in enumerate([(16, 50), (3, 300), (64, 16)]):
    print("gemv", (m, k), crc(paddle.matmul(paddle.to_tensor(values(300 + i, (k, m))), paddle.to_tensor(values(400 + i, (k, 1))),
                                          transpose_x=True)))
paddle.seed(2023)
layer = paddle.nn.Linear(784, 200)
x = paddle.rand([4, 784])
out = layer(x)
(out * paddle.randn([4, 200])).sum().backward()
print(crc(out), crc(layer.weight.grad), crc(layer.bias.grad))
print(out[:2, :3])
