# paddle.bmm and batched paddle.matmul (3-D and 4-D, same batch axes, every transposition, shapes whose gradients are claimed shapes too) give paddle's float32 bits forward and for both gradients (MKL's sgemm run once per matrix; crc32 of the bytes)
import zlib

import numpy as np
import paddle


def values(seed, shape):
    return np.random.RandomState(seed).standard_normal(shape).astype(np.float32)


def crc(t):
    return zlib.crc32(np.ascontiguousarray(t.numpy()).tobytes())


for i, (batch, m, k, n) in enumerate([((2,), 8, 16, 32), ((3,), 8, 200, 16), ((4,), 16, 48, 24), ((2, 2), 8, 136, 16)]):
    for tx in (False, True):
        for ty in (False, True):
            x = paddle.to_tensor(values(i, batch + ((k, m) if tx else (m, k))), stop_gradient=False)
            y = paddle.to_tensor(values(i + 100, batch + ((n, k) if ty else (k, n))), stop_gradient=False)
            z = paddle.matmul(x, y, transpose_x=tx, transpose_y=ty)
            z.backward(paddle.to_tensor(values(i + 200, batch + (m, n))))
            print(batch, (m, k, n, tx, ty), crc(z), crc(x.grad), crc(y.grad))
x = paddle.to_tensor(values(7, (2, 9, 32)), stop_gradient=False)
y = paddle.to_tensor(values(8, (2, 32, 16)), stop_gradient=False)
z = paddle.bmm(x, y)
z.sum().backward()
print(crc(z), crc(y.grad), z[1, :2, :3])
