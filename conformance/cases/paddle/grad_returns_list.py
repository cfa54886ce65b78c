# paddle.grad returns a list of Tensors, stop_gradient=True, .grad untouched
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
y = (x * x).sum()
result = paddle.grad(y, x)
print(type(result).__name__, len(result), type(result[0]).__name__)
print(result[0])
print(x.grad)
