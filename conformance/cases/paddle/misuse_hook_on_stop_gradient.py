# misuse: register_hook on a tensor with stop_gradient=True
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

attempt("hook", lambda: paddle.to_tensor([1.0]).register_hook(lambda g: g))
