# a leaf's hook changes the accumulated .grad but not paddle.grad's result
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
h = x.register_hook(lambda g: g * 10)
print(paddle.grad((x * x).sum(), x)[0])
(x * x).sum().backward()
print(x.grad)
h.remove()
(x * x).sum().backward()
print(x.grad)
