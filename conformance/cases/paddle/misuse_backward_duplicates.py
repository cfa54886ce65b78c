# misuse: paddle.autograd.backward with a duplicated tensor or bad arguments
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = (x * x).sum()
attempt("duplicate", lambda: paddle.autograd.backward([y, y]))
attempt("retain_graph None", lambda: paddle.autograd.backward(y, retain_graph=None))
attempt("tensors int", lambda: paddle.autograd.backward([3]))
attempt("tensors str", lambda: paddle.autograd.backward("y"))
attempt("grad_tensors int", lambda: paddle.autograd.backward(y, grad_tensors=3))
print(x.grad)
