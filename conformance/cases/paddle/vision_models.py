# paddle.vision.models: LeNet/VGG/ResNet/MobileNetV1/V2 structure (parameter names, counts, shapes), seeded LeNet forward and summary, num_classes/with_pool, pretrained=True without weights
import numpy as np
import paddle
from paddle.vision import models

paddle.seed(0)
lenet = models.LeNet()
print(paddle.summary(lenet, (1, 1, 28, 28)))
x = paddle.rand([2, 1, 28, 28])
print(lenet(x).numpy().round(3))
for build in (lambda: models.resnet18(num_classes=10), lambda: models.resnet50(with_pool=False, num_classes=0),
              lambda: models.vgg11(batch_norm=True, num_classes=4), lambda: models.mobilenet_v1(scale=0.25),
              lambda: models.mobilenet_v2(scale=0.5, num_classes=3), lambda: models.resnext50_32x4d(num_classes=2),
              lambda: models.wide_resnet50_2(num_classes=2), lambda: models.vgg16(num_classes=2)):
    net = build()
    state = net.state_dict()
    print(type(net).__name__, len(state), sum(int(np.prod(v.shape)) for v in state.values()), list(state)[:3], list(state)[-2:])
net = models.mobilenet_v2(scale=0.25, num_classes=5)
net.eval()
print(net(paddle.rand([1, 3, 32, 32])).shape, models.resnet18(num_classes=7)(paddle.rand([1, 3, 32, 32])).shape)
print(models.LeNet(num_classes=0)(paddle.rand([1, 1, 28, 28])).shape)
print(models.resnet18(pretrained=False, with_pool=False, num_classes=0)(paddle.rand([1, 3, 32, 32])).shape)
for bad in (lambda: models.resnet18(pretrained=True), lambda: models.mobilenet_v2(pretrained=True)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
