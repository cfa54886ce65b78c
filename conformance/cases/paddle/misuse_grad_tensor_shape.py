# misuse: Tensor.backward with a grad_tensor of the wrong shape
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = x * x
attempt("shape", lambda: y.backward(paddle.to_tensor([[1.0, 1.0]])))
print(x.grad)
