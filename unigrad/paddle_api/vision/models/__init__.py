"""``paddle.vision.models``: the image classifiers of paddle 3.3.1, one module per family as in paddle.

LeNet, VGG, ResNet (and ResNeXt / wide) and MobileNetV1/V2 live in :mod:`.classic`; MobileNetV3, DenseNet,
AlexNet, InceptionV3, SqueezeNet, GoogLeNet and ShuffleNetV2 each in the module paddle names. Sublayers are
created in paddle's order, so a seeded network gets paddle's parameter names and initial weights.
``pretrained=True`` loads weights only from paddle's cache (``~/.cache/paddle/hapi/weights/<file>``); unigrad
never downloads, and a missing file raises paddle's ``RuntimeError`` for a failed download.
"""

from unigrad.paddle_api.vision.models.classic import (
    VGG, LeNet, MobileNetV1, MobileNetV2, ResNet, mobilenet_v1, mobilenet_v2, resnet18, resnet34, resnet50,
    resnet101, resnet152, resnext50_32x4d, resnext50_64x4d, resnext101_32x4d, resnext101_64x4d, resnext152_32x4d,
    resnext152_64x4d, vgg11, vgg13, vgg16, vgg19, wide_resnet50_2, wide_resnet101_2,
)
from unigrad.paddle_api.vision.models.alexnet import AlexNet, alexnet
from unigrad.paddle_api.vision.models.densenet import (
    DenseNet, densenet121, densenet161, densenet169, densenet201, densenet264,
)
from unigrad.paddle_api.vision.models.googlenet import GoogLeNet, googlenet
from unigrad.paddle_api.vision.models.inceptionv3 import InceptionV3, inception_v3
from unigrad.paddle_api.vision.models.mobilenetv3 import (
    MobileNetV3Large, MobileNetV3Small, mobilenet_v3_large, mobilenet_v3_small,
)
from unigrad.paddle_api.vision.models.shufflenetv2 import (
    ShuffleNetV2, shufflenet_v2_swish, shufflenet_v2_x0_5, shufflenet_v2_x0_25, shufflenet_v2_x0_33,
    shufflenet_v2_x1_0, shufflenet_v2_x1_5, shufflenet_v2_x2_0,
)
from unigrad.paddle_api.vision.models.squeezenet import SqueezeNet, squeezenet1_0, squeezenet1_1

# paddle's order (its families in the order its __init__ lists them)
__all__ = [
    "ResNet", "resnet18", "resnet34", "resnet50", "resnet101", "resnet152", "resnext50_32x4d", "resnext50_64x4d",
    "resnext101_32x4d", "resnext101_64x4d", "resnext152_32x4d", "resnext152_64x4d", "wide_resnet50_2",
    "wide_resnet101_2",
    "VGG", "vgg11", "vgg13", "vgg16", "vgg19",
    "MobileNetV1", "mobilenet_v1",
    "MobileNetV2", "mobilenet_v2",
    "MobileNetV3Small", "MobileNetV3Large", "mobilenet_v3_small", "mobilenet_v3_large",
    "LeNet",
    "DenseNet", "densenet121", "densenet161", "densenet169", "densenet201", "densenet264",
    "AlexNet", "alexnet",
    "InceptionV3", "inception_v3",
    "SqueezeNet", "squeezenet1_0", "squeezenet1_1",
    "GoogLeNet", "googlenet",
    "ShuffleNetV2", "shufflenet_v2_x0_25", "shufflenet_v2_x0_33", "shufflenet_v2_x0_5", "shufflenet_v2_x1_0",
    "shufflenet_v2_x1_5", "shufflenet_v2_x2_0", "shufflenet_v2_swish",
]
