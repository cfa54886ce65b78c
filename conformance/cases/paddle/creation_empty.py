# paddle.empty / empty_like: shape, dtype, place, stop_gradient and numel of uninitialised tensors (shape as list, tuple, Tensor, list of 0-D Tensors; dtype strings, numpy and paddle dtypes; requires_grad), never their values, which are whatever memory held; bad arguments' exceptions
import numpy as np
import paddle


def describe(label, t):
    print(label, type(t).__name__, t.shape, t.dtype, t.place.is_cpu_place(), t.stop_gradient, t.numel().item(), t.ndim)


describe("list", paddle.empty(shape=[3, 2]))
describe("tuple int64", paddle.empty((2, 0, 4), dtype="int64"))
describe("tensor shape", paddle.empty(shape=paddle.to_tensor([3, 2])))
describe("tensor list", paddle.empty(shape=[paddle.to_tensor(3), paddle.to_tensor(2)]))
describe("0-D", paddle.empty([]))
describe("np dtype", paddle.empty([2], dtype=np.float64))
describe("paddle dtype", paddle.empty([2, 2], paddle.bool))
describe("requires_grad", paddle.empty([2], requires_grad=True))
paddle.set_default_dtype("float64")
describe("default float64", paddle.empty([1]))
paddle.set_default_dtype("float32")
x = paddle.randn([2, 3], "float32")
describe("like", paddle.empty_like(x))
describe("like int32", paddle.empty_like(x, dtype="int32"))
describe("like input=", paddle.empty_like(input=paddle.ones([4], dtype="float16")))
describe("like requires_grad", paddle.empty_like(x, requires_grad=True))
y = paddle.empty_like(x)
y.fill_(2.5)
print(y)
for label, f in [("shape str", lambda: paddle.empty("3")), ("shape float", lambda: paddle.empty([2.5])),
                 ("shape negative", lambda: paddle.empty([-2, 3])), ("dtype bad", lambda: paddle.empty([2], dtype="float8")),
                 ("like dtype bad", lambda: paddle.empty_like(x, dtype="int7"))]:
    try:
        r = f()
        describe(label + " ok", r)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
for label, f in [("to_tensor float8", lambda: paddle.to_tensor(1, dtype="float8")), ("ones float8", lambda: paddle.ones([2], dtype="float8")),
                 ("ones 3", lambda: paddle.ones([2], dtype=3)), ("ones U", lambda: paddle.ones([2], dtype="U")),
                 ("empty U", lambda: paddle.empty([2], dtype="U")), ("cast int7", lambda: paddle.cast(x, "int7")),
                 ("astype int7", lambda: x.astype("int7")), ("zeros_like float8", lambda: paddle.zeros_like(x, "float8")),
                 ("full_like no value", lambda: paddle.full_like(input=x)), ("ones_like x and input", lambda: paddle.ones_like(x, input=x)),
                 ("empty_like nothing", lambda: paddle.empty_like())]:
    try:
        r = f()
        describe(label + " ok", r)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
