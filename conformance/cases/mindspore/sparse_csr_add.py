# CSRTensor + and - CSRTensor and ops.csr_add (MindSpore's SparseMatrixAdd: each row's columns merged in increasing order, values taken in stored order, alpha * a + beta * b), and its errors for float16/int values, int16 or mixed index dtypes, other shapes, non-CSR operands and non-Tensor scales
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
attempt("a + b", lambda: a + b)
attempt("a - b", lambda: a - b)
attempt("ops.csr_add", lambda: ops.csr_add(a, b, Tensor(2.0), Tensor(-0.5)))
attempt("unsorted row", lambda: csr([0, 2, 2], [3, 1], [1.0, 2.0]) + csr([0, 1, 2], [2, 1], [10.0, 20.0]))
attempt("add float alpha", lambda: a.add(b, 1.0, 2.0))
attempt("add a COOTensor", lambda: a.add(COOTensor(Tensor([[0, 1]], ms.int32), Tensor([1.0]), (2, 4)), Tensor(1.0),
                                         Tensor(2.0)))
attempt("float16", lambda: csr([0, 1, 2], [0, 1], [1, 2], value=ms.float16) - csr([0, 1, 2], [0, 1], [1, 2],
                                                                                     value=ms.float16))
attempt("int32 values", lambda: csr([0, 1, 2], [0, 1], [1, 2], value=ms.int32) + csr([0, 1, 2], [0, 3], [1, 2],
                                                                                        value=ms.int32))
attempt("int16 indices", lambda: csr([0, 1, 2], [0, 1], [1.0, 2.0], index=ms.int16) + csr([0, 1, 2], [0, 1], [1.0, 2.0],
                                                                                          index=ms.int16))
attempt("mixed index dtypes", lambda: csr([0, 1, 2], [0, 1], [1.0, 2.0], column=ms.int64) + csr(
    [0, 1, 2], [0, 1], [1.0, 2.0], column=ms.int64))
attempt("other shape", lambda: a + csr([0, 1, 2], [0, 1], [1.0, 2.0], shape=(2, 5)))
attempt("a + COOTensor", lambda: a + COOTensor(Tensor([[0, 1]], ms.int32), Tensor([1.0]), (2, 4)))
wide = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor(np.ones((2, 2), np.float32)), (2, 4, 2))
attempt("-a", lambda: -a)

dense = Tensor(np.arange(1, 9, dtype=np.float32).reshape(2, 4))
