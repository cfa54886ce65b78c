# misuse: PyLayer whose backward is not implemented
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

from paddle.autograd import PyLayer

class OnlyForward(PyLayer):
    @staticmethod
    def forward(ctx, x):
        return x * 2

x = paddle.to_tensor([1.0], stop_gradient=False)
y = OnlyForward.apply(x)
print(y)
attempt("backward", lambda: y.backward())
