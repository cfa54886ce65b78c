# misuse: mixing int and float tensors raises paddle's TypeError
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

a = paddle.to_tensor([1, 2])
b = paddle.to_tensor([1.0, 2.0])
attempt("int+float", lambda: a + b)
attempt("int32*int64", lambda: paddle.to_tensor([1], dtype="int32") * a)
attempt("float*bool", lambda: b * paddle.to_tensor([True, False]))
print((b + paddle.to_tensor([1.0], dtype="float64")).dtype)
