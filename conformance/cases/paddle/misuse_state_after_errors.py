# misuse never corrupts state: grad mode, .grad and later gradients after errors
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
(x * x).sum().backward()
y = (x * x).sum()
attempt("only_inputs", lambda: paddle.grad(y, x, only_inputs=False))
attempt("unused", lambda: paddle.grad(y, [x, paddle.to_tensor([1.0], stop_gradient=False)]))
attempt("duplicate", lambda: paddle.autograd.backward([y, y]))
def inside_no_grad():
    with paddle.no_grad():
        paddle.grad(y, 3)
attempt("in no_grad", inside_no_grad)
print(paddle.is_grad_enabled())
print(x.grad)
y.backward()
print(x.grad)
print(paddle.grad((x * 3).sum(), x)[0])
