# paddle.vision.models: LeNet/MobileNetV1/V2 structure (ResNet/VGG build too slowly for a case: their seeded init) (parameter names, counts, shapes), seeded LeNet forward and summary, num_classes/with_pool, pretrained=True without weights
import numpy as np
import paddle
from paddle.vision import models

paddle.seed(0)
lenet = models.LeNet()
print(paddle.summary(lenet, (1, 1, 28, 28)))
x = paddle.rand([2, 1, 28, 28])
print(lenet(x).numpy().round(3))
for build in (lambda: models.mobilenet_v1(scale=0.25), lambda: models.mobilenet_v2(scale=0.25, num_classes=3)):
    net = build()
    state = net.state_dict()
    print(type(net).__name__, len(state), sum(int(np.prod(v.shape)) for v in state.values()), list(state)[:3], list(state)[-2:])
net = models.mobilenet_v2(scale=0.25, num_classes=5)
net.eval()
print(net(paddle.rand([1, 3, 32, 32])).shape, models.LeNet(num_classes=0)(paddle.rand([1, 1, 28, 28])).shape)
for bad in (lambda: models.mobilenet_v1(pretrained=True, scale=0.25), lambda: models.mobilenet_v2(pretrained=True, scale=0.25),
            lambda: models.mobilenet_v1(pretrained=True, scale=0.25, num_classes=2)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
