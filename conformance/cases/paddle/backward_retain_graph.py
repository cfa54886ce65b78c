# backward(retain_graph=True) allows a second backward through the same graph
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = (paddle.exp(x) * x).sum()
y.backward(retain_graph=True)
print(x.grad)
y.backward()
print(x.grad)
