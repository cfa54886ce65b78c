# misuse: len() of a 0-D tensor and bool() of a many-element tensor
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

attempt("len", lambda: len(paddle.to_tensor(1.0)))
attempt("bool", lambda: bool(paddle.to_tensor([1.0, 2.0])))
print(len(paddle.to_tensor([1.0, 2.0, 3.0])), bool(paddle.to_tensor([1.0])))
