# allow_unused=True gives None for an input the outputs do not use
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
z = paddle.to_tensor([3.0], stop_gradient=False)
y = (x * x).sum()
print(paddle.grad(y, [x, z], allow_unused=True))
print(paddle.grad(y, [z, x], allow_unused=True))
