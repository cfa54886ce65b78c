# COOTensor + COOTensor (MindSpore's SparseAdd merge: order, duplicates, kept zeros, int64 indices, promoted values) and -, dense Tensor + and - a COOTensor, Tensor.to_coo (2-D only), ops.dtype on sparse and dense tensors
import numpy as np
import mindspore as ms
from mindspore import Tensor, COOTensor, ops
from mindspore.common import dtype as mstype
from mindspore.ops import functional as F
i64 = Tensor([[0, 1], [1, 2]], dtype=mstype.int64)
a = COOTensor(i64, Tensor([-1, 2], dtype=mstype.float32), (3, 4))
c = COOTensor(Tensor([[2, 0], [0, 1]], dtype=mstype.int32), Tensor([5, 7], dtype=mstype.float32), (3, 4))
tries = {"a+c": lambda: a + c, "c+a": lambda: c + a, "c+c": lambda: c + c,
         "a+shape": lambda: a + COOTensor(i64, Tensor([1., 2.]), (4, 4)),
         "a+int": lambda: a + COOTensor(i64, Tensor([1, 2], mstype.int32), (3, 4)),
         "a+a": lambda: a + a, "a-a": lambda: a - a,
         "a+unsorted": lambda: a + COOTensor(Tensor([[2, 0], [0, 1]], mstype.int64), Tensor([5., 7.]), (3, 4)),
         "a+dup": lambda: a + COOTensor(Tensor([[0, 1], [0, 1]], mstype.int64), Tensor([5., 7.]), (3, 4)),
         "a+empty": lambda: a + COOTensor(Tensor(np.zeros((0, 2), np.int64)), Tensor(np.zeros(0, np.float32)), (3, 4)),
         "a+f64": lambda: a + COOTensor(i64, Tensor([1., 2.], mstype.float64), (3, 4)),
         "a+1": lambda: a + 1}
for name, f in tries.items():
    try:
        r = f()
        print(name, r.indices.dtype, r.indices.asnumpy().tolist(), r.values.dtype, r.values.asnumpy().tolist())
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0])
print(F.dtype(a), F.dtype(a.values), ops.dtype(a.values))
d = Tensor([[0, 1, 2, 0], [0, 0, 0, 0], [1, 0, 0, 0]], dtype=mstype.float32)
for t in [d, Tensor([[0, 3], [-1, 0]], mstype.int64), Tensor(np.zeros((2, 3), np.float32)), Tensor([True, False]),
          Tensor([1.0, 0.0, 2.0]), Tensor(np.ones((2, 1, 2), np.float32))]:
    try:
        r = t.to_coo()
        print(r.shape, r.indices.dtype, r.indices.asnumpy().tolist(), r.values.dtype, r.values.asnumpy().tolist())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
coo_d = COOTensor(Tensor([[0, 1], [1, 2]], dtype=mstype.int64), Tensor([-1, 2], dtype=mstype.float32), (3, 4))
dense = Tensor([[0, 1, 2, 0], [0, 0, 2, 0], [1, 0, 0, 0]], dtype=mstype.float32)
print(dense + coo_d)
print(dense - coo_d)
print(coo_d + dense, coo_d - dense)
try:
    print(Tensor(np.ones((2, 2), np.float32)) + coo_d)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
