# misuse: gradients of an integer tensor
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

i = paddle.to_tensor([1, 2])
i.stop_gradient = False
print(i.stop_gradient)
