# paddle.grad(retain_graph=False) then backward on the same graph still works
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = (x * x * x).sum()
print(paddle.grad(y, x, retain_graph=False)[0])
y.backward()
print(x.grad)
