# GradOperation on a function with no inputs, with get_by_list only (given and default weights), with sens_param, one Tensor at two positions
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops

print(ops.GradOperation()(lambda: Tensor([1.0]) * 2)())
print(ops.GradOperation(get_all=True)(lambda: Tensor([1.0]) * 2)())

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0]), name="w")
    def construct(self, x):
        return x * self.w

class OnlyParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([5.0]), name="w")
    def construct(self, x):
        return self.w

net = Net()
print(ops.GradOperation(get_by_list=True)(net, net.trainable_params())(Tensor([3.0])))
print(ops.GradOperation(get_by_list=True)(net)(Tensor([3.0])))
print(ops.GradOperation(get_by_list=True)(OnlyParam())(Tensor([3.0])))
print(ops.GradOperation(get_all=True)(nn.Identity())(Tensor([2.0])))
print(ops.GradOperation(sens_param=True)(net)(Tensor([3.0]), Tensor([2.0])))
print(ops.GradOperation(get_all=True, sens_param=True)(lambda x, y: (x * y, x + y))(Tensor([3.0]), Tensor([2.0]), (Tensor([1.0]), Tensor([10.0]))))
x = Tensor([1.0, 2.0])
print(ops.GradOperation(get_all=True)(lambda x, y: x * y)(x, x))
print(ms.grad(lambda x, y, z: x * y * z, (0, 2))(x, Tensor([3.0, 3.0]), x))
print(net.w)
