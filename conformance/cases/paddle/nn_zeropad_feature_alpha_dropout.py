# nn.ZeroPad1D/ZeroPad3D and nn.FeatureAlphaDropout: printing, outputs (seeded dropout in train mode, identity in eval), pad's data_format check per rank, p out of range
import paddle
nn = paddle.nn
print(nn.ZeroPad1D(2)); print(nn.ZeroPad3D([1, 2, 3, 4, 5, 6])); print(nn.ZeroPad2D(1)); print(nn.FeatureAlphaDropout(0.3)); print(nn.ZeroPad1D([1, 2], data_format="NLC"))
print(nn.ZeroPad1D(1)(paddle.ones([1, 2, 3], dtype="float32")))
print(nn.ZeroPad3D(1)(paddle.ones([1, 1, 1, 1, 2])).shape)
paddle.seed(1)
x = paddle.arange(24, dtype="float32").reshape([2, 3, 4])
print(nn.FeatureAlphaDropout(0.4)(x))
print(nn.ZeroPad1D(1, data_format="NLC")(paddle.ones([1, 2, 3])).shape)
for bad in ("NCHW", "ncl"):
    try:
        nn.ZeroPad1D(1, data_format=bad)(paddle.ones([1, 2, 3]))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
try:
    nn.FeatureAlphaDropout(1.5)
    nn.FeatureAlphaDropout(1.5)(x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
for fmt, shape in (("NCL", [1, 1, 2, 2]), ("NCHW", [1, 1, 1, 2, 2]), ("NDHWC", [1, 1, 2])):
    try:
        nn.Pad2D(1, data_format=fmt)(paddle.ones(shape))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
m = nn.FeatureAlphaDropout(0.5)
m.eval()
print(m(x))
y = paddle.arange(12, dtype="float32").reshape([1, 2, 3, 2])
for pad, fmt in (([1, 0, 0, 1], "NHWC"), ([1, 0], "NLC"), ([0, 1, 1, 0, 0, 0], "NCDHW"), ([1, 1, 0, 0, 0, 0, 0, 1], "NCHW")):
    try:
        print(paddle.nn.functional.pad(y, pad, data_format=fmt).shape)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(paddle.nn.functional.pad(y, [1, 0, 0, 1], data_format="NHWC")[0, :, :, 0])
print(paddle.nn.functional.pad(y, [1, 0, 0, 1], mode="reflect", data_format="nhwc")[0, 0])
