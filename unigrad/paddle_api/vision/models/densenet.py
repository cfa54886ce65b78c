"""``paddle.vision.models.densenet``: DenseNet-121/161/169/201/264 (pre-activation BN-ReLU-conv dense blocks).

The norm layers are the legacy ``paddle.nn.BatchNorm`` with its fused ``act="relu"``, as in paddle.
"""

import math

from unigrad.paddle_api import nn
from unigrad.paddle_api.framework import ParamAttr
from unigrad.paddle_api.nn.initializer import Uniform
from unigrad.paddle_api.vision.models._weights import load_pretrained

__all__ = []

_HOST = "https://paddle-imagenet-models-name.bj.bcebos.com/dygraph/"
model_urls = {
    f"densenet{depth}": (f"{_HOST}DenseNet{depth}_pretrained.pdparams", md5) for depth, md5 in (
        (121, "db1b239ed80a905290fd8b01d3af08e4"), (161, "62158869cb315098bd25ddbfd308a853"),
        (169, "82cc7c635c3f19098c748850efb2d796"), (201, "16ca29565a7712329cf9e36e02caaf58"),
        (264, "3270ce516b85370bba88cfdd9f60bff4"))}

#: depth: (stem channels, growth rate, dense layers per block)
_SPECS = {121: (64, 32, [6, 12, 24, 16]), 161: (96, 48, [6, 12, 36, 24]), 169: (64, 32, [6, 12, 32, 32]),
          201: (64, 32, [6, 12, 48, 32]), 264: (64, 32, [6, 12, 64, 48])}


def _conv(num_channels, num_filters, filter_size, stride, pad, groups):
    return nn.Conv2D(num_channels, num_filters, filter_size, stride=stride, padding=pad, groups=groups,
                     weight_attr=ParamAttr(), bias_attr=False)


class BNACConvLayer(nn.Layer):
    """Batch norm with a fused activation, then a bias-free convolution (pre-activation order)."""

    def __init__(self, num_channels, num_filters, filter_size, stride=1, pad=0, groups=1, act="relu"):
        super().__init__()
        self._batch_norm = nn.BatchNorm(num_channels, act=act)
        self._conv = _conv(num_channels, num_filters, filter_size, stride, pad, groups)

    def forward(self, input):
        return self._conv(self._batch_norm(input))


class DenseLayer(nn.Layer):
    """A 1x1 bottleneck to ``bn_size * growth_rate`` channels, a 3x3 conv to ``growth_rate``, optional dropout;
    the result is concatenated to the input."""

    def __init__(self, num_channels, growth_rate, bn_size, dropout):
        super().__init__()
        self.dropout = dropout
        self.bn_ac_func1 = BNACConvLayer(num_channels, bn_size * growth_rate, filter_size=1, pad=0, stride=1)
        self.bn_ac_func2 = BNACConvLayer(bn_size * growth_rate, growth_rate, filter_size=3, pad=1, stride=1)
        if dropout:
            self.dropout_func = nn.Dropout(p=dropout, mode="downscale_in_infer")

    def forward(self, input):
        from unigrad.paddle_api.ops import concat

        conv = self.bn_ac_func2(self.bn_ac_func1(input))
        if self.dropout:
            conv = self.dropout_func(conv)
        return concat([input, conv], axis=1)


class DenseBlock(nn.Layer):
    """``num_layers`` dense layers, registered as ``{name}_1``, ``{name}_2``, ...; each widens by ``growth_rate``."""

    def __init__(self, num_channels, num_layers, bn_size, growth_rate, dropout, name=None):
        super().__init__()
        self.dropout = dropout
        self.dense_layer_func = []
        for i in range(num_layers):
            layer = DenseLayer(num_channels + i * growth_rate, growth_rate, bn_size, dropout)
            self.dense_layer_func.append(self.add_sublayer(f"{name}_{i + 1}", layer))

    def forward(self, input):
        for layer in self.dense_layer_func:
            input = layer(input)
        return input


class TransitionLayer(nn.Layer):
    """Between dense blocks: BN-ReLU, a 1x1 conv to ``num_output_features``, then a 2x2 average pool."""

    def __init__(self, num_channels, num_output_features):
        super().__init__()
        self.conv_ac_func = BNACConvLayer(num_channels, num_output_features, filter_size=1, pad=0, stride=1)
        self.pool2d_avg = nn.AvgPool2D(kernel_size=2, stride=2, padding=0)

    def forward(self, input):
        return self.pool2d_avg(self.conv_ac_func(input))


class ConvBNLayer(nn.Layer):
    """A bias-free convolution, then batch norm with a fused activation (the stem's post-activation order)."""

    def __init__(self, num_channels, num_filters, filter_size, stride=1, pad=0, groups=1, act="relu"):
        super().__init__()
        self._conv = _conv(num_channels, num_filters, filter_size, stride, pad, groups)
        self._batch_norm = nn.BatchNorm(num_filters, act=act)

    def forward(self, input):
        return self._batch_norm(self._conv(input))


class DenseNet(nn.Layer):
    """DenseNet of ``layers`` depth: a 7x7 stem and max pool, four dense blocks with halving transitions between
    them, BN-ReLU, pool and a Linear head initialised from ``Uniform(-1/sqrt(features), ..)``."""

    def __init__(self, layers=121, bn_size=4, dropout=0.0, num_classes=1000, with_pool=True):
        super().__init__()
        self.num_classes = num_classes
        self.with_pool = with_pool
        supported = list(_SPECS)
        assert layers in supported, f"supported layers are {supported} but input layer is {layers}"
        num_features, growth_rate, block_config = _SPECS[layers]
        self.conv1_func = ConvBNLayer(3, num_features, filter_size=7, stride=2, pad=3, act="relu")
        self.pool2d_max = nn.MaxPool2D(kernel_size=3, stride=2, padding=1)
        self.block_config = block_config
        self.dense_block_func_list = []
        self.transition_func_list = []
        for i, num_layers in enumerate(block_config):
            block = DenseBlock(num_features, num_layers, bn_size, growth_rate, dropout, name=f"conv{i + 2}")
            self.dense_block_func_list.append(self.add_sublayer(f"db_conv_{i + 2}", block))
            num_features += num_layers * growth_rate
            if i != len(block_config) - 1:
                transition = TransitionLayer(num_features, num_features // 2)
                self.transition_func_list.append(self.add_sublayer(f"tr_conv{i + 2}_blk", transition))
                num_features //= 2
        self.batch_norm = nn.BatchNorm(num_features, act="relu")
        if with_pool:
            self.pool2d_avg = nn.AdaptiveAvgPool2D(1)
        if num_classes > 0:
            bound = 1.0 / math.sqrt(num_features * 1.0)
            self.out = nn.Linear(num_features, num_classes, weight_attr=ParamAttr(initializer=Uniform(-bound, bound)),
                                 bias_attr=ParamAttr())

    def forward(self, input):
        from unigrad.paddle_api.ops import flatten

        conv = self.pool2d_max(self.conv1_func(input))
        for i, block in enumerate(self.dense_block_func_list):
            conv = block(conv)
            if i < len(self.transition_func_list):
                conv = self.transition_func_list[i](conv)
        conv = self.batch_norm(conv)
        # Paddle names the result only when it pools: ``with_pool=False`` ends in its UnboundLocalError for ``y``.
        if self.with_pool:
            y = self.pool2d_avg(conv)
        if self.num_classes > 0:
            y = self.out(flatten(y, start_axis=1, stop_axis=-1))
        return y


def _densenet(arch, layers, pretrained, **kwargs):
    model = DenseNet(layers=layers, **kwargs)
    return load_pretrained(model, arch, model_urls) if pretrained else model


def densenet121(pretrained=False, **kwargs):
    """DenseNet-121; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    return _densenet("densenet121", 121, pretrained, **kwargs)


def densenet161(pretrained=False, **kwargs):
    """DenseNet-161; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    return _densenet("densenet161", 161, pretrained, **kwargs)


def densenet169(pretrained=False, **kwargs):
    """DenseNet-169; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    return _densenet("densenet169", 169, pretrained, **kwargs)


def densenet201(pretrained=False, **kwargs):
    """DenseNet-201; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    return _densenet("densenet201", 201, pretrained, **kwargs)


def densenet264(pretrained=False, **kwargs):
    """DenseNet-264; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    return _densenet("densenet264", 264, pretrained, **kwargs)
