"""``paddle.vision.models.alexnet``: AlexNet, with every weight and bias drawn from ``Uniform(-1/sqrt(fan_in), ..)``.

Its ``model_urls`` ({arch: (url, md5)}) is paddle's; ``pretrained=True`` reads the cached file
(:func:`unigrad.paddle_api.vision.models._weights.load_pretrained`).
"""

import math

from unigrad.paddle_api import nn
from unigrad.paddle_api.vision.models._weights import load_pretrained
from unigrad.paddle_api.framework import ParamAttr
from unigrad.paddle_api.nn.initializer import Uniform

__all__ = []

model_urls = {"alexnet": ("https://paddle-imagenet-models-name.bj.bcebos.com/dygraph/AlexNet_pretrained.pdparams",
                          "7f0f9f737132e02732d75a1459d98a43")}


def _bound(fan_in):
    """AlexNet's initialisation bound for a layer of ``fan_in`` inputs: ``1 / sqrt(fan_in)``."""
    return 1.0 / math.sqrt(fan_in)


def _uniform(bound):
    """A ParamAttr drawing from ``Uniform(-bound, bound)`` (AlexNet's weights and biases alike)."""
    return ParamAttr(initializer=Uniform(-bound, bound))


def _conv(in_channels, out_channels, kernel_size, stride, padding, bound, groups=1):
    return nn.Conv2D(in_channels, out_channels, kernel_size, stride=stride, padding=padding, groups=groups,
                     weight_attr=_uniform(bound), bias_attr=_uniform(bound))


class ConvPoolLayer(nn.Layer):
    """A convolution, an optional ReLU (``act="relu"``) and a 3x3 stride-2 max pool.

    ``stdv`` is the bound of the uniform initialisation; the ReLU is registered first (it prints first)."""

    def __init__(self, input_channels, output_channels, filter_size, stride, padding, stdv, groups=1, act=None):
        super().__init__()
        self.relu = nn.ReLU() if act == "relu" else None
        self._conv = _conv(input_channels, output_channels, filter_size, stride, padding, stdv, groups)
        self._pool = nn.MaxPool2D(kernel_size=3, stride=2, padding=0)

    def forward(self, inputs):
        x = self._conv(inputs)
        if self.relu is not None:
            x = self.relu(x)
        return self._pool(x)


class AlexNet(nn.Layer):
    """AlexNet: five convolutions (three followed by a max pool), then dropout / 4096 / dropout / 4096 / classes.

    The classifier expects 256x6x6 features, i.e. 224x224 inputs; ``num_classes <= 0`` drops it."""

    def __init__(self, num_classes=1000):
        super().__init__()
        self.num_classes = num_classes
        self._conv1 = ConvPoolLayer(3, 64, 11, 4, 2, _bound(3 * 11 * 11), act="relu")
        self._conv2 = ConvPoolLayer(64, 192, 5, 1, 2, _bound(64 * 5 * 5), act="relu")
        self._conv3 = _conv(192, 384, 3, 1, 1, _bound(192 * 3 * 3))
        self._conv4 = _conv(384, 256, 3, 1, 1, _bound(384 * 3 * 3))
        self._conv5 = ConvPoolLayer(256, 256, 3, 1, 1, _bound(256 * 3 * 3), act="relu")
        if num_classes > 0:
            # All three Linear layers share the bound of the first one's fan-in (paddle's choice).
            bound = _bound(256 * 6 * 6)
            self._drop1 = nn.Dropout(p=0.5, mode="downscale_in_infer")
            self._fc6 = nn.Linear(256 * 6 * 6, 4096, weight_attr=_uniform(bound), bias_attr=_uniform(bound))
            self._drop2 = nn.Dropout(p=0.5, mode="downscale_in_infer")
            self._fc7 = nn.Linear(4096, 4096, weight_attr=_uniform(bound), bias_attr=_uniform(bound))
            self._fc8 = nn.Linear(4096, num_classes, weight_attr=_uniform(bound), bias_attr=_uniform(bound))

    def forward(self, inputs):
        from unigrad.paddle_api.nn import functional as F
        from unigrad.paddle_api.ops import flatten

        x = self._conv2(self._conv1(inputs))
        x = F.relu(self._conv3(x))
        x = F.relu(self._conv4(x))
        x = self._conv5(x)
        if self.num_classes > 0:
            x = self._drop1(flatten(x, start_axis=1, stop_axis=-1))
            x = self._drop2(F.relu(self._fc6(x)))
            x = self._fc8(F.relu(self._fc7(x)))
        return x


def alexnet(pretrained=False, **kwargs):
    """AlexNet; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    model = AlexNet(**kwargs)
    return load_pretrained(model, "alexnet", model_urls) if pretrained else model
