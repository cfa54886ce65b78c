# a hook that returns None observes the gradient without changing it
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = x * 2
y.register_hook(lambda g: print("seen", g.numpy()))
(y * y).sum().backward()
print(x.grad)
