# Records, with real paddle, the bits of its CPU qr kernel (Eigen's HouseholderQR, reduced mode) into an .npz:
#   /tmp/oracle-paddle/bin/python record_qr.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState, whose streams are fixed): see matrix().
import sys

import numpy as np

#: (rows, cols, dtype): square and tall, below Eigen's 48-reflector block, through its GEMV's paths (one column,
#: 128 or more rows, groups of 8/4/2/1 outputs), a zero column, and a single row
SHAPES = [(1, 1, "float32"), (4, 1, "float64"), (3, 2, "float32"), (5, 3, "float64"), (10, 10, "float32"),
          (15, 10, "float64"), (40, 20, "float32"), (47, 47, "float64"), (130, 20, "float32"), (129, 47, "float32"),
          (300, 10, "float64"), (60, 9, "float32"), (2000, 3, "float32"), (6, 5, "zero-column")]


def matrix(i, rows, cols, kind):
    rng = np.random.RandomState(i)
    a = rng.standard_normal((rows, cols)).astype("float32" if kind == "zero-column" else kind)
    if kind == "zero-column":
        a[:, 2] = 0
    return a


if __name__ == "__main__":
    import paddle

    out = {}
    for i, (rows, cols, kind) in enumerate(SHAPES):
        q, r = paddle.linalg.qr(paddle.to_tensor(matrix(i, rows, cols, kind)))
        out[f"q{i}"], out[f"r{i}"] = q.numpy(), r.numpy()
    np.savez_compressed(sys.argv[1], **out)
