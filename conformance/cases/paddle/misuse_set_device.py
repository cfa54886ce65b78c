# misuse: set_device to an unknown or unavailable device
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

attempt("xpu", lambda: paddle.set_device("xpu"))
attempt("bad", lambda: paddle.set_device("foo"))
print(paddle.get_device())
