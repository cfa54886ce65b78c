# COOTensor.coalesce (Coalesce's order, repeated positions summed last to first, f16/f32/f64, its index and dtype errors), dense * COOTensor and COOTensor * dense (a COOTensor), / and ** refused, COOTensor.add with a threshold (SparseAdd keeps a summed pair where thresh <= |sum|)
import numpy as np
import mindspore as ms
from mindspore import Tensor, COOTensor


def attempt(label, fn):
    try:
        out = fn()
        print(label, type(out).__name__)
        print(out)
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


indices = Tensor([[0, 1], [1, 2]], dtype=ms.int64)
values = Tensor([-1.5, 2.25], dtype=ms.float32)
dense = Tensor([[0, 1, 2, 0], [0, 0, 3, 0], [1, 0, 0, 0]], dtype=ms.float32)
coo = COOTensor(indices, values, (3, 4))
attempt("coo * dense", lambda: coo * dense)
attempt("dense * coo", lambda: dense * coo)
attempt("int dense * coo", lambda: Tensor([[0, 1, 2, 0], [0, 0, 3, 0], [1, 0, 0, 0]], dtype=ms.int32) * coo)
attempt("dense * int32 coo", lambda: dense * COOTensor(Tensor([[2, 0]], ms.int32), Tensor([4.0]), (3, 4)))
attempt("coo / dense", lambda: coo / dense)
attempt("dense / coo", lambda: dense / coo)
attempt("dense ** coo", lambda: dense ** coo)
attempt("dense + coo", lambda: dense + coo)
attempt("dense - coo", lambda: dense - coo)
attempt("wrong shape * coo", lambda: Tensor(np.ones((2, 4), np.float32)) * coo)
attempt("coo * wrong shape", lambda: coo * Tensor(np.ones((4,), np.float32)))
attempt("coo * coo", lambda: coo * coo)
attempt("2 * coo", lambda: 2 * coo)

# Coalesce: one launch per values dtype (MindSpore's later launches of its kernel return stale entries)
attempt("coalesce order", lambda: COOTensor(Tensor([[1, 1], [0, 0], [1, 1], [1, 1]], ms.int64),
                                             Tensor([-1e8, 5.0, 1e8, 1.0]), (3, 3)).coalesce())
attempt("coalesce f16", lambda: COOTensor(Tensor([[2, 0], [0, 1], [2, 0], [0, 0]], ms.int64),
                                           Tensor([1, 5, 4, 3], ms.float16), (3, 3)).coalesce())
attempt("coalesce f64", lambda: COOTensor(Tensor([[2, 0], [0, 1], [2, 0], [0, 0], [0, 1]], ms.int64),
                                           Tensor([0.1, 0.2, 0.3, 0.4, 0.5], ms.float64), (3, 3)).coalesce())
attempt("coalesce int32 indices", lambda: COOTensor(Tensor([[0, 1]], ms.int32), Tensor([1.0]), (3, 3)).coalesce())
attempt("coalesce int values", lambda: COOTensor(Tensor([[0, 1]], ms.int64), Tensor([1], ms.int32), (3, 3)).coalesce())
attempt("coalesce negative", lambda: COOTensor(Tensor([[1, 1], [0, -1]], ms.int64), Tensor([1.0, 2.0]), (3, 3)).coalesce())
attempt("coalesce column out", lambda: COOTensor(Tensor([[1, 1], [0, 3], [0, 0]], ms.int64), Tensor([1.0, 2.0, 3.0]),
                                                  (3, 3)).coalesce())
attempt("coalesce row out", lambda: COOTensor(Tensor([[3, 0], [0, 0], [1, 1], [2, 2]], ms.int64),
                                               Tensor([1.0, 2.0, 3.0, 4.0]), (3, 3)).coalesce())

a = COOTensor(Tensor([[0, 1], [1, 2], [2, 0]], ms.int64), Tensor([-1.0, 2.0, 5.0]), (3, 4))
b = COOTensor(Tensor([[0, 2], [1, 2], [2, 0]], ms.int64), Tensor([3.0, 4.0, -5.0]), (3, 4))
attempt("add thresh 0", lambda: a.add(b, Tensor(0.0, ms.float32)))
attempt("add thresh 6.5", lambda: a.add(b, Tensor(6.5, ms.float32)))
attempt("add int thresh", lambda: a.add(b, Tensor(6, ms.int32)))
attempt("add float thresh", lambda: a.add(b, 0.0))
attempt("add int32 indices", lambda: COOTensor(Tensor([[0, 1]], ms.int32), Tensor([1.0]), (3, 4)).add(
    COOTensor(Tensor([[0, 1]], ms.int32), Tensor([1.0]), (3, 4)), Tensor(0.0)))
