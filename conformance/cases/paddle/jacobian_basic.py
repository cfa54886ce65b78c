# paddle.autograd.jacobian: lazy Jacobian object, shape and indexing
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
J = paddle.autograd.jacobian(x * x, x)
print(type(J).__name__, J.shape)
print(J[:])
print(J[0])
print(J[:, 1])
