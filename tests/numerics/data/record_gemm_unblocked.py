# Records, with real paddle, the float32 bits of paddle.matmul for shapes where MKL sums over all of K without
# chunks (fewer than 8 rows, or 4 columns) and for rows in blocks of 4, each with the four transpositions:
#   /tmp/oracle-paddle/bin/python record_gemm_unblocked.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState): see record_gemm.values().
import itertools
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from record_gemm import values  # noqa: E402

#: (m, k, n) of op(A) [m, k] @ op(B) [k, n]; long K (past MKL's chunk of 112) with few rows, 4 columns,
#: rows in 4s, one column (gemv: reproduced with A transposed); and shapes whose row starts are not 16-byte aligned (not reproduced: a check they stay unclaimed)
SHAPES = [(4, 784, 200), (1, 300, 10), (1, 130, 7), (2, 500, 8), (3, 250, 12), (5, 113, 16), (6, 300, 3),
          (7, 200, 24), (12, 300, 16), (20, 130, 24), (9, 300, 4), (16, 200, 4), (4, 200, 10), (7, 130, 5),
          (16, 50, 1), (3, 300, 1), (1, 130, 1), (64, 16, 1)]


def operands(i, m, k, n, transpose_a, transpose_b):
    a, b = values(5000 + 2 * i, (m, k)), values(5001 + 2 * i, (k, n))
    return (a.T.copy() if transpose_a else a), (b.T.copy() if transpose_b else b)


if __name__ == "__main__":
    import paddle

    out = {}
    for i, (m, k, n) in enumerate(SHAPES):
        for ta, tb in itertools.product((0, 1), (0, 1)):
            a, b = operands(i, m, k, n, ta, tb)
            product = paddle.matmul(paddle.to_tensor(a), paddle.to_tensor(b), transpose_x=bool(ta), transpose_y=bool(tb))
            out[f"matmul{i}_{ta}{tb}"] = product.numpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
