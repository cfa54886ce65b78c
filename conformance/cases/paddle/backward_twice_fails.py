# a second backward without retain_graph raises SystemError and leaves .grad as it was
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = (x * x).sum()
y.backward()
attempt("second", lambda: y.backward())
print(x.grad)
z = (x * 3).sum()
z.backward()
print(x.grad)
