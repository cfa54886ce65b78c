"""``paddle.nn`` pooling layers: ``MaxPool1D/2D/3D``, ``AvgPool1D/2D/3D``, ``AdaptiveAvgPool1D/2D/3D``,
``AdaptiveMaxPool1D/2D/3D`` over the functions of ``nn/functional/pooling.py``, printed as paddle prints them."""

from unigrad.paddle_api.nn.functional import pooling as P
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D", "AvgPool2D", "AvgPool3D", "AdaptiveAvgPool1D",
           "AdaptiveAvgPool2D", "AdaptiveAvgPool3D", "AdaptiveMaxPool1D", "AdaptiveMaxPool2D", "AdaptiveMaxPool3D"]


class _MaxPool(Layer):
    _fn, _format = None, None

    def __init__(self, kernel_size, stride=None, padding=0, return_mask=False, ceil_mode=False, data_format=None,
                 name=None):
        super().__init__()
        self.ksize, self.stride, self.padding = kernel_size, stride, padding
        self.return_mask, self.ceil_mode = return_mask, ceil_mode
        self.data_format = data_format or self._format

    def forward(self, x):
        extra = () if self._format == "NCL" else (self.data_format,)
        return type(self)._fn(x, self.ksize, self.stride, self.padding, self.return_mask, self.ceil_mode, *extra)

    def extra_repr(self):
        return f"kernel_size={self.ksize}, stride={self.stride}, padding={self.padding}"


class MaxPool1D(_MaxPool):
    _fn, _format = staticmethod(P.max_pool1d), "NCL"

    def __init__(self, kernel_size, stride=None, padding=0, return_mask=False, ceil_mode=False, name=None):
        super().__init__(kernel_size, stride, padding, return_mask, ceil_mode)


class MaxPool2D(_MaxPool):
    _fn, _format = staticmethod(P.max_pool2d), "NCHW"


class MaxPool3D(_MaxPool):
    _fn, _format = staticmethod(P.max_pool3d), "NCDHW"


class AvgPool1D(Layer):
    def __init__(self, kernel_size, stride=None, padding=0, exclusive=True, ceil_mode=False, name=None):
        super().__init__()
        self.kernel_size, self.stride, self.padding = kernel_size, stride, padding
        self.exclusive, self.ceil_mode = exclusive, ceil_mode

    def forward(self, x):
        return P.avg_pool1d(x, self.kernel_size, self.stride, self.padding, self.exclusive, self.ceil_mode)

    def extra_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


class _AvgPool(Layer):
    _fn, _format = None, None

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, exclusive=True, divisor_override=None,
                 data_format=None, name=None):
        super().__init__()
        self.ksize, self.stride, self.padding = kernel_size, stride, padding
        self.ceil_mode, self.exclusive, self.divisor = ceil_mode, exclusive, divisor_override
        self.data_format = data_format or self._format

    def forward(self, x):
        return type(self)._fn(x, self.ksize, self.stride, self.padding, self.ceil_mode, self.exclusive, self.divisor,
                              self.data_format)

    def extra_repr(self):
        return f"kernel_size={self.ksize}, stride={self.stride}, padding={self.padding}"


class AvgPool2D(_AvgPool):
    _fn, _format = staticmethod(P.avg_pool2d), "NCHW"


class AvgPool3D(_AvgPool):
    _fn, _format = staticmethod(P.avg_pool3d), "NCDHW"


class _AdaptiveAvgPool(Layer):
    _fn, _format = None, None

    def __init__(self, output_size, data_format=None, name=None):
        super().__init__()
        self._output_size, self._data_format = output_size, data_format or self._format

    def forward(self, x):
        return type(self)._fn(x, self._output_size, self._data_format)

    def extra_repr(self):
        return f"output_size={self._output_size}"


class AdaptiveAvgPool1D(_AdaptiveAvgPool):
    _fn, _format = staticmethod(P._adaptive_avg_pool1d), "NCL"

    def __init__(self, output_size, name=None):
        super().__init__(output_size)


class AdaptiveAvgPool2D(_AdaptiveAvgPool):
    _fn, _format = staticmethod(P.adaptive_avg_pool2d), "NCHW"


class AdaptiveAvgPool3D(_AdaptiveAvgPool):
    _fn, _format = staticmethod(P.adaptive_avg_pool3d), "NCDHW"


class _AdaptiveMaxPool(Layer):
    _fn = None

    def __init__(self, output_size, return_mask=False, name=None):
        super().__init__()
        self._output_size, self._return_mask = output_size, return_mask

    def forward(self, x):
        return type(self)._fn(x, self._output_size, self._return_mask)

    def extra_repr(self):
        return f"output_size={self._output_size}, return_mask={self._return_mask}"


class AdaptiveMaxPool1D(_AdaptiveMaxPool):
    _fn = staticmethod(P.adaptive_max_pool1d)


class AdaptiveMaxPool2D(_AdaptiveMaxPool):
    _fn = staticmethod(P.adaptive_max_pool2d)


class AdaptiveMaxPool3D(_AdaptiveMaxPool):
    _fn = staticmethod(P.adaptive_max_pool3d)
