# paddle.nn.functional.dropout3d / nn.Dropout3D under paddle.seed: the doc example's draws (one mask value per sample and channel, x / (1 - p) kept), NDHWC, eval mode, p = 0 and 1, the generator's position after, and the errors for bad input
import paddle

paddle.seed(2023)
x = paddle.randn(shape=(2, 3, 4, 5, 6)).astype(paddle.float32)
y_train = paddle.nn.functional.dropout3d(x)
y_test = paddle.nn.functional.dropout3d(x, training=False)
print(x[0, 0, :, :, :])
print(y_train[0, 0, :, :, :])
print(y_test[0, 0, :, :, :])
print((y_train != 0).astype("int32").sum(axis=[2, 3, 4]))
print(paddle.nn.functional.dropout3d(x, p=0.25, data_format="NDHWC")[:, 0, 0, 0, :])
layer = paddle.nn.Dropout3D(p=0.7)
print(layer, layer(x).sum(axis=[2, 3, 4]))
layer.eval()
print(bool((layer(x) == x).all()))
print(paddle.nn.functional.dropout3d(x, p=0.0).sum(), paddle.nn.functional.dropout3d(x, p=1.0).abs().sum())
print(paddle.rand([3]))
for label, f in [("4-D", lambda: paddle.nn.functional.dropout3d(x[0])), ("p 1.5", lambda: paddle.nn.functional.dropout3d(x, p=1.5)),
                 ("p str", lambda: paddle.nn.functional.dropout3d(x, p="0.5")),
                 ("format", lambda: paddle.nn.functional.dropout3d(x, data_format="NCHW"))]:
    try:
        r = f()
        print(label, "ok", r.shape)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
