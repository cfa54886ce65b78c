# Tensor.backward on a non-scalar output seeds ones
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]], stop_gradient=False)
(x * x).backward()
print(x.grad)
