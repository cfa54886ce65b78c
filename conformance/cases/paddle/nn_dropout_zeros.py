# paddle dropout: signs of dropped zeros, float32 keep scaling, axis/downscale/eval paths (seeded masks)
import numpy as np
import paddle
import paddle.nn.functional as F

paddle.seed(11)
x = paddle.to_tensor(np.linspace(-2.5, 2.5, 12).astype("float32").reshape(3, 4))
for p in (0.25, 0.6, 1.0):
    for mode in ("upscale_in_train", "downscale_in_infer"):
        for axis in (None, 1, [0, 1]):
            print(p, mode, axis)
            print(F.dropout(x, p=p, axis=axis, mode=mode))
            print(F.dropout(x, p=p, axis=axis, mode=mode, training=False))
d = paddle.to_tensor(np.linspace(-1.0, 1.0, 8).reshape(2, 4))
print(F.dropout(d, p=0.35))
print(F.dropout(d, p=0.35, axis=0))
layer = paddle.nn.Dropout(p=0.5)
y = layer(x)
print(y)
layer.eval()
print(layer(x))
