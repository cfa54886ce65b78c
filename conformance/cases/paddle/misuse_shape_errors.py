# misuse: broadcast, matmul and reshape shape errors
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

attempt("broadcast", lambda: paddle.ones([2, 3]) + paddle.ones([3, 2]))
attempt("matmul", lambda: paddle.matmul(paddle.ones([2, 3]), paddle.ones([2, 3])))
attempt("reshape", lambda: paddle.reshape(paddle.ones([2, 3]), [4]))
attempt("reduce axis", lambda: paddle.to_tensor([1.0, 2.0]).sum(axis=2))
