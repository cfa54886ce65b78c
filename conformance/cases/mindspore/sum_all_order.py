# MindSpore's CPU ReduceSum over every element adds in float64, element after element from +0, rounded once:
# the order shows where a tiny value is lost between 1 and -1 (and is kept when they cancel first); ReduceMean
# divides that sum, over an (n, 1) tensor too, whose ReduceSum adds in float32 instead; every spelling, the
# gradient path, losses with reduction "sum"/"mean", and -0 sums to +0
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops

e = 2.0 ** -60
tiny = [[1, e, 0, 0, -1, 0, 0, 0], [1, 1, 1, e, -1, -1, -1], [1, 2.0 ** -30, -1], [-0.0, -0.0]]
for values in tiny:
    t = Tensor(np.array(values, np.float32))
    column = t.reshape(-1, 1)
    print(ops.sum(t), t.sum(), mnp.sum(t), ops.ReduceSum()(t), ops.mean(t), t.mean(), mnp.mean(t),
          ops.sum(column), ops.mean(column), column.mean())

rng = np.random.RandomState(0)
for n in (9, 33, 100, 1000, 4097, 65537, 100000):
    x = np.zeros(n, np.float32)
    for _ in range(8):
        i, j, k = rng.choice(n, 3, replace=False)
        x[:] = 0
        x[i], x[j], x[k] = 1, e, -1
        t = Tensor(x)
        print(n, float(ops.sum(t).asnumpy()) != 0, float(t.reshape(-1, 8 if n % 8 == 0 else 1).sum().asnumpy()) != 0,
              float(ops.mean(t).asnumpy()) != 0)

wide = Tensor((rng.randn(3000) * 2.0 ** rng.randint(-40, 40, 3000)).astype(np.float32))
print("wide:", ops.sum(wide).asnumpy().view(np.uint32), ops.mean(wide).asnumpy().view(np.uint32))
print("grad:", ms.grad(lambda v: ops.sum(v * v))(Tensor(np.array([1.0, 2.0, -3.0], np.float32))))
big = Tensor(rng.randn(40000).astype(np.float32))
print("grad over 16384 elements:", ms.grad(lambda v: ops.sum(v * 3.0))(big).asnumpy()[:3], ops.sum(big).asnumpy().view(np.uint32))
pred, label = Tensor(np.array([1.0, e, 0.5], np.float32)), Tensor(np.array([0.0, 0.0, 1.5], np.float32))
print("L1Loss sum/mean:", nn.L1Loss(reduction="sum")(pred, label), nn.L1Loss(reduction="mean")(pred, label))
