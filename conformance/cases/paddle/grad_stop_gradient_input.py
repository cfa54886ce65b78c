# an input with stop_gradient=True: allow_unused gives None, otherwise ValueError
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
w = paddle.to_tensor([5.0, 6.0])
y = (x * w).sum()
print(paddle.grad(y, [x, w], allow_unused=True))
attempt("strict", lambda: paddle.grad(y, [x, w]))
