"""``paddle.vision.ops``: the building blocks the vision models share (``ConvNormActivation``)."""

from unigrad.paddle_api import nn

__all__ = ["ConvNormActivation"]


class ReLU6(nn.Layer):
    """``min(max(x, 0), 6)`` (the activation of MobileNetV2)."""

    def __init__(self, name=None):
        super().__init__()
        self._name = name

    def forward(self, x):
        from unigrad.paddle_api.ops import clip

        return clip(x, 0.0, 6.0)


class ConvNormActivation(nn.Sequential):
    """Conv2D (bias only without a norm layer; "same" padding by default), then a norm layer, then an activation."""

    def __init__(self, in_channels, out_channels, kernel_size=3, stride=1, padding=None, groups=1,
                 norm_layer=nn.BatchNorm2D, activation_layer=nn.ReLU, dilation=1, bias=None):
        if padding is None:
            padding = (kernel_size - 1) // 2 * dilation
        if bias is None:
            bias = norm_layer is None
        layers = [nn.Conv2D(in_channels, out_channels, kernel_size, stride, padding, dilation=dilation, groups=groups,
                            bias_attr=None if bias else False)]
        if norm_layer is not None:
            layers.append(norm_layer(out_channels))
        if activation_layer is not None:
            layers.append(activation_layer())
        super().__init__(*layers)
