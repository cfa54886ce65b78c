# PyLayer with ctx.save_for_backward / saved_tensor and a non-tensor argument
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

from paddle.autograd import PyLayer

class CusTanh(PyLayer):
    @staticmethod
    def forward(ctx, x, func1, func2=paddle.square):
        ctx.func = func2
        y = func1(x)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, dy):
        (y,) = ctx.saved_tensor()
        return dy * (1 - ctx.func(y))

data = paddle.to_tensor([[0.5, -1.0], [2.0, 3.0]], dtype="float64", stop_gradient=False)
z = CusTanh.apply(data, func1=paddle.tanh)
print(z)
print(type(z).__name__, z.stop_gradient)
print(paddle.grad(z.mean(), data)[0])
