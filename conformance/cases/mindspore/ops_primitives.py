# ops primitive classes: construction, printing and calls (Mul, ReduceSum(keep_dims), MatMul(transpose_b), Reshape, ...)
import numpy as np
import mindspore
from mindspore import Tensor, ops

x = Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32)
y = Tensor([[0.5, -1.0], [2.0, 1.0]], mindspore.float32)
print(ops.Mul(), ops.ReduceSum(keep_dims=True), ops.MatMul(transpose_b=True), type(ops.Mul()).__name__)
print(ops.Mul()(x, y), ops.Add()(x, 1.0), ops.Sub()(x, y), ops.Div()(x, y), ops.RealDiv()(x, 2.0))
r = lambda t: np.round(t.asnumpy(), 4)  # MindSpore's exp/sin/sqrt are not correctly rounded
print(r(ops.Exp()(x)), r(ops.Sin()(x)), ops.Pow()(x, 2.0), ops.Square()(x), r(ops.Sqrt()(x)), ops.Neg()(x))
print(ops.ReduceSum()(x), ops.ReduceSum()(x, 1), ops.ReduceSum(keep_dims=True)(x, 0), ops.ReduceSum()(x, (0, 1)))
print(ops.ReduceMean()(x), ops.ReduceMean(True)(x), ops.ReduceMax()(x, 1), ops.ReduceMin()(x, 0))
print(ops.MatMul()(x, y), ops.MatMul(transpose_a=True)(x, y), ops.MatMul(transpose_b=True)(x, y))
print(ops.Reshape()(x, (4,)), ops.Transpose()(x, (1, 0)), ops.ExpandDims()(x, 0).shape, ops.Squeeze(0)(ops.ExpandDims()(x, 0)).shape)
print(ops.Concat(1)((x, y)), ops.Stack()((x, y)).shape, ops.Cast()(x, mindspore.int32), r(ops.Softmax()(x)))
print(ops.ReLU()(y), r(ops.Sigmoid()(y)), r(ops.Tanh()(y)), ops.OnesLike()(x), ops.ZerosLike()(x), ops.Maximum()(x, y))
