# jacobian of one output w.r.t. a tuple of inputs gives a tuple of Jacobians
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = paddle.to_tensor([3.0, 4.0], stop_gradient=False)
Js = paddle.autograd.jacobian(x * y, (x, y))
print(type(Js).__name__, len(Js))
print(Js[0][:])
print(Js[1][:])
