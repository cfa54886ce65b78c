"""``paddle.compat.nn``: torch-signature layers of paddle 3 (``Softmax(dim)``, ``Linear`` with a ``[out, in]``
weight, ``AvgPool1D``-``3D`` with ``count_include_pad``)."""

import math

from unigrad.paddle_api._dtype import get_default_dtype
from unigrad.paddle_api._initializers import KaimingUniform, Uniform
from unigrad.paddle_api.compat.nn import functional
from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.nn.common import Unfold as _PaddleUnfold
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["Softmax", "Linear", "Unfold", "AvgPool1D", "AvgPool2D", "AvgPool3D", "AvgPool1d", "AvgPool2d", "AvgPool3d",
           "MultiheadAttention", "functional"]


class Softmax(Layer):
    def __init__(self, dim=None, **paddle_keywords):
        functional.refuse_paddle_keywords(paddle_keywords, {"axis"}, "paddle.compat.nn.Softmax", "paddle.nn.Softmax")
        super().__init__()
        self._dim = dim

    def forward(self, input):
        return functional.softmax(input, self._dim)

    def extra_repr(self):
        # paddle's reads ``self.dim``, which it never sets: printing the layer raises AttributeError there too
        return f"dim={self.dim}"


def _refuse(keywords, paddle_names, layer):
    """paddle's TypeError for a compat layer given its paddle twin's keywords; Python's for any other."""
    functional.refuse_paddle_keywords({k: v for k, v in keywords.items() if k in paddle_names}, paddle_names,
                                      f"paddle.compat.nn.{layer}", f"paddle.nn.{layer}")
    if keywords:
        raise TypeError(f"{layer}.__init__() got an unexpected keyword argument '{next(iter(keywords))}'")


class Linear(Layer):
    """torch's Linear on paddle: weight ``[out_features, in_features]``, drawn as paddle 3 draws it (its default
    initializer first, then ``kaiming_uniform_(a=sqrt(5))``, whose fan paddle takes from the weight's first axis,
    and the bias uniform in ``1/sqrt(in_features)``)."""

    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None, **paddle_keywords):
        _refuse(paddle_keywords, {"weight_attr", "bias_attr", "name"}, "Linear")
        super().__init__()
        self._dtype = get_default_dtype() if dtype is None else dtype
        self.in_features, self.out_features = in_features, out_features
        self.weight = self.create_parameter(shape=[out_features, in_features], attr=None, dtype=self._dtype)
        self.bias = None
        if bias:
            self.bias = self.create_parameter(shape=[out_features], attr=None, dtype=self._dtype, is_bias=True)
        self.reset_parameters()

    def forward(self, input):
        return functional.linear(input, self.weight, self.bias)

    def extra_repr(self):
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"

    def reset_parameters(self):
        KaimingUniform(negative_slope=math.sqrt(5), nonlinearity="leaky_relu", mode="fan_in")(self.weight)
        if self.bias is not None:
            fan_in = self.weight.shape[1]
            bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
            Uniform(-bound, bound)(self.bias)


class _AvgPool(Layer):
    """torch's average pooling layers: ``count_include_pad`` is paddle's ``not exclusive``."""

    _pool = None
    _paddle_only = {"exclusive", "data_format", "name"}

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None, **paddle_keywords):
        _refuse(paddle_keywords, self._paddle_only, type(self).__name__)
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride if stride is not None else kernel_size
        self.padding, self.ceil_mode, self.count_include_pad = padding, ceil_mode, count_include_pad
        self.divisor_override = divisor_override

    def forward(self, input):
        return type(self)._pool(input, self.kernel_size, self.stride, self.padding, self.ceil_mode,
                                not self.count_include_pad, self.divisor_override)

    def extra_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class AvgPool1D(_AvgPool):
    _paddle_only = {"exclusive", "name"}

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 **paddle_keywords):
        single = lambda value: tuple(value) if isinstance(value, (list, tuple)) else (value,)  # noqa: E731
        super().__init__(single(kernel_size), single(stride if stride is not None else kernel_size), single(padding),
                         ceil_mode, count_include_pad, **paddle_keywords)
        del self.divisor_override  # torch's AvgPool1d has none

    def forward(self, input):
        return F.avg_pool1d(input, self.kernel_size, self.stride, self.padding, not self.count_include_pad,
                            self.ceil_mode)


class AvgPool2D(_AvgPool):
    _pool = staticmethod(F.avg_pool2d)


class AvgPool3D(_AvgPool):
    _pool = staticmethod(F.avg_pool3d)


AvgPool1d, AvgPool2d, AvgPool3d = AvgPool1D, AvgPool2D, AvgPool3D


class Unfold(_PaddleUnfold):
    """torch's Unfold signature (``kernel_size``, ``dilation``, ``padding``, ``stride``) on paddle's Unfold."""

    def __init__(self, kernel_size=None, dilation=1, padding=0, stride=1, **paddle_keywords):
        _refuse(paddle_keywords, {"kernel_sizes", "dilations", "paddings", "strides"}, "Unfold")
        super().__init__(kernel_size, dilation, padding, stride)

    def forward(self, input):
        return functional.unfold(input, self.kernel_sizes, self.dilations, self.paddings, self.strides)


from unigrad.paddle_api.compat.nn.transformer import MultiheadAttention  # noqa: E402 -- it builds on Linear above
