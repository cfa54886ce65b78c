# no_grad as context and decorator, enable_grad, set_grad_enabled, is_grad_enabled
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([1.0], stop_gradient=False)
print(paddle.is_grad_enabled())
with paddle.no_grad():
    print(paddle.is_grad_enabled(), (x * 2).stop_gradient)
    with paddle.enable_grad():
        print(paddle.is_grad_enabled(), (x * 2).stop_gradient)

@paddle.no_grad()
def doubled(t):
    return t * 2

print(doubled(x).stop_gradient, paddle.is_grad_enabled())
paddle.set_grad_enabled(False)
print(paddle.is_grad_enabled())
paddle.set_grad_enabled(True)
with paddle.set_grad_enabled(False):
    print(paddle.is_grad_enabled())
print(paddle.is_grad_enabled())
