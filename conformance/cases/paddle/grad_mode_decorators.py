# no_grad/enable_grad take no arguments (bare use raises TypeError), set_grad_enabled's mode as bool, decorators keep signatures
import inspect

import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", type(result).__name__, paddle.is_grad_enabled())
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0], paddle.is_grad_enabled())


def scaled(x, factor=2.0, *rest, flag=True, **extra):
    return x * factor


attempt("bare no_grad", lambda: paddle.no_grad(scaled))
attempt("bare enable_grad", lambda: paddle.enable_grad(scaled))
attempt("no_grad func=", lambda: paddle.no_grad(func=scaled))
for mode in ("no", [1], 1, 0, None, 2.5, True):
    attempt(f"set_grad_enabled({mode!r})", lambda: paddle.set_grad_enabled(mode))
paddle.set_grad_enabled(True)
attempt("set_grad_enabled()", lambda: paddle.set_grad_enabled())

for make in (paddle.no_grad(), paddle.enable_grad(), paddle.set_grad_enabled(False)):
    decorated = make(scaled)
    print(type(make).__name__, decorated.__name__, inspect.getfullargspec(decorated) == inspect.getfullargspec(scaled))
print(paddle.is_grad_enabled())


@paddle.no_grad()
def numbers(x):
    for i in range(3):
        yield (x * i).stop_gradient, paddle.is_grad_enabled()


x = paddle.to_tensor([1.0], stop_gradient=False)
print(list(numbers(x)), paddle.is_grad_enabled())
with paddle.no_grad():
    print(paddle.enable_grad()(scaled)(x).stop_gradient)
