# misuse: an unused input without allow_unused raises ValueError naming its index
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0], stop_gradient=False)
z = paddle.to_tensor([1.0], stop_gradient=False)
attempt("unused", lambda: paddle.grad(x * x, [x, z]))
attempt("unused first", lambda: paddle.grad(x * x, [z, x]))
print(paddle.grad(x * x, [x])[0])
