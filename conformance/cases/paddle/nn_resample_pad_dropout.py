# Upsample/interpolate (nearest, bilinear, linear, align modes), Pad1D/2D/3D and ZeroPad2D, Dropout2D/3D, AlphaDropout and feature_alpha_dropout with paddle's seeded masks, printing and errors
import paddle
import paddle.nn.functional as F
paddle.seed(4)
x = paddle.randn([2, 3, 4, 5])
print(paddle.nn.Upsample(scale_factor=2), paddle.nn.Upsample(size=[3, 3], mode='bilinear'), paddle.nn.Pad2D(1), paddle.nn.Pad1D([1, 2], mode='reflect'), paddle.nn.Pad3D(1, value=2.0), paddle.nn.ZeroPad2D([1, 0, 2, 0]), paddle.nn.Dropout2D(), paddle.nn.Dropout3D(0.2), paddle.nn.AlphaDropout(0.2), paddle.nn.UpsamplingNearest2D(scale_factor=2), paddle.nn.UpsamplingBilinear2D(size=[4, 4]))
print(paddle.nn.Upsample(scale_factor=2)(x)[0, 0])
print(F.interpolate(x, size=[3, 7], mode='bilinear')[1, 2])
print(F.interpolate(x, scale_factor=1.5, mode='bilinear', align_corners=True)[0, 0])
print(F.interpolate(x, size=[6, 8], mode='bilinear', align_mode=1)[0, 1])
print(F.interpolate(x, size=[5, 6], mode='nearest')[0, 0])
print(F.interpolate(x, size=[3, 3], mode='bicubic').shape)
y = x.reshape([2, 3, 20])
print(F.interpolate(y, size=[7], mode='linear', data_format='NCW')[0, 0])
print(paddle.nn.Pad2D([1, 0, 2, 1], mode='replicate')(x)[0, 0], paddle.nn.Pad1D(2, mode='circular')(y)[0, 0])
print(paddle.nn.Dropout2D(0.5)(x)[:, :, 0, 0])
print(paddle.nn.AlphaDropout(0.3)(x)[0, 0])
print(F.feature_alpha_dropout(x, 0.5)[1, :, 0])
print(F.dropout3d(paddle.ones([2, 2, 1, 2, 2]), 0.5).flatten())
d = paddle.nn.Dropout2D(); d.eval(); print(d(x)[0, 0, 0])
try:
    F.dropout2d(y)
except Exception as e: print(type(e).__name__, e)
try:
    F.interpolate(x)
except Exception as e: print(type(e).__name__, e)
