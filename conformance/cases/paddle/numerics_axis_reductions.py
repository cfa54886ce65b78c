# float32 sum/mean over one or several axes (keepdim, negative axes, all axes, >8,192 values) and the gradient of a broadcast operand of +, -, * give paddle's bits (crc32 of the bytes; a few printed in full)
import zlib

import numpy as np
import paddle


def values(seed, shape):
    rng = np.random.RandomState(seed)
    return (rng.standard_normal(shape) * np.exp(rng.standard_normal(shape) * 2)).astype(np.float32)


def crc(t):
    return zlib.crc32(np.ascontiguousarray(t.numpy()).tobytes())


x = paddle.to_tensor(values(0, (4, 6, 9, 10)))
for axis in [0, 1, 3, -1, [0, 2], [1, 3], [3, 0], [0, 1, 2, 3], None]:
    print(axis, crc(paddle.sum(x, axis=axis)), crc(x.sum(axis=axis, keepdim=True)), crc(paddle.mean(x, axis=axis)),
          crc(x.mean(axis, keepdim=True)))
row = paddle.to_tensor(values(1, (3, 13)))
print(row.sum(1), row.mean(-1), row.sum(0, keepdim=True))
big = paddle.to_tensor(values(2, (20009,)))
print(crc(big.sum()), crc(big.mean()), crc(paddle.sum(big.reshape([11, 1819]), axis=1)))
for x_shape, y_shape in [((10, 1), (1,)), ((12, 30), (30,)), ((12, 30), (12, 1)), ((4, 6, 9), (6, 1)), ((5, 7, 3), ())]:
    a = paddle.to_tensor(values(3, x_shape), stop_gradient=False)
    for op in (lambda p, q: p + q, lambda p, q: p - q, lambda p, q: p * q, lambda p, q: q * p):
        b = paddle.to_tensor(values(4, y_shape), stop_gradient=False)
        (op(a, b) * paddle.to_tensor(values(5, x_shape))).sum().backward()
        print(x_shape, y_shape, crc(b.grad))
    a.clear_gradient()
