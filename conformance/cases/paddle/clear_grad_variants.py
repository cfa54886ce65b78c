# clear_grad leaves zeros, clear_gradient(False) leaves None
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
(x * x).sum().backward()
x.clear_grad()
print(x.grad)
(x * x).sum().backward()
print(x.grad)
x.clear_gradient()
print(x.grad)
x.clear_gradient(False)
print(x.grad)
