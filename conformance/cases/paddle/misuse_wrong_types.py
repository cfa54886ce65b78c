# misuse: wrong types for outputs, inputs, grad_outputs, flags
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0], stop_gradient=False)
y = x * x
attempt("inputs int", lambda: paddle.grad(y, 3))
attempt("outputs int", lambda: paddle.grad(3, x))
attempt("inputs list", lambda: paddle.grad(y, [x, 3]))
attempt("outputs None", lambda: paddle.grad(None, x))
attempt("grad_outputs", lambda: paddle.grad(y, x, grad_outputs=3))
attempt("grad_outputs list", lambda: paddle.grad(y, x, grad_outputs=[3]))
attempt("create_graph", lambda: paddle.grad(y, x, create_graph="yes"))
attempt("retain_graph", lambda: paddle.grad(y, x, retain_graph=1))
attempt("allow_unused", lambda: paddle.grad(y, x, allow_unused=1))
attempt("only_inputs", lambda: paddle.grad(y, x, only_inputs=1))
attempt("no_grad_vars", lambda: paddle.grad(y, x, no_grad_vars=3))
attempt("no_grad_vars list", lambda: paddle.grad(y, x, no_grad_vars=[3]))
