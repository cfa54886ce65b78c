# pooling: MaxPool/AvgPool 1D-3D and adaptive pools, their functional forms (padding spellings, SAME, asymmetric pairs, ceil_mode, exclusive, return_mask, NHWC), printing and gradients as paddle's
import paddle
import paddle.nn.functional as F
paddle.seed(2)
x = paddle.randn([2, 3, 7, 6])
print(paddle.nn.MaxPool1D(2), paddle.nn.MaxPool2D(2, 1, 1), paddle.nn.AvgPool2D(3, padding=1), paddle.nn.AvgPool1D(2), paddle.nn.AdaptiveAvgPool2D(1), paddle.nn.AdaptiveMaxPool1D(3), paddle.nn.MaxPool3D(2), paddle.nn.AdaptiveAvgPool1D(2))
print(F.max_pool2d(x, 2)[0, 0], F.max_pool2d(x, 3, 2, 1, ceil_mode=True)[1, 2])
o, m = F.max_pool2d(x, 2, return_mask=True); print(m[0, 1])
print(F.avg_pool2d(x, 3, 2, 1)[0, 0], F.avg_pool2d(x, 3, 2, 1, exclusive=False)[0, 0])
print(F.avg_pool2d(x, 2, padding='SAME')[0, 0].shape, F.max_pool2d(x, 3, 2, padding=[0, 1, 1, 0])[0, 0])
print(F.avg_pool2d(x, 2, padding=[1, 0, 0, 1])[1, 1])
y = x.reshape([2, 3, 42])
print(F.max_pool1d(y, 4, 3)[0, 0], F.avg_pool1d(y, 5, 4, 2)[1, 2])
o, m = F.max_pool1d(y, 4, return_mask=True); print(m[0, 0], m.dtype)
print(F.adaptive_avg_pool2d(x, [2, 3])[0, 0], F.adaptive_avg_pool1d(y, 5)[0, 0], F.adaptive_max_pool2d(x, 3)[1, 1])
o, m = F.adaptive_max_pool2d(x, 2, return_mask=True); print(m[0, 0])
z = paddle.randn([1, 2, 4, 4, 4])
print(F.max_pool3d(z, 2)[0, 1, 0], F.avg_pool3d(z, 2, 2)[0, 0, 1], F.adaptive_avg_pool3d(z, 1).flatten())
print(paddle.nn.AdaptiveAvgPool2D([None, 2])(x).shape)
print(F.max_pool2d(x.transpose([0, 2, 3, 1]), 2, data_format="NHWC")[0, 0])
x.stop_gradient = False
(F.max_pool2d(x, 2).sum() + F.avg_pool2d(x, 3, 1, 1).sum()).backward()
print(x.grad.numpy()[0, 0])
try:
    F.max_pool2d(x, 2, padding="HALF")
except Exception as e:
    print(type(e).__name__, e)
