"""``paddle.vision.models.inceptionv3``: Inception v3 (stem, 3 A, 1 B, 4 C, 1 D and 2 E blocks), no auxiliary head.

Every convolution is a conv-BN-ReLU ``ConvNormActivation``; the smallest input the net accepts is 75x75.
"""

import math

from unigrad.paddle_api import nn
from unigrad.paddle_api.framework import ParamAttr
from unigrad.paddle_api.nn.initializer import Uniform
from unigrad.paddle_api.vision.models._weights import load_pretrained
from unigrad.paddle_api.vision.ops import ConvNormActivation

__all__ = []

model_urls = {"inception_v3": ("https://paddle-hapi.bj.bcebos.com/models/inception_v3.pdparams",
                               "649a4547c3243e8b59c656f41fe330b8")}


def _cbr(in_channels, out_channels, kernel_size, stride=1, padding=0):
    """Conv (no bias), BatchNorm2D, ReLU."""
    return ConvNormActivation(in_channels, out_channels, kernel_size=kernel_size, stride=stride, padding=padding,
                              activation_layer=nn.ReLU)


def _avg_pool_3x3():
    """The 3x3 stride-1 average pool of the pooling branches; it counts the zero padding (``exclusive=False``)."""
    return nn.AvgPool2D(kernel_size=3, stride=1, padding=1, exclusive=False)


def _concat(branches):
    from unigrad.paddle_api.ops import concat

    return concat(branches, axis=1)


class InceptionStem(nn.Layer):
    """Five conv-BN-ReLU layers with a 3x3 stride-2 max pool (the same layer) after the third and the fifth."""

    def __init__(self):
        super().__init__()
        self.conv_1a_3x3 = _cbr(3, 32, 3, stride=2)
        self.conv_2a_3x3 = _cbr(32, 32, 3)
        self.conv_2b_3x3 = _cbr(32, 64, 3, padding=1)
        self.max_pool = nn.MaxPool2D(kernel_size=3, stride=2, padding=0)
        self.conv_3b_1x1 = _cbr(64, 80, 1)
        self.conv_4a_3x3 = _cbr(80, 192, 3)

    def forward(self, x):
        x = self.max_pool(self.conv_2b_3x3(self.conv_2a_3x3(self.conv_1a_3x3(x))))
        return self.max_pool(self.conv_4a_3x3(self.conv_3b_1x1(x)))


class InceptionA(nn.Layer):
    """Branches 1x1 (64); 1x1 -> 5x5 (64); 1x1 -> 3x3 -> 3x3 (96); avg pool -> 1x1 (``pool_features``)."""

    def __init__(self, num_channels, pool_features):
        super().__init__()
        self.branch1x1 = _cbr(num_channels, 64, 1)
        self.branch5x5_1 = _cbr(num_channels, 48, 1)
        self.branch5x5_2 = _cbr(48, 64, 5, padding=2)
        self.branch3x3dbl_1 = _cbr(num_channels, 64, 1)
        self.branch3x3dbl_2 = _cbr(64, 96, 3, padding=1)
        self.branch3x3dbl_3 = _cbr(96, 96, 3, padding=1)
        self.branch_pool = _avg_pool_3x3()
        self.branch_pool_conv = _cbr(num_channels, pool_features, 1)

    def forward(self, x):
        return _concat([
            self.branch1x1(x),
            self.branch5x5_2(self.branch5x5_1(x)),
            self.branch3x3dbl_3(self.branch3x3dbl_2(self.branch3x3dbl_1(x))),
            self.branch_pool_conv(self.branch_pool(x))])


class InceptionB(nn.Layer):
    """Grid reduction 35 -> 17: a stride-2 3x3 (384); 1x1 -> 3x3 -> stride-2 3x3 (96); a stride-2 max pool."""

    def __init__(self, num_channels):
        super().__init__()
        self.branch3x3 = _cbr(num_channels, 384, 3, stride=2)
        self.branch3x3dbl_1 = _cbr(num_channels, 64, 1)
        self.branch3x3dbl_2 = _cbr(64, 96, 3, padding=1)
        self.branch3x3dbl_3 = _cbr(96, 96, 3, stride=2)
        self.branch_pool = nn.MaxPool2D(kernel_size=3, stride=2)

    def forward(self, x):
        return _concat([
            self.branch3x3(x),
            self.branch3x3dbl_3(self.branch3x3dbl_2(self.branch3x3dbl_1(x))),
            self.branch_pool(x)])


class InceptionC(nn.Layer):
    """Factorised 7x7 branches: 1x1 (192); 1x1 -> 1x7 -> 7x1; 1x1 -> 7x1 -> 1x7 -> 7x1 -> 1x7; avg pool -> 1x1."""

    def __init__(self, num_channels, channels_7x7):
        super().__init__()
        c7 = channels_7x7
        self.branch1x1 = _cbr(num_channels, 192, 1)
        self.branch7x7_1 = _cbr(num_channels, c7, 1)
        self.branch7x7_2 = _cbr(c7, c7, (1, 7), padding=(0, 3))
        self.branch7x7_3 = _cbr(c7, 192, (7, 1), padding=(3, 0))
        self.branch7x7dbl_1 = _cbr(num_channels, c7, 1)
        self.branch7x7dbl_2 = _cbr(c7, c7, (7, 1), padding=(3, 0))
        self.branch7x7dbl_3 = _cbr(c7, c7, (1, 7), padding=(0, 3))
        self.branch7x7dbl_4 = _cbr(c7, c7, (7, 1), padding=(3, 0))
        self.branch7x7dbl_5 = _cbr(c7, 192, (1, 7), padding=(0, 3))
        self.branch_pool = _avg_pool_3x3()
        self.branch_pool_conv = _cbr(num_channels, 192, 1)

    def forward(self, x):
        branch7x7 = self.branch7x7_3(self.branch7x7_2(self.branch7x7_1(x)))
        branch7x7dbl = self.branch7x7dbl_1(x)
        for layer in (self.branch7x7dbl_2, self.branch7x7dbl_3, self.branch7x7dbl_4, self.branch7x7dbl_5):
            branch7x7dbl = layer(branch7x7dbl)
        return _concat([self.branch1x1(x), branch7x7, branch7x7dbl, self.branch_pool_conv(self.branch_pool(x))])


class InceptionD(nn.Layer):
    """Grid reduction 17 -> 8: 1x1 -> stride-2 3x3 (320); 1x1 -> 1x7 -> 7x1 -> stride-2 3x3 (192); max pool."""

    def __init__(self, num_channels):
        super().__init__()
        self.branch3x3_1 = _cbr(num_channels, 192, 1)
        self.branch3x3_2 = _cbr(192, 320, 3, stride=2)
        self.branch7x7x3_1 = _cbr(num_channels, 192, 1)
        self.branch7x7x3_2 = _cbr(192, 192, (1, 7), padding=(0, 3))
        self.branch7x7x3_3 = _cbr(192, 192, (7, 1), padding=(3, 0))
        self.branch7x7x3_4 = _cbr(192, 192, 3, stride=2)
        self.branch_pool = nn.MaxPool2D(kernel_size=3, stride=2)

    def forward(self, x):
        branch7x7x3 = self.branch7x7x3_1(x)
        for layer in (self.branch7x7x3_2, self.branch7x7x3_3, self.branch7x7x3_4):
            branch7x7x3 = layer(branch7x7x3)
        return _concat([self.branch3x3_2(self.branch3x3_1(x)), branch7x7x3, self.branch_pool(x)])


class InceptionE(nn.Layer):
    """Expanded branches: 1x1 (320); 1x1 -> (1x3 | 3x1); 1x1 -> 3x3 -> (1x3 | 3x1); avg pool -> 1x1 (192)."""

    def __init__(self, num_channels):
        super().__init__()
        self.branch1x1 = _cbr(num_channels, 320, 1)
        self.branch3x3_1 = _cbr(num_channels, 384, 1)
        self.branch3x3_2a = _cbr(384, 384, (1, 3), padding=(0, 1))
        self.branch3x3_2b = _cbr(384, 384, (3, 1), padding=(1, 0))
        self.branch3x3dbl_1 = _cbr(num_channels, 448, 1)
        self.branch3x3dbl_2 = _cbr(448, 384, 3, padding=1)
        self.branch3x3dbl_3a = _cbr(384, 384, (1, 3), padding=(0, 1))
        self.branch3x3dbl_3b = _cbr(384, 384, (3, 1), padding=(1, 0))
        self.branch_pool = _avg_pool_3x3()
        self.branch_pool_conv = _cbr(num_channels, 192, 1)

    def forward(self, x):
        branch3x3 = self.branch3x3_1(x)
        branch3x3 = _concat([self.branch3x3_2a(branch3x3), self.branch3x3_2b(branch3x3)])
        branch3x3dbl = self.branch3x3dbl_2(self.branch3x3dbl_1(x))
        branch3x3dbl = _concat([self.branch3x3dbl_3a(branch3x3dbl), self.branch3x3dbl_3b(branch3x3dbl)])
        return _concat([self.branch1x1(x), branch3x3, branch3x3dbl, self.branch_pool_conv(self.branch_pool(x))])


class InceptionV3(nn.Layer):
    """Inception v3: the stem, eleven Inception blocks in one LayerList, pool, dropout 0.2 and a Linear head
    initialised from ``Uniform(-1/sqrt(2048), ..)``."""

    def __init__(self, num_classes=1000, with_pool=True):
        super().__init__()
        self.num_classes = num_classes
        self.with_pool = with_pool
        # paddle's own plan, kept as an attribute: input channels (and A's pool / C's 7x7 widths) per block kind
        self.layers_config = {
            "inception_a": [[192, 256, 288], [32, 64, 64]], "inception_b": [288],
            "inception_c": [[768, 768, 768, 768], [128, 160, 160, 192]], "inception_d": [768],
            "inception_e": [1280, 2048]}
        plan = self.layers_config
        self.inception_stem = InceptionStem()
        self.inception_block_list = nn.LayerList()
        blocks = [InceptionA(*args) for args in zip(*plan["inception_a"])]
        blocks += [InceptionB(channels) for channels in plan["inception_b"]]
        blocks += [InceptionC(*args) for args in zip(*plan["inception_c"])]
        blocks += [InceptionD(channels) for channels in plan["inception_d"]]
        blocks += [InceptionE(channels) for channels in plan["inception_e"]]
        for block in blocks:
            self.inception_block_list.append(block)
        if with_pool:
            self.avg_pool = nn.AdaptiveAvgPool2D(1)
        if num_classes > 0:
            self.dropout = nn.Dropout(p=0.2, mode="downscale_in_infer")
            bound = 1.0 / math.sqrt(2048 * 1.0)
            self.fc = nn.Linear(2048, num_classes, weight_attr=ParamAttr(initializer=Uniform(-bound, bound)),
                                bias_attr=ParamAttr())

    def forward(self, x):
        from unigrad.paddle_api.ops import reshape

        x = self.inception_stem(x)
        for block in self.inception_block_list:
            x = block(x)
        if self.with_pool:
            x = self.avg_pool(x)
        if self.num_classes > 0:
            x = self.fc(self.dropout(reshape(x, shape=[-1, 2048])))
        return x


def inception_v3(pretrained=False, **kwargs):
    """Inception v3; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    model = InceptionV3(**kwargs)
    return load_pretrained(model, "inception_v3", model_urls) if pretrained else model
