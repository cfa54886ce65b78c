# a PyLayer returning its (interior) input as is modifies it in place: an earlier use that saved it fails
import paddle
from paddle.autograd import PyLayer


class Same(PyLayer):
    @staticmethod
    def forward(ctx, x):
        return x

    @staticmethod
    def backward(ctx, dy):
        return dy * 10


data = paddle.ones([2], dtype="float64")
data.stop_gradient = False
b = data ** 2
c = Same.apply(b)
(c ** 2).sum().backward()
print(data.grad)

data = paddle.ones([2], dtype="float64")
data.stop_gradient = False
b = data ** 2
saved = b ** 2
Same.apply(b)
try:
    saved.sum().backward()
except RuntimeError as error:
    print(type(error).__name__, str(error).splitlines()[0])
    print(str(error).splitlines()[1])
print(data.grad)
