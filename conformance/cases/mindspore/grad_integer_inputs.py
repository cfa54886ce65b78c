# gradients w.r.t. integer (and bool) tensors: computed, and returned in the tensor's dtype; value_and_grad's value keeps the integer dtype
import mindspore as ms
from mindspore import Tensor, ops, nn

print(ms.grad(lambda x: x * 3)(Tensor([1, 2], ms.int32)))
print(ms.grad(lambda x, y: x * y, (0, 1))(Tensor([1, 2]), Tensor([1.5, 2.5])))
print(ms.value_and_grad(lambda x: x * 3)(Tensor([1, 2], ms.int32)))
print(ms.grad(lambda x: x * 3)(Tensor([True, False])))
print(ms.grad(lambda x: (x * x).sum())(Tensor([[1, -2], [3, 4]], ms.int64)))
print(ops.GradOperation(get_all=True)(lambda x, y: 2 * x + y)(Tensor(1, ms.int32), Tensor(2, ms.int32)))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor([2.0, 3.0]), name="w")
    def construct(self, x):
        return (x * self.w).sum()

net = Net()
print(ms.grad(net, 0, net.trainable_params())(Tensor([4, 5], ms.int32)))
