# no_grad_vars listing an input makes it unused
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
z = paddle.to_tensor([3.0, 4.0], stop_gradient=False)
y = (x * z).sum()
print(paddle.grad(y, [x, z], no_grad_vars=[z], allow_unused=True))
attempt("not allowed", lambda: paddle.grad(y, [x, z], no_grad_vars=z))
