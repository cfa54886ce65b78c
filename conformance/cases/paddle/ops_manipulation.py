# reshape, transpose, concat, stack, squeeze, unsqueeze, flatten, split, expand, tile
import numpy as np
import paddle

x = paddle.to_tensor(np.arange(6, dtype="float32").reshape(2, 3))
print(paddle.reshape(x, [3, 2]), x.reshape([-1]), paddle.reshape(x, [0, 3]))
print(paddle.transpose(x, [1, 0]), x.T, x.t())
print(paddle.concat([x, x]), paddle.concat([x, x], axis=1).shape)
print(paddle.stack([x, x]).shape, paddle.stack([x, x], axis=2).shape)
y = paddle.ones([1, 3, 1])
print(paddle.squeeze(y).shape, paddle.squeeze(y, axis=0).shape, paddle.squeeze(y, axis=[0, 2]).shape, paddle.squeeze(y, axis=1).shape)
print(paddle.unsqueeze(x, 0).shape, paddle.unsqueeze(x, [0, 3]).shape, x.unsqueeze(-1).shape)
print(paddle.flatten(paddle.ones([2, 3, 4]), start_axis=1).shape)
print(paddle.split(x, 3, axis=1))
print([t.shape for t in paddle.split(paddle.ones([6, 2]), [1, 2, 3])], [t.shape for t in paddle.split(paddle.ones([6]), [2, -1])])
print(paddle.expand(paddle.to_tensor([1.0, 2.0]), [2, 2]), paddle.tile(paddle.to_tensor([1, 2]), [2]))
print(paddle.flip(x, [0]), paddle.chunk(x, 3, axis=1)[0].shape)
