"""``paddle.vision.models.squeezenet``: SqueezeNet 1.0 and 1.1 (fire modules, a 1x1 convolution as classifier)."""

from unigrad.paddle_api import nn
from unigrad.paddle_api.vision.models._weights import load_pretrained

__all__ = []

_HOST = "https://paddle-imagenet-models-name.bj.bcebos.com/dygraph/"
model_urls = {
    "squeezenet1_0": (_HOST + "SqueezeNet1_0_pretrained.pdparams", "30b95af60a2178f03cf9b66cd77e1db1"),
    "squeezenet1_1": (_HOST + "SqueezeNet1_1_pretrained.pdparams", "a11250d3a1f91d7131fd095ebbf09eee"),
}

#: (squeeze, expand 1x1, expand 3x3) channels of the eight fire modules; each takes the previous one's output
_FIRES = [(16, 64, 64), (16, 64, 64), (32, 128, 128), (32, 128, 128), (48, 192, 192), (48, 192, 192),
          (64, 256, 256), (64, 256, 256)]
#: after which fire modules (1-based) each version max-pools
_POOL_AFTER = {"1.0": (3, 7), "1.1": (2, 4)}


class MakeFireConv(nn.Layer):
    """A convolution (with bias) followed by ReLU."""

    def __init__(self, input_channels, output_channels, filter_size, padding=0):
        super().__init__()
        self._conv = nn.Conv2D(input_channels, output_channels, filter_size, padding=padding)

    def forward(self, x):
        from unigrad.paddle_api.nn import functional as F

        return F.relu(self._conv(x))


class MakeFire(nn.Layer):
    """A fire module: squeeze by a 1x1 conv, then expand through a 1x1 and a 3x3 conv side by side (concatenated)."""

    def __init__(self, input_channels, squeeze_channels, expand1x1_channels, expand3x3_channels):
        super().__init__()
        self._conv = MakeFireConv(input_channels, squeeze_channels, 1)
        self._conv_path1 = MakeFireConv(squeeze_channels, expand1x1_channels, 1)
        self._conv_path2 = MakeFireConv(squeeze_channels, expand3x3_channels, 3, padding=1)

    def forward(self, inputs):
        from unigrad.paddle_api.ops import concat

        x = self._conv(inputs)
        return concat([self._conv_path1(x), self._conv_path2(x)], axis=1)


class SqueezeNet(nn.Layer):
    """SqueezeNet ``version`` "1.0" (7x7 stem of 96 channels) or "1.1" (3x3 stem of 64, earlier pools).

    The classifier is a 1x1 convolution to ``num_classes`` channels, always created (paddle builds it even
    for ``num_classes <= 0``, where it is skipped in ``forward``); ``with_pool`` ReLUs, averages and squeezes."""

    def __init__(self, version, num_classes=1000, with_pool=True):
        super().__init__()
        self.version = version
        self.num_classes = num_classes
        self.with_pool = with_pool
        supported = list(_POOL_AFTER)
        assert version in supported, f"supported versions are {supported} but input version is {version}"
        if version == "1.0":
            self._conv = nn.Conv2D(3, 96, 7, stride=2)
        else:
            self._conv = nn.Conv2D(3, 64, 3, stride=2, padding=1)
        self._pool = nn.MaxPool2D(kernel_size=3, stride=2, padding=0)
        channels = self._conv.weight.shape[0]
        for i, (squeeze, expand1, expand3) in enumerate(_FIRES, start=1):
            setattr(self, f"_conv{i}", MakeFire(channels, squeeze, expand1, expand3))
            channels = expand1 + expand3
        self._drop = nn.Dropout(p=0.5, mode="downscale_in_infer")
        self._conv9 = nn.Conv2D(512, num_classes, 1)
        self._avg_pool = nn.AdaptiveAvgPool2D(1)

    def forward(self, inputs):
        from unigrad.paddle_api.nn import functional as F
        from unigrad.paddle_api.ops import squeeze

        x = self._pool(F.relu(self._conv(inputs)))
        pool_after = _POOL_AFTER[self.version]
        for i in range(1, len(_FIRES) + 1):
            x = getattr(self, f"_conv{i}")(x)
            if i in pool_after:
                x = self._pool(x)
        if self.num_classes > 0:
            x = self._conv9(self._drop(x))
        if self.with_pool:
            x = squeeze(self._avg_pool(F.relu(x)), axis=[2, 3])
        return x


def _squeezenet(arch, version, pretrained, **kwargs):
    model = SqueezeNet(version, **kwargs)
    return load_pretrained(model, arch, model_urls) if pretrained else model


def squeezenet1_0(pretrained=False, **kwargs):
    """SqueezeNet 1.0; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    return _squeezenet("squeezenet1_0", "1.0", pretrained, **kwargs)


def squeezenet1_1(pretrained=False, **kwargs):
    """SqueezeNet 1.1; ``pretrained=True`` loads paddle's ImageNet weights from its cache."""
    return _squeezenet("squeezenet1_1", "1.1", pretrained, **kwargs)
