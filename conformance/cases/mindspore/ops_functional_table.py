# ops: the functional ops of the table on float tensors (elementwise, reductions, shape ops, creation)
import numpy as np
import mindspore
from mindspore import Tensor, ops

x = Tensor([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5]], mindspore.float32)
y = Tensor([[2.0, 1.0, 0.5], [-1.0, 3.0, 1.0]], mindspore.float32)
for name in ["exp", "sin", "cos", "tanh", "sigmoid", "relu", "square", "abs", "neg", "floor", "ceil", "sign"]:
    print(name, np.round(getattr(ops, name)(x).asnumpy(), 4))  # MindSpore's exp/sin are not correctly rounded
print(np.round(ops.log(ops.abs(x)).asnumpy(), 4), np.round(ops.sqrt(ops.abs(x)).asnumpy(), 4))
for name in ["add", "sub", "mul", "div", "maximum", "minimum"]:
    print(name, getattr(ops, name)(x, y))
print(ops.pow(x, 2), np.round(ops.pow(ops.abs(x), y).asnumpy(), 4))
print(ops.mul(x, 3), ops.add(x, 1.5))
print(ops.matmul(x, ops.transpose(y, (1, 0))))
print(ops.sum(x), ops.sum(x, 1), ops.sum(x, 0, True), ops.sum(x, (0, 1)))
print(ops.mean(x), ops.mean(x, 1), ops.mean(x, 0, True))
print(ops.prod(x, 1), ops.amax(x, 1), ops.amin(x, 0))
print(ops.reshape(x, (3, 2)), ops.reshape(x, (-1,)))
print(ops.concat((x, y)), ops.concat((x, y), 1).shape, ops.stack((x, y)).shape, ops.cat([x, y], axis=0).shape)
print(ops.expand_dims(x, 0).shape, ops.unsqueeze(x, 2).shape, ops.squeeze(ops.expand_dims(x, 0)).shape)
print(np.round(ops.softmax(x).asnumpy(), 4), np.round(ops.log_softmax(x, 0).asnumpy(), 4))
print(ops.ones((2, 2), mindspore.float32), ops.zeros((2,), mindspore.int32), ops.ones_like(x).dtype, ops.zeros_like(y))
print(ops.cast(x, mindspore.int32), ops.clamp(x, -0.5, 1.0), ops.where(x > 0, x, y))
print(ops.flatten(ops.expand_dims(x, 0)).shape, ops.tile(Tensor([1.0, 2.0]), (2,)), ops.broadcast_to(Tensor([1.0, 2.0]), (2, 2)))
print(ops.stop_gradient(x), ops.argmax(x, 1), ops.arange(5), ops.full((2,), 7.0, dtype=mindspore.float32))
print(ops.split(ops.arange(6), 3), np.round(ops.norm(x).asnumpy(), 4))
print(ops.mse_loss(x, y), ops.eye(2, 2, mindspore.float32))
