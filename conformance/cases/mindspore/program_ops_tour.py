# program: a tour of common ops: reductions, argmax, one_hot, where, clip_by_value, cast, reshape/transpose/expand_dims, gather, cumsum (MindSpore API docs examples of mindspore.ops, source: mindspore-ai/mindspore mindspore/python/mindspore/ops/function docs)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

x = Tensor(np.array([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]]), ms.float32)
print(ops.reduce_sum(x, 1), ops.mean(x), ops.amax(x, 0), ops.argmax(x, 1))
print(ops.one_hot(Tensor([0, 2, 1], ms.int32), 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
print(ops.where(x > 0, x, ops.zeros_like(x)))
print(ops.clip_by_value(x, Tensor(-1.0, ms.float32), Tensor(2.0, ms.float32)))
print(ops.cast(x, ms.int32), ops.reshape(x, (3, 2)).shape, ops.transpose(x, (1, 0)).shape, ops.expand_dims(x, 0).shape)
print(ops.gather(x, Tensor([1, 0], ms.int32), 0))
print(ops.cumsum(x, 1))
print(ops.abs(x), ops.sqrt(ops.abs(x)), ops.exp(Tensor([0.0, 1.0])))
