# Parameter: set_data (values and shape), clone (same name), name/requires_grad attributes, use in arithmetic
import mindspore
from mindspore import Tensor, Parameter

p = Parameter(Tensor([1.0, 2.0], mindspore.float32), name="w")
print(p.set_data(Tensor([5.0, 6.0], mindspore.float32)))
print(p.asnumpy())
c = p.clone()
print(c, c.name, c is p)
c.set_data(Tensor([0.0, 0.0], mindspore.float32))
print(p.asnumpy(), c.asnumpy())
p.requires_grad = False
print(p)
p.name = "renamed"
print(p)
print(p + 1, p.sum(), (p * p).dtype)
print(Parameter(Tensor([1, 2], mindspore.int32), name="i"))
print(Parameter(2.0, name="s"))
