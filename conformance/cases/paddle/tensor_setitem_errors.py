# __setitem__ with a value that cannot broadcast to the target raises paddle's ValueError and leaves the tensor unchanged; broadcastable values are written
import paddle


def attempt(label, func):
    try:
        func()
        print(label, "-> ok")
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


b = paddle.zeros([3, 4])


def put(index, value):
    def run():
        b[index] = value
    return run


attempt("row from [3]", put(0, paddle.ones([3])))
attempt("rows from [3, 4]", put(slice(0, 2), paddle.ones([3, 4])))
attempt("column from [4]", put((slice(None), 1), paddle.ones([4])))
print(b)
attempt("rows from [4]", put(slice(0, 2), paddle.arange(4).astype("float32")))
attempt("column from [3, 1]", put((slice(None), 3), paddle.full([3], 7.0)))
attempt("scalar", put((2, 2), 5.0))
print(b)
