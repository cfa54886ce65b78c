# misuse: differentiating w.r.t. a stop_gradient tensor
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

w = paddle.to_tensor([1.0, 2.0])
attempt("stop_gradient", lambda: paddle.grad((w * w).sum(), w))
