# program: vmap over a function and over in_axes/out_axes (MindSpore "Automatic Vectorization (Vmap)" tutorial, source: mindspore-ai/docs tutorials/experts/source_en/vmap/vmap.md)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, vmap

x = Tensor(np.array([[1, 2, 3], [4, 5, 6]]).astype(np.float32))
y = Tensor(np.array([[1, 1, 1], [2, 2, 2]]).astype(np.float32))


def f(a, b):
    return a * b + 1


print(vmap(f, in_axes=0, out_axes=0)(x, y))
print(vmap(f, in_axes=(1, 1), out_axes=1)(x, y))
print(vmap(f, in_axes=(0, None))(x, Tensor([2.0, 3.0, 4.0])))


def dot(a, b):
    return ops.reduce_sum(a * b)


print(vmap(dot)(x, y))
