# random creation: uniform's default range [0, 1), complex draws, and the dtypes paddle's random kernels refuse
import paddle

paddle.seed(7)
u = paddle.uniform([500])
print(u.dtype, u.shape, bool((u >= 0).all()), bool((u < 1).all()))
u = paddle.uniform([2, 2], dtype="float64", min=-3, max=-2)
print(u.dtype, bool((u >= -3).all()), bool((u < -2).all()))
c = paddle.uniform([500], dtype="complex64", min=-2.0, max=2.0)
print(c.dtype, bool((c.real() < -1).any()), bool((c.imag() < -1).any()), bool((c.imag() < 2).all()))
c = paddle.rand([500], dtype="complex128")
print(c.dtype, bool((c.imag() >= 0).all()), bool((c.imag() > 0.5).any()))
n = paddle.randn([3, 2], dtype="complex64")
print(n.dtype, n.shape, paddle.randn([2], dtype="float16").dtype, paddle.standard_normal([1]).dtype)
r = paddle.randint(-4, -1, [50], dtype="int32")
print(r.dtype, bool((r >= -4).all()), bool((r < -1).all()), paddle.randint(5).shape)
calls = [
    lambda: paddle.uniform([2], dtype="int32"), lambda: paddle.rand([2], dtype="bool"),
    lambda: paddle.randn([2], dtype="int64"), lambda: paddle.standard_normal([2], dtype="uint8"),
    lambda: paddle.randint(0, 4, [2], dtype="float64"), lambda: paddle.randint(0, 4, [2], dtype="int16"),
    lambda: paddle.randint(2, 2), lambda: paddle.randint(5, 1, [3]), lambda: paddle.randint(5, 1, dtype="bool"),
]
for call in calls:
    try:
        call()
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__, repr(str(e)))
