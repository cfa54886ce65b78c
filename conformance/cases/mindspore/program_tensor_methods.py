# program: Tensor methods: astype, reshape, transpose, expand_dims, squeeze, sum/mean/max/argmax, asnumpy, item, tolist (MindSpore API docs examples of mindspore.Tensor methods, source: mindspore-ai/mindspore mindspore/python/mindspore/common/tensor.py docs)
import numpy as np
import mindspore as ms
from mindspore import Tensor

x = Tensor(np.array([[1, 2, 3], [4, 5, 6]]), ms.float32)
print(x.astype(ms.int32), x.reshape((3, 2)).shape, x.transpose().shape)
print(x.expand_dims(0).shape, x.expand_dims(0).squeeze(0).shape)
print(x.sum(), x.sum(axis=1), x.mean(axis=0), x.max(), x.argmax(axis=1))
print(x.asnumpy().dtype, x[0, 1].item(), x.tolist())
print(x.flatten(), x.abs().sum(), (x * 2 - 1).clip(0, 5))
print(x.dtype, x.shape, x.ndim, x.size)
