# mindspore.grad with weights holding a plain Tensor (not a Parameter): its gradient is zeros
import mindspore as ms
from mindspore import Tensor, Parameter

t = Tensor([2.0])
p = Parameter(Tensor([4.0]), name="p")
print(ms.grad(lambda x: x * t, 0, [t])(Tensor([3.0])))
print(ms.grad(lambda x: x * t, None, [t])(Tensor([3.0])))
print(ms.grad(lambda x: x * t * p, None, [t, p])(Tensor([3.0])))
print(ms.value_and_grad(lambda x: x * t * p, 0, (p, t))(Tensor([3.0])))
print(t)
