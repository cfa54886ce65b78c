"""Record MindSpore's CPU float32 bits of its softmax cross-entropy kernels and of ``ops.cross_entropy``
(values and gradients), for ``tests/numerics/test_mindspore_cpu_losses.py``.

Run with the MindSpore oracle: ``/tmp/oracle-ms/bin/python tests/numerics/data/record_losses.py``.
Rows come in multiples of 16 so that MindSpore's Log kernel gives the same bits on one or two threads.
"""

from pathlib import Path

import mindspore as ms
import numpy as np
from mindspore import nn, ops

OUT = Path(__file__).parent / f"mindspore-{ms.__version__}-losses-float32.npz"


def inputs(seed, rows, classes):
    rs = np.random.RandomState(seed)
    logits = (rs.randn(rows, classes) * rs.choice([0.5, 3.0, 20.0])).astype(np.float32)
    return logits, rs.randint(0, classes, rows).astype(np.int32), rs.rand(rows, classes).astype(np.float32)


def bits(t):
    return t.asnumpy().astype(np.float32).view(np.uint32)


def main():
    out = {}
    for seed, (rows, classes) in enumerate([(16, 10), (32, 7), (16, 33), (1, 10), (4, 3)]):
        logits, index, soft = inputs(seed, rows, classes)
        x, t, p = ms.Tensor(logits), ms.Tensor(index), ms.Tensor(soft)
        out[f"logits{seed}"], out[f"index{seed}"], out[f"soft{seed}"] = logits, index, soft
        sparse = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        dense = nn.SoftmaxCrossEntropyWithLogits()
        out[f"sparse{seed}"] = bits(sparse(x, t))
        out[f"sparse_grad{seed}"] = bits(ms.grad(lambda x: sparse(x, t))(x))
        out[f"dense{seed}"] = bits(dense(x, p))
        out[f"dense_grad{seed}"] = bits(ms.grad(lambda x: dense(x, p).sum())(x))
        if rows % 16 == 0:
            out[f"cross_entropy{seed}"] = bits(ops.cross_entropy(x, t))
            out[f"cross_entropy_grad{seed}"] = bits(ms.grad(lambda x: ops.cross_entropy(x, t))(x))
    np.savez_compressed(OUT, **out)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
