# PyLayer with two tensor inputs and two outputs, custom backward
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

from paddle.autograd import PyLayer

class MulAdd(PyLayer):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * b, a + b

    @staticmethod
    def backward(ctx, g_mul, g_add):
        a, b = ctx.saved_tensor()
        return g_mul * b + g_add, g_mul * a + g_add

a = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
b = paddle.to_tensor([3.0, 4.0], stop_gradient=False)
m, s = MulAdd.apply(a, b)
(m.sum() + (s * s).sum()).backward()
print(a.grad)
print(b.grad)
