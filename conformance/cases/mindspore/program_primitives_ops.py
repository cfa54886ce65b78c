# program: operator primitives ops.Add, ops.Mul, ops.ReduceSum, ops.Transpose, ops.Concat, ops.Cast used as objects (MindSpore API docs examples of primitive operators, source: mindspore-ai/mindspore mindspore/python/mindspore/ops/operations docs)
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

x = Tensor(np.array([1, 2, 3]).astype(np.float32))
y = Tensor(np.array([4, 5, 6]).astype(np.float32))
print(ops.Add()(x, y), ops.Mul()(x, y), ops.Sub()(x, y))
z = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(ops.ReduceSum(keep_dims=True)(z, 1), ops.ReduceMean()(z), ops.Transpose()(z, (1, 0)))
print(ops.Cast()(z, ms.int32), ops.Reshape()(z, (3, 2)).shape)
print(ops.ReLU()(Tensor([-1.0, 2.0])), ops.Sigmoid()(Tensor([0.0])), ops.Softmax()(Tensor([[1.0, 1.0]])))
