# create_graph=True on a linear function: constant gradient still prints stop_gradient=False
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
print(paddle.grad((x * 2).sum(), x, create_graph=True))
