# paddle.concat's errors (an empty list or tuple, mixed dtypes, a size or a rank off) and -x (a zero stays +0,
# a bool tensor comes back as it is), with its gradient
import paddle, numpy as np
a = paddle.ones([2, 3]); b = paddle.ones([2, 4]); c = paddle.ones([2, 3], dtype="int32"); d = paddle.ones([3])
for name, f in (("empty list", lambda: paddle.concat([])), ("empty tuple", lambda: paddle.concat(())),
                ("size", lambda: paddle.concat([a, b], axis=0)), ("dtype", lambda: paddle.concat([a, c])),
                ("rank", lambda: paddle.concat([a, d])), ("ok axis tensor", lambda: paddle.concat([a, b], axis=paddle.to_tensor(1)).shape),
                ("neg", lambda: (-paddle.to_tensor([0.0, -0.0, 1.5])).numpy().tolist()),
                ("neg int", lambda: (-paddle.to_tensor([0, 3])).numpy().tolist())):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__, repr(str(e)))
x = paddle.to_tensor([0.0, -0.0, 1.5, np.nan], stop_gradient=False)
y = -x
print(y, paddle.grad((y * paddle.to_tensor([1.0, 2.0, 3.0, 4.0])).sum(), x)[0])
print(-paddle.to_tensor([1, 0, -3]), -paddle.to_tensor([0.5], dtype="float16"), -paddle.to_tensor(2.0, dtype="float64"))
try:
    print(-paddle.to_tensor([True, False]))
except Exception as e:
    print(type(e).__name__, e)
