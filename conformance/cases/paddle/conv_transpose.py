# Conv1D/2D/3DTranspose and F.conv*d_transpose: seeded default weights (XavierUniform over the weight
# shape), reprs, output shapes (output_size, output_padding, SAME, per-side padding, NHWC) and forward
# values bit for bit; gradients rounded (paddle's grad kernels sum in another order than torch's: ulps).
import numpy as np
import paddle
import paddle.nn.functional as F

paddle.seed(2024)
up = paddle.nn.Conv2DTranspose(3, 4, 3, stride=2, padding=1, output_padding=1)
print(up)
print(up.weight.shape, up.weight.name, up.bias.name)
print(up.weight.numpy()[0, :2])
print(up.bias)
print(paddle.nn.Conv1DTranspose(4, 6, 3, stride=2, output_padding=1, dilation=2, groups=2, data_format="NLC"))
print(paddle.nn.Conv3DTranspose(2, 4, [1, 2, 3], stride=[1, 2, 1], padding=[0, 1, 0], bias_attr=False))
print(paddle.nn.Conv2DTranspose(4, 6, 3, padding="SAME", dilation=[1, 1], stride=[1, 1]))

rs = np.random.RandomState(0)
x = paddle.to_tensor(rs.randn(2, 3, 4, 4).astype("float32"), stop_gradient=False)
y = up(x)
print(y.shape)
print(y[0, 0])
print(up(x, output_size=[7, 8]).shape)
(y * y).mean().backward()
print(x.grad.numpy().round(5))
print(up.weight.grad.numpy()[0, 0].round(5))
print(up.bias.grad)

w = paddle.to_tensor(rs.randn(4, 3, 3, 2).astype("float32"))
b = paddle.to_tensor(rs.randn(3).astype("float32"))
x4 = paddle.to_tensor(rs.randn(1, 4, 3, 5).astype("float32"))
for kw in [dict(stride=2, output_size=[8, 11]), dict(stride=3, padding="SAME", dilation=2),
           dict(padding=[1, 0, 0, 1]), dict(groups=2, dilation=2, stride=[2, 1])]:
    out = F.conv2d_transpose(x4, w, None if "groups" in kw else b, **kw)
    print(kw, out.shape, float(out.sum()))
    print(out[0, -1])
print(F.conv2d_transpose(paddle.transpose(x4, [0, 2, 3, 1]), w, b, stride=2, data_format="NHWC")[0, :, :, 2])
x1 = paddle.to_tensor(rs.randn(2, 4, 6).astype("float32"))
print(F.conv1d_transpose(x1, paddle.to_tensor(rs.randn(4, 2, 3).astype("float32")), stride=2, padding=[0, 1],
                         output_size=13))
x3 = paddle.to_tensor(rs.randn(1, 2, 2, 3, 2).astype("float32"))
out3 = F.conv3d_transpose(x3, paddle.to_tensor(rs.randn(2, 2, 2, 2, 2).astype("float32")), stride=2, padding=1)
print(out3.shape, out3[0, 1, 1])
