# Tensor.backward(grad_tensor) weights the output's gradient
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
y = x * x
y.backward(paddle.to_tensor([1.0, 0.1, 0.01]))
print(x.grad)
