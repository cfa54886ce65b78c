# CSRTensor * and / a one-value Tensor or a number (MindSpore gives the scaled values, a dense Tensor), a larger Tensor's broadcast check, what dense Tensors refuse (+, -, /), Tensor.to_csr (float32/float64, its errors), mv/mm/sum's checks, and a dense CSR product (AKG, absent from the CPU wheel)
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
dense = Tensor(np.arange(1, 9, dtype=np.float32).reshape(2, 4))
attempt("a * 0-d", lambda: a * Tensor(3.0))
attempt("0-d * a", lambda: Tensor(3.0) * a)
attempt("a * [3]", lambda: a * Tensor([3.0]))
attempt("a * int 0-d", lambda: a * Tensor(3))
attempt("a * float64 0-d", lambda: a * Tensor(3.0, ms.float64))
attempt("a * 2", lambda: a * 2)
attempt("a * 1.5", lambda: a * 1.5)
attempt("a * True", lambda: a * True)
attempt("a / 0-d", lambda: a / Tensor(2.0))
attempt("a / 2", lambda: a / 2)
attempt("a * 3-d", lambda: a * Tensor(np.ones((1, 1, 1), np.float32)))
attempt("a * a", lambda: a * a)
attempt("a + dense", lambda: a + dense)
attempt("a - dense", lambda: a - dense)
attempt("dense + a", lambda: dense + a)
attempt("dense - a", lambda: dense - a)
attempt("dense / a", lambda: dense / a)
attempt("to_csr", lambda: Tensor([[0.5, 0.0, -2.0], [0.0, 0.0, 0.0], [3.0, 0.0, 4.0]]).to_csr())
attempt("to_csr float64", lambda: Tensor([[0.5, 0], [0, -3]], ms.float64).to_csr())
attempt("to_csr int", lambda: Tensor([[1, 0], [0, 3]], ms.int32).to_csr())
attempt("to_csr 1-d", lambda: Tensor([1.0, 0.0, 2.0]).to_csr())
attempt("to_csr 3-d", lambda: Tensor(np.ones((2, 2, 2), np.float32)).to_csr())
attempt("to_csr zeros", lambda: Tensor(np.zeros((2, 3), np.float32)).to_csr())
attempt("mv list", lambda: a.mv([1, 2]))
attempt("mv 1-d", lambda: a.mv(Tensor(np.ones((4,), np.float32))))
attempt("mv wrong shape", lambda: a.mv(Tensor(np.ones((4, 2), np.float32))))
attempt("mm 1-d", lambda: a.mm(Tensor(np.ones((4,), np.float32))))
attempt("sum axis 0", lambda: a.sum(0))
# the first op MindSpore's CPU wheel compiles with AKG fails; a second one in the same process would hang
attempt("a * dense", lambda: a * dense)
