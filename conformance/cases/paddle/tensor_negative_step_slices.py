# Tensor indexing with negative steps (a[::-1], a[3:0:-2], mixed with ints, ellipsis and None), reads, writes and their gradients as paddle's
import paddle

a = paddle.to_tensor([1.0, 2.0, 3.0, 4.0, 5.0], stop_gradient=False)
print(a[::-1])
print(a[::-2], a[3:0:-2], a[-1:-4:-1], a[1:3:-1])
m = paddle.arange(24).reshape([2, 3, 4])
print(m[::-1, 1])
print(m[:, ::-2, ::-3])
print(m[..., ::-1][0])
print(m[None, 1, ::-1].shape)
y = (a[::-1] * paddle.to_tensor([1.0, 10.0, 100.0, 1000.0, 10000.0])).sum()
y.backward()
print(a.grad)
b = paddle.zeros([2, 4])
b[:, ::-1] = paddle.to_tensor([1.0, 2.0, 3.0, 4.0])
print(b)
b[1, ::-2] = 9.0
print(b)
