# Records, with real paddle, the float32 bits of paddle.matmul (its bundled MKL sgemm) for every transposition
# of A and B over a sweep of shapes, and of a Linear layer's forward and gradients, into an .npz:
#   /tmp/oracle-paddle/bin/python record_gemm.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState, whose streams are fixed): see values().
# MKL picks its micro-kernels from the CPU: these bits are the recording machine's (AMD, no FMA path).
import itertools
import sys

import numpy as np

#: (m, k, n) of op(A) [m, k] @ op(B) [k, n], each with the four transpositions
SHAPES = [(8, 16, 32), (8, 32, 16), (4, 3, 5), (3, 7, 2), (16, 128, 16), (8, 200, 16), (8, 8, 8), (16, 8, 32),
          (16, 64, 32), (24, 32, 10), (8, 112, 24), (8, 113, 16), (8, 336, 16), (32, 784, 16), (9, 500, 8),
          (5, 100, 16), (2, 50, 10), (16, 200, 16), (16, 1, 4), (9, 32, 16), (1, 32, 8), (16, 10, 2)]
#: (batch, in, out) of paddle.nn.Linear
LINEARS = [(8, 64, 32), (8, 32, 10), (8, 16, 32), (8, 32, 16), (16, 128, 24), (8, 200, 16), (16, 13, 8)]


def values(seed, shape):
    return np.random.RandomState(seed).standard_normal(shape).astype(np.float32)


def operands(i, m, k, n, transpose_a, transpose_b):
    """The stored A and B (already transposed where the flag says so) of case ``i``."""
    a, b = values(2 * i, (m, k)), values(2 * i + 1, (k, n))
    return (a.T.copy() if transpose_a else a), (b.T.copy() if transpose_b else b)


if __name__ == "__main__":
    import paddle

    out = {}
    for i, (m, k, n) in enumerate(SHAPES):
        for ta, tb in itertools.product((0, 1), (0, 1)):
            a, b = operands(i, m, k, n, ta, tb)
            product = paddle.matmul(paddle.to_tensor(a), paddle.to_tensor(b), transpose_x=bool(ta), transpose_y=bool(tb))
            out[f"matmul{i}_{ta}{tb}"] = product.numpy().view(np.uint32)
    for i, (batch, fan_in, fan_out) in enumerate(LINEARS):
        layer = paddle.nn.Linear(fan_in, fan_out)
        layer.weight.set_value(values(1000 + i, (fan_in, fan_out)))
        layer.bias.set_value(values(2000 + i, (fan_out,)))
        x = paddle.to_tensor(values(3000 + i, (batch, fan_in)), stop_gradient=False)
        y = layer(x)
        y.backward(paddle.to_tensor(values(4000 + i, (batch, fan_out))))
        for name, t in (("out", y), ("dx", x.grad), ("dw", layer.weight.grad), ("db", layer.bias.grad)):
            out[f"linear{i}_{name}"] = t.numpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
