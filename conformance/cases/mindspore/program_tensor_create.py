# program: tensor creation, init, ones_like/zeros_like and attributes (MindSpore tutorial "Tensor", source: mindspore-ai/docs tutorials/source_en/beginner/tensor.md; seeded)
import numpy as np
import mindspore
from mindspore import ops
from mindspore import Tensor

mindspore.set_seed(1)
data = [1, 0, 1, 0]
x_data = Tensor(data)
np_array = np.array(data)
x_np = Tensor(np_array)
from mindspore.common.initializer import One, Normal

tensor1 = mindspore.Tensor(shape=(2, 2), dtype=mindspore.float32, init=One())
tensor2 = mindspore.Tensor(shape=(2, 2), dtype=mindspore.float32, init=Normal())
print("tensor1:\n", tensor1)
print("tensor2:\n", tensor2)
x_ones = ops.ones_like(x_data)
print(f"Ones Tensor: \n {x_ones} \n")
x_zeros = ops.zeros_like(x_data)
print(f"Zeros Tensor: \n {x_zeros} \n")
x = Tensor(np.array([[1, 2], [3, 4]]), mindspore.int32)
print("x_shape:", x.shape)
print("x_dtype:", x.dtype)
print("x_itemsize:", x.itemsize)
print("x_nbytes:", x.nbytes)
print("x_ndim:", x.ndim)
print("x_size:", x.size)
print("x_strides:", x.strides)
