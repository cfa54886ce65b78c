# paddle.grad with default retain_graph: the graph is not freed, a third call works
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([0.5, 1.5], stop_gradient=False)
y = (paddle.exp(x) * paddle.sin(x)).sum()
for i in range(3):
    print(paddle.grad(y, x)[0])
