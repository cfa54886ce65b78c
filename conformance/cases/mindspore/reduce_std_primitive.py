# ops.ReduceStd: (std, mean) over axis, keep_dims, unbiased; its gradients through either output; its errors
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
input_x = Tensor(np.array([[1, 2, 3], [-1, 1, 4]]).astype(np.float32))
op = ops.ReduceStd(axis=1, unbiased=True, keep_dims=False)
output = op(input_x)
print(output[0], output[1], op)
x = Tensor(np.random.RandomState(0).randn(3, 4, 5).astype(np.float32))
for kw in ({}, {"axis": (0, 2)}, {"axis": -1, "unbiased": False, "keep_dims": True}, {"axis": [1]}):
    s, m = ops.ReduceStd(**kw)(x)
    print(kw, s.shape, s.asnumpy().view(np.uint32).astype(np.int64).sum(), m.asnumpy().view(np.uint32).astype(np.int64).sum())
print(ms.grad(lambda t: ops.ReduceStd(axis=1)(t)[0].sum())(x)[0, 0])
print(ms.grad(lambda t: (ops.ReduceStd(axis=1)(t)[1] * 3).sum())(x)[0, 0])
print(ms.grad(lambda t: sum(o.sum() for o in ops.ReduceStd(axis=(0, 2))(t)))(x)[1])
for bad in (lambda: ops.ReduceStd(keep_dims=1), lambda: ops.ReduceStd(axis=1.5), lambda: ops.ReduceStd()(np.ones(3))):
    try: bad()
    except Exception as e: print(type(e).__name__, e)
