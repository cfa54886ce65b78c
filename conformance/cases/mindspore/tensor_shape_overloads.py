# Tensor.transpose/flatten/view/expand_as: both documented overloads (swap two dims or permute; start/end dims or order; shape or dtype)
import numpy as np
import mindspore
from mindspore import Tensor

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
print(x.transpose(0, 2).shape, x.transpose(0, 2, 1).shape, x.transpose((2, 0, 1)).shape, x.transpose([1, 2, 0]).shape)
print(x.transpose().shape, x.transpose(dim0=1, dim1=2).shape, x.transpose(-1, 0).shape)
m = Tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(m.transpose(0, 1), m.transpose(1, 0), m.transpose((0, 1)), Tensor([1.0, 2.0]).transpose(0))
print(x.flatten().shape, x.flatten(0, -1).shape, x.flatten(1).shape, x.flatten(0, 1).shape, x.flatten(start_dim=1).shape)
print(x.flatten(end_dim=1).shape, x.flatten(order="C", start_dim=1).shape, Tensor(3.0).flatten(), Tensor(3.0).flatten(0, -1))
print(m.flatten("F"), m.flatten("C"))
print(Tensor([[1, 2], [3, 4]]).view(mindspore.int32), Tensor([1.0, 2.0]).view(mindspore.int32))
print(m.view(3, 2), m.view((3, 2)), m.view([-1]), m.view(mindspore.float32).dtype)
row = Tensor([1.0, 2.0, 3.0])
print(row.expand_as(m), row.expand_as(other=m), row.expand_as(x=m))
