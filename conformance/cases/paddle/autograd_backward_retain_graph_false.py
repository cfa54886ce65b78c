# paddle.autograd.backward with retain_graph=False frees the graph
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = (x * x).sum()
paddle.autograd.backward(y, None, False)
print(x.grad)
attempt("again", lambda: paddle.autograd.backward(y))
print(x.grad)
