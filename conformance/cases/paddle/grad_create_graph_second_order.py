# create_graph=True gives differentiable gradients: second derivative
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = (x ** 3).sum()
(dx,) = paddle.grad(y, x, create_graph=True)
print(dx)
(ddx,) = paddle.grad(dx.sum(), x)
print(ddx)
