# misuse: paddle.to_tensor of a string
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

attempt("str", lambda: paddle.to_tensor("abc"))
