# PyLayer mark_non_differentiable: the marked output has stop_gradient=True
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

from paddle.autograd import PyLayer

class SortWithIndex(PyLayer):
    @staticmethod
    def forward(ctx, x):
        y = x * 2
        idx = paddle.argsort(x)
        ctx.mark_non_differentiable(idx)
        return y, idx

    @staticmethod
    def backward(ctx, g, g_idx):
        return g * 2

x = paddle.to_tensor([3.0, 1.0, 2.0], stop_gradient=False)
y, idx = SortWithIndex.apply(x)
print(y.stop_gradient, idx.stop_gradient)
print(idx)
y.sum().backward()
print(x.grad)
