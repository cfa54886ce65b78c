"""The classic image classifiers of ``paddle.vision.models``, built layer by layer in paddle's creation order."""

from unigrad.paddle_api import nn
from unigrad.paddle_api.vision.models._weights import load_pretrained
from unigrad.paddle_api.vision.ops import ConvNormActivation

__all__ = []

_WEIGHTS = "https://paddle-hapi.bj.bcebos.com/models/"

#: the architectures paddle publishes weights for, and their download addresses
_PRETRAINED = {arch: (f"{_WEIGHTS}{arch}.pdparams",) for arch in (
    "resnet18", "resnet34", "resnet50", "resnet101", "resnet152", "resnext50_32x4d", "resnext50_64x4d",
    "resnext101_32x4d", "resnext101_64x4d", "resnext152_32x4d", "resnext152_64x4d", "wide_resnet50_2",
    "wide_resnet101_2", "vgg16", "vgg19")}
_PRETRAINED.update({"mobilenetv1_1.0": (f"{_WEIGHTS}mobilenetv1_1.0.pdparams",),
                    "mobilenetv2_1.0": (f"{_WEIGHTS}mobilenet_v2_x1.0.pdparams",)})


def _load_pretrained(model, arch):
    return load_pretrained(model, arch, _PRETRAINED)


def _flatten(x):
    from unigrad.paddle_api.ops import flatten

    return flatten(x, 1)


class LeNet(nn.Layer):
    """LeNet-5 for 1x28x28 inputs: two conv/ReLU/max-pool stages, then three Linear layers."""

    def __init__(self, num_classes=10):
        super().__init__()
        self.num_classes = num_classes
        self.features = nn.Sequential(
            nn.Conv2D(1, 6, 3, stride=1, padding=1), nn.ReLU(), nn.MaxPool2D(2, 2),
            nn.Conv2D(6, 16, 5, stride=1, padding=0), nn.ReLU(), nn.MaxPool2D(2, 2))
        if num_classes > 0:
            self.fc = nn.Sequential(nn.Linear(400, 120), nn.Linear(120, 84), nn.Linear(84, num_classes))

    def forward(self, inputs):
        x = self.features(inputs)
        if self.num_classes > 0:
            x = self.fc(_flatten(x))
        return x


# ---- VGG ------------------------------------------------------------------
_VGG_PLANS = {
    11: [64, "M", 128, "M", 256, 256, "M", 512, 512, "M", 512, 512, "M"],
    13: [64, 64, "M", 128, 128, "M", 256, 256, "M", 512, 512, "M", 512, 512, "M"],
    16: [64, 64, "M", 128, 128, "M", 256, 256, 256, "M", 512, 512, 512, "M", 512, 512, 512, "M"],
    19: [64, 64, "M", 128, 128, "M", 256, 256, 256, 256, "M", 512, 512, 512, 512, "M", 512, 512, 512, 512, "M"],
}


class VGG(nn.Layer):
    """VGG: the given ``features`` stack, a 7x7 adaptive average pool, then a 3-layer classifier with dropout."""

    def __init__(self, features, num_classes=1000, with_pool=True):
        super().__init__()
        self.features = features
        self.num_classes = num_classes
        self.with_pool = with_pool
        if with_pool:
            self.avgpool = nn.AdaptiveAvgPool2D((7, 7))
        if num_classes > 0:
            self.classifier = nn.Sequential(
                nn.Linear(512 * 7 * 7, 4096), nn.ReLU(), nn.Dropout(),
                nn.Linear(4096, 4096), nn.ReLU(), nn.Dropout(), nn.Linear(4096, num_classes))

    def forward(self, x):
        x = self.features(x)
        if self.with_pool:
            x = self.avgpool(x)
        if self.num_classes > 0:
            x = self.classifier(_flatten(x))
        return x


def make_layers(cfg, batch_norm=False):
    """``paddle.vision.models.vgg.make_layers``: the VGG feature layers of a plan (channel counts, "M" for a pool)."""
    layers, channels = [], 3
    for item in cfg:
        if item == "M":
            layers.append(nn.MaxPool2D(kernel_size=2, stride=2))
            continue
        layers.append(nn.Conv2D(channels, item, kernel_size=3, padding=1))
        if batch_norm:
            layers.append(nn.BatchNorm2D(item))
        layers.append(nn.ReLU())
        channels = item
    return nn.Sequential(*layers)


def _vgg(depth, pretrained, batch_norm, **kwargs):
    model = VGG(make_layers(_VGG_PLANS[depth], batch_norm), **kwargs)
    return _load_pretrained(model, f"vgg{depth}" + ("_bn" if batch_norm else "")) if pretrained else model


def vgg11(pretrained=False, batch_norm=False, **kwargs):
    return _vgg(11, pretrained, batch_norm, **kwargs)


def vgg13(pretrained=False, batch_norm=False, **kwargs):
    return _vgg(13, pretrained, batch_norm, **kwargs)


def vgg16(pretrained=False, batch_norm=False, **kwargs):
    return _vgg(16, pretrained, batch_norm, **kwargs)


def vgg19(pretrained=False, batch_norm=False, **kwargs):
    return _vgg(19, pretrained, batch_norm, **kwargs)


# ---- ResNet ---------------------------------------------------------------
class BasicBlock(nn.Layer):
    """Two 3x3 conv/BN stages with a shortcut (ResNet-18/34)."""

    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None, groups=1, base_width=64, dilation=1,
                 norm_layer=None):
        super().__init__()
        norm_layer = norm_layer or nn.BatchNorm2D
        if dilation > 1:
            raise NotImplementedError("Dilation > 1 not supported in BasicBlock")
        self.conv1 = nn.Conv2D(inplanes, planes, 3, padding=1, stride=stride, bias_attr=False)
        self.bn1 = norm_layer(planes)
        self.relu = nn.ReLU()
        self.conv2 = nn.Conv2D(planes, planes, 3, padding=1, bias_attr=False)
        self.bn2 = norm_layer(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        shortcut = x if self.downsample is None else self.downsample(x)
        return self.relu(out + shortcut)


class BottleneckBlock(nn.Layer):
    """1x1 reduce, 3x3 (grouped), 1x1 expand by 4, with a shortcut (ResNet-50 and deeper)."""

    expansion = 4

    def __init__(self, inplanes, planes, stride=1, downsample=None, groups=1, base_width=64, dilation=1,
                 norm_layer=None):
        super().__init__()
        norm_layer = norm_layer or nn.BatchNorm2D
        width = int(planes * (base_width / 64.0)) * groups
        self.conv1 = nn.Conv2D(inplanes, width, 1, bias_attr=False)
        self.bn1 = norm_layer(width)
        self.conv2 = nn.Conv2D(width, width, 3, padding=dilation, stride=stride, groups=groups, dilation=dilation,
                               bias_attr=False)
        self.bn2 = norm_layer(width)
        self.conv3 = nn.Conv2D(width, planes * self.expansion, 1, bias_attr=False)
        self.bn3 = norm_layer(planes * self.expansion)
        self.relu = nn.ReLU()
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.relu(self.bn2(self.conv2(out)))
        out = self.bn3(self.conv3(out))
        shortcut = x if self.downsample is None else self.downsample(x)
        return self.relu(out + shortcut)


_RESNET_STAGES = {18: [2, 2, 2, 2], 34: [3, 4, 6, 3], 50: [3, 4, 6, 3], 101: [3, 4, 23, 3], 152: [3, 8, 36, 3]}


class ResNet(nn.Layer):
    """ResNet: a 7x7 stem, four stages of ``block`` (64, 128, 256, 512 planes), pool and a Linear head."""

    def __init__(self, block, depth=50, width=64, num_classes=1000, with_pool=True, groups=1):
        super().__init__()
        stages = _RESNET_STAGES[depth]
        self.groups = groups
        self.base_width = width
        self.num_classes = num_classes
        self.with_pool = with_pool
        self._norm_layer = nn.BatchNorm2D
        self.inplanes = 64
        self.dilation = 1
        self.conv1 = nn.Conv2D(3, self.inplanes, kernel_size=7, stride=2, padding=3, bias_attr=False)
        self.bn1 = self._norm_layer(self.inplanes)
        self.relu = nn.ReLU()
        self.maxpool = nn.MaxPool2D(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(block, 64, stages[0])
        self.layer2 = self._make_layer(block, 128, stages[1], stride=2)
        self.layer3 = self._make_layer(block, 256, stages[2], stride=2)
        self.layer4 = self._make_layer(block, 512, stages[3], stride=2)
        if with_pool:
            self.avgpool = nn.AdaptiveAvgPool2D((1, 1))
        if num_classes > 0:
            self.fc = nn.Linear(512 * block.expansion, num_classes)

    def _make_layer(self, block, planes, blocks, stride=1, dilate=False):
        previous_dilation = self.dilation
        if dilate:
            self.dilation *= stride
            stride = 1
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                nn.Conv2D(self.inplanes, planes * block.expansion, 1, stride=stride, bias_attr=False),
                self._norm_layer(planes * block.expansion))
        layers = [block(self.inplanes, planes, stride, downsample, self.groups, self.base_width, previous_dilation,
                        self._norm_layer)]
        self.inplanes = planes * block.expansion
        for _ in range(1, blocks):
            layers.append(block(self.inplanes, planes, groups=self.groups, base_width=self.base_width,
                                norm_layer=self._norm_layer))
        return nn.Sequential(*layers)

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        if self.with_pool:
            x = self.avgpool(x)
        if self.num_classes > 0:
            x = self.fc(_flatten(x))
        return x


def _resnet(arch, block, depth, pretrained, **kwargs):
    model = ResNet(block, depth, **kwargs)
    return _load_pretrained(model, arch) if pretrained else model


def resnet18(pretrained=False, **kwargs):
    return _resnet("resnet18", BasicBlock, 18, pretrained, **kwargs)


def resnet34(pretrained=False, **kwargs):
    return _resnet("resnet34", BasicBlock, 34, pretrained, **kwargs)


def resnet50(pretrained=False, **kwargs):
    return _resnet("resnet50", BottleneckBlock, 50, pretrained, **kwargs)


def resnet101(pretrained=False, **kwargs):
    return _resnet("resnet101", BottleneckBlock, 101, pretrained, **kwargs)


def resnet152(pretrained=False, **kwargs):
    return _resnet("resnet152", BottleneckBlock, 152, pretrained, **kwargs)


def _resnext(depth, groups, width, wide=False):
    arch = f"wide_resnet{depth}_2" if wide else f"resnext{depth}_{groups}x{width}d"

    def build(pretrained=False, **kwargs):
        kwargs["groups"], kwargs["width"] = groups, width
        return _resnet(arch, BottleneckBlock, depth, pretrained, **kwargs)

    build.__name__ = arch
    build.__doc__ = f"``{arch}``: ResNet-{depth} with bottleneck groups={groups}, width={width}."
    return build


resnext50_32x4d = _resnext(50, 32, 4)
resnext50_64x4d = _resnext(50, 64, 4)
resnext101_32x4d = _resnext(101, 32, 4)
resnext101_64x4d = _resnext(101, 64, 4)
resnext152_32x4d = _resnext(152, 32, 4)
resnext152_64x4d = _resnext(152, 64, 4)
wide_resnet50_2 = _resnext(50, 1, 128, wide=True)
wide_resnet101_2 = _resnext(101, 1, 128, wide=True)


# ---- MobileNet ------------------------------------------------------------
class DepthwiseSeparable(nn.Layer):
    """A depthwise 3x3 conv/BN/ReLU then a pointwise 1x1 conv/BN/ReLU."""

    def __init__(self, in_channels, out_channels1, out_channels2, num_groups, stride, scale):
        super().__init__()
        self._depthwise_conv = ConvNormActivation(in_channels, int(out_channels1 * scale), kernel_size=3,
                                                  stride=stride, padding=1, groups=int(num_groups * scale))
        self._pointwise_conv = ConvNormActivation(int(out_channels1 * scale), int(out_channels2 * scale),
                                                  kernel_size=1, stride=1, padding=0)

    def forward(self, x):
        return self._pointwise_conv(self._depthwise_conv(x))


#: (name, output channels of the depthwise part, of the pointwise part, groups, stride)
_V1_BLOCKS = [("conv2_1", 32, 64, 32, 1), ("conv2_2", 64, 128, 64, 2), ("conv3_1", 128, 128, 128, 1),
              ("conv3_2", 128, 256, 128, 2), ("conv4_1", 256, 256, 256, 1), ("conv4_2", 256, 512, 256, 2)] + \
             [(f"conv5_{i}", 512, 512, 512, 1) for i in range(1, 6)] + \
             [("conv5_6", 512, 1024, 512, 2), ("conv6", 1024, 1024, 1024, 1)]


class MobileNetV1(nn.Layer):
    """MobileNetV1: a stride-2 stem and 13 depthwise-separable blocks, pool and a Linear head."""

    def __init__(self, scale=1.0, num_classes=1000, with_pool=True):
        super().__init__()
        self.scale = scale
        self.dwsl = []
        self.num_classes = num_classes
        self.with_pool = with_pool
        self.conv1 = ConvNormActivation(in_channels=3, out_channels=int(32 * scale), kernel_size=3, stride=2,
                                        padding=1)
        in_channels = 32
        for name, out1, out2, groups, stride in _V1_BLOCKS:
            block = DepthwiseSeparable(int(in_channels * scale), out1, out2, groups, stride, scale)
            self.dwsl.append(self.add_sublayer(sublayer=block, name=name))
            in_channels = out2
        if with_pool:
            self.pool2d_avg = nn.AdaptiveAvgPool2D(1)
        if num_classes > 0:
            self.fc = nn.Linear(int(1024 * scale), num_classes)

    def forward(self, x):
        x = self.conv1(x)
        for block in self.dwsl:
            x = block(x)
        if self.with_pool:
            x = self.pool2d_avg(x)
        if self.num_classes > 0:
            x = self.fc(_flatten(x))
        return x


def mobilenet_v1(pretrained=False, scale=1.0, **kwargs):
    model = MobileNetV1(scale=scale, **kwargs)
    return _load_pretrained(model, f"mobilenetv1_{scale}") if pretrained else model


def _make_divisible(value, divisor=8, min_value=None):
    """``value`` rounded to the nearest multiple of ``divisor``, never more than 10% below it."""
    min_value = min_value or divisor
    rounded = max(min_value, int(value + divisor / 2) // divisor * divisor)
    return rounded + divisor if rounded < 0.9 * value else rounded


class InvertedResidual(nn.Layer):
    """MobileNetV2's block: 1x1 expand (ReLU6), 3x3 depthwise (ReLU6), 1x1 linear projection, residual if it fits."""

    def __init__(self, inp, oup, stride, expand_ratio, norm_layer=None):
        super().__init__()
        from unigrad.paddle_api.vision.ops import ReLU6

        norm_layer = norm_layer or nn.BatchNorm2D
        self.stride = stride
        assert stride in [1, 2]
        hidden = int(round(inp * expand_ratio))
        self.use_res_connect = stride == 1 and inp == oup
        layers = []
        if expand_ratio != 1:
            layers.append(ConvNormActivation(inp, hidden, kernel_size=1, norm_layer=norm_layer, activation_layer=ReLU6))
        layers += [ConvNormActivation(hidden, hidden, stride=stride, groups=hidden, norm_layer=norm_layer,
                                      activation_layer=ReLU6),
                   nn.Conv2D(hidden, oup, 1, 1, 0, bias_attr=False), norm_layer(oup)]
        self.conv = nn.Sequential(*layers)

    def forward(self, x):
        return x + self.conv(x) if self.use_res_connect else self.conv(x)


#: (expansion t, channels c, repeats n, first stride s)
_V2_PLAN = [[1, 16, 1, 1], [6, 24, 2, 2], [6, 32, 3, 2], [6, 64, 4, 2], [6, 96, 3, 1], [6, 160, 3, 2], [6, 320, 1, 1]]


class MobileNetV2(nn.Layer):
    """MobileNetV2: a stride-2 stem, 17 inverted residual blocks, a 1x1 conv to 1280 channels, pool, classifier."""

    def __init__(self, scale=1.0, num_classes=1000, with_pool=True):
        super().__init__()
        from unigrad.paddle_api.vision.ops import ReLU6

        self.num_classes = num_classes
        self.with_pool = with_pool
        channels = _make_divisible(32 * scale, 8)
        self.last_channel = _make_divisible(1280 * max(1.0, scale), 8)
        features = [ConvNormActivation(3, channels, stride=2, norm_layer=nn.BatchNorm2D, activation_layer=ReLU6)]
        for t, c, n, s in _V2_PLAN:
            out = _make_divisible(c * scale, 8)
            for i in range(n):
                features.append(InvertedResidual(channels, out, s if i == 0 else 1, expand_ratio=t,
                                                 norm_layer=nn.BatchNorm2D))
                channels = out
        features.append(ConvNormActivation(channels, self.last_channel, kernel_size=1, norm_layer=nn.BatchNorm2D,
                                           activation_layer=ReLU6))
        self.features = nn.Sequential(*features)
        if with_pool:
            self.pool2d_avg = nn.AdaptiveAvgPool2D(1)
        if num_classes > 0:
            self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(self.last_channel, num_classes))

    def forward(self, x):
        x = self.features(x)
        if self.with_pool:
            x = self.pool2d_avg(x)
        if self.num_classes > 0:
            x = self.classifier(_flatten(x))
        return x


def mobilenet_v2(pretrained=False, scale=1.0, **kwargs):
    model = MobileNetV2(scale=scale, **kwargs)
    return _load_pretrained(model, f"mobilenetv2_{scale}") if pretrained else model
