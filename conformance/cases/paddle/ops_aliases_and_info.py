# paddle 3's aliases (eq/ne/ge/le/less/greater/gt/lt/mul/sub/div) as functions and methods, sub's alpha, div's rounding modes, in-place variants, iinfo/finfo, range, broadcast_shapes, is_empty, matrix_transpose, errors
import paddle

x = paddle.to_tensor([1.5, -2.0, 3.0])
y = paddle.to_tensor([1.5, 2.0, -3.0])
for name in ("eq", "ne", "ge", "le", "less", "greater", "gt", "lt", "mul", "sub", "div"):
    print(name, getattr(paddle, name)(x, y).numpy().tolist(), getattr(x, name)(y).numpy().tolist())
print(paddle.sub(x, y, alpha=2).numpy().tolist())
a, b = paddle.to_tensor([5.0, -5.0, 7.5]), paddle.to_tensor([3.0, 3.0, -2.0])
print(paddle.div(a, b, rounding_mode="trunc").numpy().tolist(), paddle.div(a, b, rounding_mode="floor").numpy().tolist())
print(paddle.div(paddle.to_tensor([5, -5]), paddle.to_tensor([3, 3]), rounding_mode="floor"))
print(paddle.div(paddle.to_tensor([5, -5]), paddle.to_tensor([3, 3]), rounding_mode="trunc"))
z = paddle.to_tensor([1.25, -2.5])
z.mul_(z)
print(z.numpy().tolist())
paddle.frac_(z)
print(z.numpy().tolist())
paddle.sub_(z, paddle.to_tensor([1.0, 1.0]))
print(z.numpy().tolist())
for d in (paddle.int8, paddle.uint8, paddle.int16, paddle.int32, paddle.int64):
    print(paddle.iinfo(d))
for d in (paddle.float16, paddle.bfloat16, paddle.float32, paddle.float64):
    f = paddle.finfo(d)
    print(f, f.eps, f.tiny, f.bits, f.dtype)
for bad, fn in ((paddle.float32, paddle.iinfo), (paddle.int32, paddle.finfo)):
    try:
        fn(bad)
    except ValueError as e:
        print("ValueError", str(e).splitlines()[0][:60])
print(paddle.range(0, 3), paddle.range(1, 2, 0.25).numpy().tolist())
print(paddle.broadcast_shapes([2, 1], [3], [1, 1]), paddle.is_empty(x), paddle.is_empty(paddle.ones([0, 2])))
print(paddle.matrix_transpose(paddle.arange(6).reshape([2, 3])))
print(paddle.ravel(paddle.arange(6).reshape([2, 3])).numpy().tolist())
print(paddle.positive(x).numpy().tolist())
print(paddle.softmax(paddle.to_tensor([[1.0, 2.0], [0.5, -1.0]])).numpy().tolist())
try:
    paddle.matrix_transpose(x)
except ValueError as e:
    print("ValueError", e)
print(paddle.from_numpy(paddle.arange(3).numpy()), paddle.as_tensor([1, 2], dtype="float32"))
