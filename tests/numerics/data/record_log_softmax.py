"""Record MindSpore's CPU float32 LogSoftmax bits (forward and gradient) for
``tests/numerics/test_onednn_softmax.py``. Run with the MindSpore oracle:
``/tmp/oracle-ms/bin/python tests/numerics/data/record_log_softmax.py``.
"""

from pathlib import Path

import mindspore as ms
import numpy as np
from mindspore import ops

OUT = Path(__file__).parent / f"mindspore-{ms.__version__}-log-softmax-float32.npz"


def main():
    rs = np.random.RandomState(0)
    out = {}
    for i, width in enumerate([1, 3, 7, 8, 9, 16, 24, 31, 32, 33, 40, 57, 100]):
        x = (rs.randn(8, width) * rs.choice([0.3, 3.0, 30.0])).astype(np.float32)
        g = rs.randn(8, width).astype(np.float32)
        out[f"x{i}"], out[f"g{i}"] = x, g
        out[f"y{i}"] = ops.log_softmax(ms.Tensor(x)).asnumpy().view(np.uint32)
        grad = ms.grad(lambda t: (ops.log_softmax(t) * ms.Tensor(g)).sum())(ms.Tensor(x))
        out[f"dx{i}"] = grad.asnumpy().view(np.uint32)
    np.savez_compressed(OUT, **out)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
