# misuse: grad_outputs of the wrong length
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = x * x
attempt("length", lambda: paddle.grad([y, y], x, grad_outputs=[None]))
attempt("backward length", lambda: paddle.autograd.backward([y], [None, None]))
