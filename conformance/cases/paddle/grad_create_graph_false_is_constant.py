# create_graph=False: the gradient is a constant, second grad of it fails as unused
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([2.0], stop_gradient=False)
(dx,) = paddle.grad(x * x, x, create_graph=False)
print(dx.stop_gradient)
attempt("second", lambda: paddle.grad(dx, x))
