"""``paddle.vision.models``: LeNet, VGG, ResNet (and ResNeXt / wide), MobileNetV1/V2.

Sublayers are created in paddle's order, so a seeded network gets paddle's parameter names
and initial weights. ``pretrained=True`` loads weights only from paddle's cache
(``~/.cache/paddle/hapi/weights/<file>``); unigrad never downloads, and a missing file raises
paddle's ``RuntimeError`` for a failed download.
"""

from unigrad.paddle_api.vision.models.classic import (
    VGG, LeNet, MobileNetV1, MobileNetV2, ResNet, mobilenet_v1, mobilenet_v2, resnet18, resnet34, resnet50,
    resnet101, resnet152, resnext50_32x4d, resnext50_64x4d, resnext101_32x4d, resnext101_64x4d, resnext152_32x4d,
    resnext152_64x4d, vgg11, vgg13, vgg16, vgg19, wide_resnet50_2, wide_resnet101_2,
)

__all__ = ["LeNet", "VGG", "vgg11", "vgg13", "vgg16", "vgg19", "ResNet", "resnet18", "resnet34", "resnet50",
           "resnet101", "resnet152", "resnext50_32x4d", "resnext50_64x4d", "resnext101_32x4d", "resnext101_64x4d",
           "resnext152_32x4d", "resnext152_64x4d", "wide_resnet50_2", "wide_resnet101_2", "MobileNetV1",
           "mobilenet_v1", "MobileNetV2", "mobilenet_v2"]
