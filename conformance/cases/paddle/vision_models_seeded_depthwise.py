# paddle.vision.models: seeded initial weights (md5, bit for bit) and eval forwards (rounded) of the nets with depthwise convolutions, MobileNetV3 Small/Large and ShuffleNetV2 (relu, swish, none): paddle's Conv2D default init takes its fan-in as in_channels * kernel, ignoring groups
import hashlib

import numpy as np
import paddle
from paddle.vision import models


def weights_md5(net):
    digest = hashlib.md5()
    for _, p in net.named_parameters():
        digest.update(p.numpy().tobytes())
    for _, b in net.named_buffers():
        digest.update(b.numpy().tobytes())
    return digest.hexdigest()


def show(out):
    """Shape, largest magnitude (4 digits), and the first values and the mean relative to it (3 decimals): coarse
    enough that a few float32 ulps of convolution rounding cannot change what prints."""
    values = out.numpy().astype("float64")
    scale = float(np.abs(values).max())
    print(out.shape, f"{scale:.4g}", (values.ravel()[:5] / scale).round(3), round(float(values.mean() / scale), 3))


for seed, build, size in ((1, lambda: models.mobilenet_v3_small(num_classes=10), 64),
                          (2, lambda: models.MobileNetV3Large(scale=0.5, num_classes=0), 64),
                          (3, lambda: models.shufflenet_v2_x0_25(num_classes=10), 64),
                          (4, lambda: models.shufflenet_v2_swish(num_classes=7), 64),
                          (5, lambda: models.ShuffleNetV2(scale=0.33, act=None, num_classes=0, with_pool=False), 64)):
    paddle.seed(seed)
    net = build()
    print(type(net).__name__, weights_md5(net))
    x = paddle.rand([1, 3, size, size])
    net.eval()
    outs = net(x)
    for out in outs if isinstance(outs, tuple) else (outs,):
        show(out)
