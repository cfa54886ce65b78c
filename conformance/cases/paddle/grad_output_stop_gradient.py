# an output computed under no_grad leaves every input unused
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
with paddle.no_grad():
    y = (x * x).sum()
print(y.stop_gradient)
print(paddle.grad(y, x, allow_unused=True))
attempt("strict", lambda: paddle.grad(y, x))
