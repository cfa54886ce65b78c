# Tensor.numpy() hands out a copy: writing to it leaves the tensor alone
import paddle
x = paddle.to_tensor([1.0, 2.0])
a = x.numpy()
a[0] = 100.0
print(x.numpy(), a, a.flags.writeable, a.flags.owndata)
b = paddle.to_tensor([1, 2], dtype="bfloat16").numpy()
b[0] = 0
print(b.dtype)
