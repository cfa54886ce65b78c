# ops.cross_entropy / nn.CrossEntropyLoss as MindSpore composes them (x - logsumexp(x), nll_loss or the probability sum) over 2-D, 3-D and 4-D logits: values and gradients in full
import numpy as np
import mindspore as ms
from mindspore import ops, nn

rs = np.random.RandomState(7)
x3 = ms.Tensor(rs.randn(4, 3, 2).astype(np.float32))
t3 = ms.Tensor(rs.randint(0, 3, (4, 2)).astype(np.int32))
print(repr(ops.cross_entropy(x3, t3)))
print(repr(ms.grad(lambda x: ops.cross_entropy(x, t3, label_smoothing=0.1))(x3)))
x4 = ms.Tensor(rs.randn(2, 3, 2, 2).astype(np.float32))
t4 = ms.Tensor(rs.randint(0, 3, (2, 2, 2)).astype(np.int32))
w = ms.Tensor(rs.rand(3).astype(np.float32))
print(repr(nn.CrossEntropyLoss(weight=w, reduction="none")(x4, t4)))
x2 = ms.Tensor((rs.randn(16, 10) * 3).astype(np.float32))
p2 = ms.Tensor(rs.rand(16, 10).astype(np.float32))
print(repr(ms.value_and_grad(lambda x: nn.CrossEntropyLoss()(x, p2))(x2)[0]))
