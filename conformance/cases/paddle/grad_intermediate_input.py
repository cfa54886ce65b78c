# gradient with respect to an intermediate result
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
h = x * 3
y = (h * h).sum()
print(paddle.grad(y, [h, x]))
