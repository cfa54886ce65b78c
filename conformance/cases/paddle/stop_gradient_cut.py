# setting stop_gradient=True on an intermediate cuts the gradient there
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
h = x * x
h.stop_gradient = True
y = (h * x).sum()
y.backward()
print(x.grad)
