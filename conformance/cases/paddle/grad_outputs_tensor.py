# grad_outputs as a single Tensor and as a list weighting a non-scalar output
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
y = x * x
print(paddle.grad(y, x, grad_outputs=paddle.to_tensor([1.0, 0.5, 0.0]))[0])
print(paddle.grad([y], [x], grad_outputs=[paddle.to_tensor([2.0, 2.0, 2.0])])[0])
