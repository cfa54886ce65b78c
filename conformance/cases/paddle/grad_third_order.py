# third order derivative of sin through nested paddle.grad with create_graph
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor(0.5, stop_gradient=False)
y = paddle.sin(x) * x
d1 = paddle.grad(y, x, create_graph=True)[0]
d2 = paddle.grad(d1, x, create_graph=True)[0]
d3 = paddle.grad(d2, x)[0]
for d in (d1, d2, d3):
    print(d)
