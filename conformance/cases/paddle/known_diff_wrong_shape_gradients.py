# known difference: paddle passes a hook's or PyLayer's wrongly shaped gradient on unchecked; torch checks every shape
import paddle
from paddle.autograd import PyLayer


class Wrong(PyLayer):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return paddle.ones([5])


x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
Wrong.apply(x).sum().backward()
print(x.grad)
x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
x.register_hook(lambda g: paddle.ones([3]))
(x * 2).sum().backward()
print(x.grad)
