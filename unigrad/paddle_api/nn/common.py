"""``paddle.nn`` resampling, padding and dropout-variant layers: ``Upsample``, ``UpsamplingNearest2D``,
``UpsamplingBilinear2D``, ``Pad1D/2D/3D``, ``ZeroPad1D/2D/3D``, ``Dropout2D/3D``, ``AlphaDropout``,
``FeatureAlphaDropout``, ``Unfold``."""

from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.nn.functional import common as C
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["Upsample", "UpsamplingNearest2D", "UpsamplingBilinear2D", "Pad1D", "Pad2D", "Pad3D", "ZeroPad1D",
           "ZeroPad2D", "ZeroPad3D", "Dropout2D", "Dropout3D", "AlphaDropout", "FeatureAlphaDropout", "Unfold"]


class Upsample(Layer):
    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=False, align_mode=0,
                 data_format=None, recompute_scale_factor=None, name=None):
        super().__init__()
        self.size, self.scale_factor, self.mode = size, scale_factor, mode.lower()
        self.align_corners, self.align_mode, self.data_format = align_corners, align_mode, data_format
        self.recompute_scale_factor = recompute_scale_factor

    def forward(self, x):
        return C.interpolate(x, self.size, self.scale_factor, self.mode, self.align_corners, self.align_mode,
                             self.data_format, self.recompute_scale_factor)

    def extra_repr(self):
        main = f"scale_factor={self.scale_factor}" if self.scale_factor is not None else f"size={self.size}"
        return (f"{main}, mode={self.mode}, align_corners={self.align_corners}, align_mode={self.align_mode}, "
                f"data_format={self.data_format}")


class UpsamplingNearest2D(Layer):
    def __init__(self, size=None, scale_factor=None, data_format="NCHW", name=None):
        super().__init__()
        self.size, self.scale_factor, self.data_format = size, scale_factor, data_format

    def forward(self, x):
        return C.interpolate(x, self.size, self.scale_factor, "nearest", False, 0, self.data_format)

    def extra_repr(self):
        main = f"scale_factor={self.scale_factor}" if self.scale_factor is not None else f"size={self.size}"
        return f"{main}, data_format={self.data_format}"


class UpsamplingBilinear2D(UpsamplingNearest2D):
    def forward(self, x):
        return C.interpolate(x, self.size, self.scale_factor, "bilinear", True, 0, self.data_format)


class _PadND(Layer):
    _dims, _format = None, None

    def __init__(self, padding, mode="constant", value=0.0, data_format=None, name=None):
        super().__init__()
        self._pad = [padding] * (2 * self._dims) if isinstance(padding, int) else padding
        self._mode, self._value = mode, value
        self._data_format = data_format or self._format

    def forward(self, x):
        return F.pad(x, self._pad, mode=self._mode, value=self._value, data_format=self._data_format)

    def extra_repr(self):
        return f"padding={self._pad}, mode={self._mode}, value={self._value}, data_format={self._data_format}"


class Pad1D(_PadND):
    _dims, _format = 1, "NCL"


class Pad2D(_PadND):
    _dims, _format = 2, "NCHW"


class Pad3D(_PadND):
    _dims, _format = 3, "NCDHW"


class ZeroPad1D(Pad1D):
    def __init__(self, padding, data_format="NCL", name=None):
        super().__init__(padding, "constant", 0.0, data_format)


class ZeroPad2D(Pad2D):
    def __init__(self, padding, data_format="NCHW", name=None):
        super().__init__(padding, "constant", 0.0, data_format)


class ZeroPad3D(Pad3D):
    def __init__(self, padding, data_format="NCDHW", name=None):
        super().__init__(padding, "constant", 0.0, data_format)


class Dropout2D(Layer):
    _fn, _format = staticmethod(C.dropout2d), "NCHW"

    def __init__(self, p=0.5, data_format=None, name=None):
        super().__init__()
        self.p, self.data_format = p, data_format or self._format

    def forward(self, x):
        return type(self)._fn(x, self.p, self.training, self.data_format)

    def extra_repr(self):
        return f"p={self.p}, data_format={self.data_format}"


class Dropout3D(Dropout2D):
    _fn, _format = staticmethod(C.dropout3d), "NCDHW"


class AlphaDropout(Layer):
    def __init__(self, p=0.5, name=None):
        super().__init__()
        self.p = p

    def forward(self, x):
        return C.alpha_dropout(x, self.p, self.training)

    def extra_repr(self):
        return f"p={self.p}"


class FeatureAlphaDropout(AlphaDropout):
    """Alpha dropout of whole channels (axis 1), the rest as ``AlphaDropout``."""

    def forward(self, x):
        return C.feature_alpha_dropout(x, self.p, self.training)


class Unfold(Layer):
    def __init__(self, kernel_sizes, dilations=1, paddings=0, strides=1, name=None):
        super().__init__()
        self.kernel_sizes, self.dilations, self.paddings, self.strides, self.name = (kernel_sizes, dilations, paddings,
                                                                                      strides, name)

    def forward(self, input):
        return C.unfold(input, self.kernel_sizes, self.strides, self.paddings, self.dilations, self.name)

    def extra_repr(self):
        name = f", name={self.name}" if self.name else ""
        return (f"kernel_size={self.kernel_sizes}, dilation={self.dilations}, padding={self.paddings}, "
                f"stride={self.strides}{name}")
