# misuse: empty outputs or inputs
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0], stop_gradient=False)
attempt("outputs", lambda: paddle.grad([], [x]))
attempt("inputs", lambda: paddle.grad([x * x], []))
attempt("backward", lambda: paddle.autograd.backward([]))
