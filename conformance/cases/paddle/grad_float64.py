# paddle.grad on float64 tensors keeps float64
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([0.1, 0.2], dtype="float64", stop_gradient=False)
print(paddle.grad((paddle.tanh(x) * x).sum(), x)[0])
