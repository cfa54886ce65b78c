# register_hook on an intermediate rescales its gradient for grad and backward; remove() undoes it
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = x * 3
handle = y.register_hook(lambda g: g * 100)
print(type(handle).__name__)
print(paddle.grad((y * y).sum(), x)[0])
z = x * 3
handle2 = z.register_hook(lambda g: g * 100)
handle2.remove()
print(paddle.grad((z * z).sum(), x)[0])
