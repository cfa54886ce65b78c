# paddle.autograd.hessian of a scalar function
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
H = paddle.autograd.hessian((x * x * x).sum(), x)
print(type(H).__name__, H.shape)
print(H[:])
