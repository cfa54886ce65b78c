# Checks paddle's cumsum: running sums added in order in the tensor's dtype (torch's cumsum adds float32 in
# another order), the same through paddle.cumsum and Tensor.cumsum, the gradient (the same sums backward),
# dtypes, and the kernel error for a dtype it lacks.
import numpy as np
import paddle


def checksum(t):
    a = t.numpy()
    return int(a.view({4: np.uint32, 8: np.uint64}[a.itemsize]).astype(np.int64).sum())


rng = np.random.RandomState(0)
v = rng.randn(3000).astype(np.float32)
w = rng.randn(3000).astype(np.float32)
m = rng.randn(40, 60).astype(np.float32)
print(paddle.cumsum(paddle.to_tensor(v), 0)[-3:].numpy(), checksum(paddle.cumsum(paddle.to_tensor(v), 0)))
print(checksum(paddle.to_tensor(v).cumsum()), checksum(paddle.to_tensor(m).cumsum()))
print(checksum(paddle.cumsum(paddle.to_tensor(m), 1)), checksum(paddle.cumsum(paddle.to_tensor(m), axis=0)),
      checksum(paddle.cumsum(paddle.to_tensor(m), -1)))
print(checksum(paddle.cumsum(paddle.to_tensor(v.astype(np.float64)))), checksum(paddle.cumsum(paddle.to_tensor(v), dtype="float64")))
x = paddle.to_tensor(v, stop_gradient=False)
(g,) = paddle.grad((paddle.cumsum(x, 0) * paddle.to_tensor(w)).sum(), x)
print(checksum(g))
xm = paddle.to_tensor(m, stop_gradient=False)
(xm.cumsum(1) * xm).sum().backward()
print(checksum(xm.grad))
for dtype in ("int32", "int64", "uint8", "int16"):
    t = paddle.to_tensor([100, 100, 7], dtype=dtype)
    print(dtype, paddle.cumsum(t), paddle.cumsum(t, dtype="float32").dtype)
try:
    paddle.cumsum(paddle.to_tensor([True, False]))
except RuntimeError as error:
    print("RuntimeError", str(error).splitlines()[0])
