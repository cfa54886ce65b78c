# binary ops between a tensor and a 0-D tensor of another dtype promote as paddle 3.3.1 does (the 0-D side acts as a scalar); other mixes raise TypeError
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result.dtype, result.numpy().tolist())
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


f32 = paddle.to_tensor([1.0, 2.0, 3.0])
i64 = paddle.to_tensor([4, 5, 6])
attempt("f32 / 0-D int64", lambda: f32 / paddle.to_tensor(2))
attempt("f32 + 0-D int64", lambda: f32 + paddle.to_tensor(2))
attempt("f32 * 0-D int32", lambda: f32 * paddle.to_tensor(3, dtype="int32"))
attempt("0-D int64 / f32", lambda: paddle.to_tensor(2) / f32)
attempt("f32 - 0-D f64", lambda: f32 - paddle.to_tensor(0.5, dtype="float64"))
attempt("0-D f64 * f32", lambda: paddle.to_tensor(0.5, dtype="float64") * f32)
attempt("int64 + 0-D f64", lambda: i64 + paddle.to_tensor(0.5, dtype="float64"))
attempt("int64 + 0-D int32", lambda: i64 + paddle.to_tensor(1, dtype="int32"))
attempt("int32 + 0-D int64", lambda: paddle.to_tensor([1, 2], dtype="int32") + paddle.to_tensor(7))
attempt("int64 / 0-D int32", lambda: i64 / paddle.to_tensor(2, dtype="int32"))
attempt("bool + 0-D int32", lambda: paddle.to_tensor([True, False]) + paddle.to_tensor(1, dtype="int32"))
attempt("0-D int32 + 0-D int64", lambda: paddle.to_tensor(1, dtype="int32") + paddle.to_tensor(2))
attempt("0-D f32 + 0-D int64", lambda: paddle.to_tensor(1.5) + paddle.to_tensor(2))
attempt("f32 + int64", lambda: f32 + i64)
attempt("f32 / int64", lambda: f32 / i64)
attempt("int64 + int32", lambda: i64 + paddle.to_tensor([1, 2, 3], dtype="int32"))
x = paddle.to_tensor([2.0, 4.0], stop_gradient=False)
y = (x / paddle.to_tensor(4)).sum()
y.backward()
print(x.grad)
