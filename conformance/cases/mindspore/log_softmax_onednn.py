# ops.log_softmax, nn.LogSoftmax and ops.LogSoftmax: MindSpore's CPU LogSoftmax (oneDNN's jit softmax_log: its own exp, log and lane sums, no result above 0) and its gradient (oneDNN's reference backward), printed in full
import numpy as np
import mindspore as ms
from mindspore import ops, nn

rs = np.random.RandomState(5)
for width in (2, 5, 8, 10, 17, 40):
    x = ms.Tensor((rs.randn(2, width) * 4).astype(np.float32))
    g = ms.Tensor(rs.randn(2, width).astype(np.float32))
    print(repr(ops.log_softmax(x)))
    print(repr(ms.grad(lambda x: (nn.LogSoftmax()(x) * g).sum())(x)))
print(ops.log_softmax(ms.Tensor(np.array([[0, -13.849], [0, -16.0], [0, -13.0]], np.float32)), axis=1))
print(ops.LogSoftmax()(ms.Tensor(np.array([1, 2, 3, 4, 5]), ms.float32)))
print(nn.LogSoftmax()(ms.Tensor(np.array([[-1.0, 4.0, -8.0], [2.0, -5.0, 9.0]]), ms.float32)))
