# misuse: the same tensor twice in inputs
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
attempt("duplicate", lambda: paddle.grad((x * x).sum(), [x, x]))
