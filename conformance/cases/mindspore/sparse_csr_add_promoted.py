# CSRTensor + CSRTensor with promoted parts (float64 values, int64 indptr/indices), a + a, a vector alpha in CSRTensor.add
# at most four SparseMatrixAdd launches per process: from its fifth, MindSpore's CPU kernel may split rows between
# threads that share its cursors (ParallelLaunchAutoSearch), and its entries come out garbled
import numpy as np
import mindspore as ms
from mindspore import Tensor, CSRTensor, COOTensor, ops


def attempt(label, fn):
    try:
        out = fn()
        print(label, type(out).__name__)
        print(out)
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


def csr(indptr, indices, values, shape=(2, 4), index=ms.int32, value=ms.float32, column=None):
    return CSRTensor(Tensor(indptr, index), Tensor(indices, column or index), Tensor(values, value), shape)


a = csr([0, 1, 2], [0, 1], [1.5, 2.0])
b = csr([0, 1, 3], [2, 1, 3], [5.0, 6.25, 7.0])
attempt("a + a", lambda: a + a)
attempt("add vector alpha", lambda: a.add(a, Tensor([2.0, 3.0]), Tensor(1.0)))
attempt("float64 + float32", lambda: b + csr([0, 1, 2], [0, 1], [1.0, 2.0], value=ms.float64))
attempt("int64 + int32", lambda: a + csr([0, 1, 2], [0, 1], [1.0, 2.0], index=ms.int64))
