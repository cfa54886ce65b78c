# misuse: only_inputs=False raises AssertionError
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0], stop_gradient=False)
attempt("only_inputs", lambda: paddle.grad(x * x, x, only_inputs=False))
