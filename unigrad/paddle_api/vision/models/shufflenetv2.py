"""``paddle.vision.models.shufflenetv2``: ShuffleNetV2 at widths 0.25 to 2.0, with ReLU or swish activations."""

from unigrad.paddle_api import nn
from unigrad.paddle_api.vision.models._weights import load_pretrained
from unigrad.paddle_api.vision.ops import ConvNormActivation

__all__ = []

model_urls = {arch: (f"https://paddle-hapi.bj.bcebos.com/models/{arch}.pdparams", md5) for arch, md5 in (
    ("shufflenet_v2_x0_25", "1e509b4c140eeb096bb16e214796d03b"),
    ("shufflenet_v2_x0_33", "3d7b3ab0eaa5c0927ff1026d31b729bd"),
    ("shufflenet_v2_x0_5", "5e5cee182a7793c4e4c73949b1a71bd4"),
    ("shufflenet_v2_x1_0", "122d42478b9e81eb49f8a9ede327b1a4"),
    ("shufflenet_v2_x1_5", "faced5827380d73531d0ee027c67826d"),
    ("shufflenet_v2_x2_0", "cd3dddcd8305e7bcd8ad14d1c69a5784"),
    ("shufflenet_v2_swish", "adde0aa3b023e5b0c94a68be1c394b84"))}

#: scale: output channels of the stem, the three stages and the last 1x1 conv
_STAGE_CHANNELS = {0.25: [24, 24, 48, 96, 512], 0.33: [24, 32, 64, 128, 512], 0.5: [24, 48, 96, 192, 1024],
                   1.0: [24, 116, 232, 464, 1024], 1.5: [24, 176, 352, 704, 1024], 2.0: [24, 224, 488, 976, 2048]}
_STAGE_REPEATS = [4, 8, 4]


def create_activation_layer(act):
    """The activation class for ``act`` ("relu", "swish" or None for none)."""
    if act == "swish":
        return nn.Swish
    if act == "relu":
        return nn.ReLU
    if act is None:
        return None
    raise RuntimeError(f"The activation function is not supported: {act}")


def channel_shuffle(x, groups):
    """Interleave the channels of ``groups`` equal groups: (N, g*c, H, W) -> (N, g, c, H, W) -> swap -> back."""
    from unigrad.paddle_api.ops import reshape, transpose

    batch_size, num_channels, height, width = x.shape[0:4]
    x = reshape(x, shape=[batch_size, groups, num_channels // groups, height, width])
    x = transpose(x, perm=[0, 2, 1, 3, 4])
    return reshape(x, shape=[batch_size, num_channels, height, width])


def _conv_bn(in_channels, out_channels, kernel_size, stride, groups, activation_layer):
    """A conv-BN(-activation) with "same" padding for the 1x1 and 3x3 kernels ShuffleNetV2 uses."""
    return ConvNormActivation(in_channels, out_channels, kernel_size=kernel_size, stride=stride,
                              padding=(kernel_size - 1) // 2, groups=groups, activation_layer=activation_layer)


class InvertedResidual(nn.Layer):
    """The stride-1 unit: split the channels in half, pass one half through 1x1 / depthwise 3x3 / 1x1, concatenate
    with the untouched half and shuffle."""

    def __init__(self, in_channels, out_channels, stride, activation_layer=nn.ReLU):
        super().__init__()
        half = out_channels // 2
        self._conv_pw = _conv_bn(in_channels // 2, half, 1, 1, 1, activation_layer)
        self._conv_dw = _conv_bn(half, half, 3, stride, half, None)
        self._conv_linear = _conv_bn(half, half, 1, 1, 1, activation_layer)

    def forward(self, inputs):
        from unigrad.paddle_api.ops import concat, split

        half = inputs.shape[1] // 2
        x1, x2 = split(inputs, num_or_sections=[half, half], axis=1)
        x2 = self._conv_linear(self._conv_dw(self._conv_pw(x2)))
        return channel_shuffle(concat([x1, x2], axis=1), 2)


class InvertedResidualDS(nn.Layer):
    """The downsampling unit: two strided branches over the whole input (depthwise 3x3 then 1x1; 1x1, depthwise
    3x3, 1x1), each to half the output channels, concatenated and shuffled."""

    def __init__(self, in_channels, out_channels, stride, activation_layer=nn.ReLU):
        super().__init__()
        half = out_channels // 2
        self._conv_dw_1 = _conv_bn(in_channels, in_channels, 3, stride, in_channels, None)
        self._conv_linear_1 = _conv_bn(in_channels, half, 1, 1, 1, activation_layer)
        self._conv_pw_2 = _conv_bn(in_channels, half, 1, 1, 1, activation_layer)
        self._conv_dw_2 = _conv_bn(half, half, 3, stride, half, None)
        self._conv_linear_2 = _conv_bn(half, half, 1, 1, 1, activation_layer)

    def forward(self, inputs):
        from unigrad.paddle_api.ops import concat

        x1 = self._conv_linear_1(self._conv_dw_1(inputs))
        x2 = self._conv_linear_2(self._conv_dw_2(self._conv_pw_2(inputs)))
        return channel_shuffle(concat([x1, x2], axis=1), 2)


class ShuffleNetV2(nn.Layer):
    """ShuffleNetV2: a stride-2 3x3 stem and max pool, three stages (4, 8, 4 units, the first downsampling),
    a 1x1 conv, pool and a Linear head. The blocks are registered as "2_1" ... "4_4"."""

    def __init__(self, scale=1.0, act="relu", num_classes=1000, with_pool=True):
        super().__init__()
        self.scale = scale
        self.num_classes = num_classes
        self.with_pool = with_pool
        activation_layer = create_activation_layer(act)
        if scale not in _STAGE_CHANNELS:
            raise NotImplementedError("This scale size:[" + str(scale) + "] is not implemented!")
        channels = _STAGE_CHANNELS[scale]
        self._conv1 = _conv_bn(3, channels[0], 3, 2, 1, activation_layer)
        self._max_pool = nn.MaxPool2D(kernel_size=3, stride=2, padding=1)
        self._block_list = []
        for stage, repeats in enumerate(_STAGE_REPEATS):
            in_channels, out_channels = channels[stage], channels[stage + 1]
            for i in range(repeats):
                if i == 0:
                    block = InvertedResidualDS(in_channels, out_channels, stride=2, activation_layer=activation_layer)
                else:
                    block = InvertedResidual(out_channels, out_channels, stride=1, activation_layer=activation_layer)
                self._block_list.append(self.add_sublayer(sublayer=block, name=f"{stage + 2}_{i + 1}"))
        self._last_conv = _conv_bn(channels[-2], channels[-1], 1, 1, 1, activation_layer)
        if with_pool:
            self._pool2d_avg = nn.AdaptiveAvgPool2D(1)
        if num_classes > 0:
            self._out_c = channels[-1]
            self._fc = nn.Linear(channels[-1], num_classes)

    def forward(self, inputs):
        from unigrad.paddle_api.ops import flatten

        x = self._max_pool(self._conv1(inputs))
        for block in self._block_list:
            x = block(x)
        x = self._last_conv(x)
        if self.with_pool:
            x = self._pool2d_avg(x)
        if self.num_classes > 0:
            x = self._fc(flatten(x, start_axis=1, stop_axis=-1))
        return x


def _shufflenet_v2(arch, pretrained=False, scale=1.0, **kwargs):
    model = ShuffleNetV2(scale=scale, **kwargs)
    return load_pretrained(model, arch, model_urls) if pretrained else model


def _shufflenet(scale, arch):
    def build(pretrained=False, **kwargs):
        return _shufflenet_v2(arch, scale=scale, pretrained=pretrained, **kwargs)

    build.__name__ = build.__qualname__ = arch
    build.__doc__ = (f"ShuffleNetV2 at width {scale}; ``pretrained=True`` loads paddle's ImageNet weights "
                     "from its cache.")
    return build


shufflenet_v2_x0_25 = _shufflenet(0.25, "shufflenet_v2_x0_25")
shufflenet_v2_x0_33 = _shufflenet(0.33, "shufflenet_v2_x0_33")
shufflenet_v2_x0_5 = _shufflenet(0.5, "shufflenet_v2_x0_5")
shufflenet_v2_x1_0 = _shufflenet(1.0, "shufflenet_v2_x1_0")
shufflenet_v2_x1_5 = _shufflenet(1.5, "shufflenet_v2_x1_5")
shufflenet_v2_x2_0 = _shufflenet(2.0, "shufflenet_v2_x2_0")


def shufflenet_v2_swish(pretrained=False, **kwargs):
    """ShuffleNetV2 at width 1.0 with swish activations; ``pretrained=True`` loads paddle's weights from its cache."""
    return _shufflenet_v2("shufflenet_v2_swish", scale=1.0, act="swish", pretrained=pretrained, **kwargs)
