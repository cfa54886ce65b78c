# CSRTensor.add(b, alpha, beta): float32 alpha * a + beta * b rounded twice, float64 and int scales cast to the values' dtype, a vector alpha's first value, empty rows, a 3-D CSRTensor refused
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
attempt("a.add", lambda: a.add(b, Tensor(0.1, ms.float32), Tensor(0.3, ms.float32)))
attempt("add float64 scales", lambda: a.add(a, Tensor(0.1, ms.float64), Tensor(0.3, ms.float64)))
attempt("add int scales", lambda: a.add(a, Tensor(2), Tensor(3)))
attempt("empty rows", lambda: csr([0, 0, 2], [0, 3], [1.0, 2.0]) + csr([0, 0, 1], [3], [5.0]))
wide = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor(np.ones((2, 2), np.float32)), (2, 4, 2))
attempt("3-d", lambda: wide + wide)
