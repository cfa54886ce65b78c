# several outputs and inputs: gradients summed over outputs, one per input
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

a = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
b = paddle.to_tensor([3.0, 4.0], stop_gradient=False)
y1 = (a * b).sum()
y2 = (a + b * b).sum()
ga, gb = paddle.grad([y1, y2], [a, b])
print(ga)
print(gb)
