# paddle.vision.models: seeded initial weights (bit for bit, as md5 of every parameter and buffer) and eval forwards (rounded: the convolutions differ from paddle's in the last float32 bits) of AlexNet, SqueezeNet 1.0/1.1, GoogLeNet with its auxiliary heads
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


for seed, build, size in ((3, lambda: models.alexnet(num_classes=6), 224),
                          (5, lambda: models.squeezenet1_0(num_classes=10), 64),
                          (6, lambda: models.squeezenet1_1(with_pool=False), 64),
                          (7, lambda: models.googlenet(num_classes=10), 224)):
    paddle.seed(seed)
    net = build()
    print(type(net).__name__, weights_md5(net))
    x = paddle.rand([1, 3, size, size])
    net.eval()
    outs = net(x)
    for out in outs if isinstance(outs, tuple) else (outs,):
        show(out)
