# MindSpore's CPU ReduceSum/ReduceMean over axes, by the kernel's cases: a column sum in float32 (the first
# axis, other summed axes of size 1), a 2-D last axis in SIMD lanes, otherwise each output's elements (the
# summed axes taken last) added in float64 in order; shown where the order decides (2**-30 between 1 and -1),
# in every spelling, and in a broadcast operand's gradient (ReduceSum over the broadcast axes)
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops

rng = np.random.RandomState(0)
for shape, axes in [((3, 5, 7), 1), ((3, 5, 7), 2), ((3, 5, 7), 0), ((4, 9), 1), ((5, 17, 1), 1), ((6, 5, 4), (0, 1)),
                    ((1, 20, 3), (0, 1)), ((20, 1, 3), (0, 1)), ((20, 3), (0, 1)), ((3, 1, 17), (0, 1)),
                    ((2, 3, 4, 5), (1, 3)), ((2, 3, 4, 5), (-1, 0))]:
    x = (rng.randn(*shape) * 2.0 ** rng.randint(-30, 30, shape)).astype(np.float32)
    t = Tensor(x)
    total = ops.sum(t, axes).asnumpy()
    print(shape, axes, total.ravel()[:2], total.view(np.uint32).astype(np.int64).sum(),
          ops.mean(t, axes).asnumpy().view(np.uint32).astype(np.int64).sum(),
          np.array_equal(t.sum(axes).asnumpy(), total), np.array_equal(mnp.sum(t, axes).asnumpy(), total),
          np.array_equal(ops.ReduceSum(keep_dims=True)(t, axes).asnumpy().ravel(), total.ravel()),
          np.array_equal(t.mean(axes).asnumpy(), ops.mean(t, axes).asnumpy()))

line = np.zeros((2, 6, 4), np.float32)
line[1, :3, 2] = [1, 2.0 ** -30, -1]
print("middle axis:", ops.sum(Tensor(line), 1)[1], ops.mean(Tensor(line), 1)[1])
print("two axes:", ops.sum(Tensor(line), (0, 1)), mnp.mean(Tensor(line), axis=(0, 1)))

w = Tensor(np.transpose(line, (1, 0, 2)).copy())  # (6, 2, 4): the gradient of b sums w over axes 0 and 2
b = Tensor(np.zeros((1, 2, 1), np.float32))
x = Tensor(np.ones((6, 2, 4), np.float32))
print("broadcast gradient:", ms.grad(lambda b: ops.sum((x + b) * w))(b).ravel())
