"""``paddle.nn`` resampling, padding and dropout-variant layers: ``Upsample``, ``UpsamplingNearest2D``,
``UpsamplingBilinear2D``, ``Pad1D/2D/3D``, ``ZeroPad1D/2D/3D``, the fixed-mode ``Constant/Reflection/Replication/
CircularPad1D/2D/3D``, ``Dropout2D/3D``, ``AlphaDropout``, ``FeatureAlphaDropout``, ``Unfold``/``Fold``; the
rearranging ``PixelShuffle``/``PixelUnshuffle``/``ChannelShuffle``/``Unflatten``; ``CosineSimilarity``,
``PairwiseDistance``, ``LocalResponseNorm``, ``LPPool1D/2D`` and ``MaxUnPool1D/2D/3D``."""

import warnings

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
        self._mode, self._value, self._name = mode, value, name
        self._data_format = data_format or self._format

    def forward(self, x):
        return F.pad(x, self._pad, mode=self._mode, value=self._value, data_format=self._data_format)

    def extra_repr(self):
        name = f", name={self._name}" if self._name else ""
        return f"padding={self._pad}, mode={self._mode}, value={self._value}, data_format={self._data_format}{name}"


class Pad1D(_PadND):
    _dims, _format = 1, "NCL"


class Pad2D(_PadND):
    _dims, _format = 2, "NCHW"


class Pad3D(_PadND):
    _dims, _format = 3, "NCDHW"


class ZeroPad1D(Pad1D):
    def __init__(self, padding, data_format="NCL", name=None):
        super().__init__(padding, "constant", 0.0, data_format, name)


class ZeroPad2D(Pad2D):
    def __init__(self, padding, data_format="NCHW", name=None):
        super().__init__(padding, "constant", 0.0, data_format, name)


class ZeroPad3D(Pad3D):
    def __init__(self, padding, data_format="NCDHW", name=None):
        super().__init__(padding, "constant", 0.0, data_format, name)


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


# -- the padding layers of one mode each, over Pad1D/2D/3D (paddle shows them as the Pad layer they are) --

def _fixed_mode_pad(base, mode, dims_format):
    """A ``base`` (Pad1D/2D/3D) subclass padding in ``mode``: ``(padding, data_format, name)``, and for the
    constant mode ``(padding, value, data_format, name)``."""
    if mode == "constant":
        def __init__(self, padding, value, data_format=dims_format, name=None):
            base.__init__(self, padding, "constant", value, data_format, name)
    else:
        def __init__(self, padding, data_format=dims_format, name=None):
            base.__init__(self, padding, mode, 0.0, data_format, name)
    return __init__


class ConstantPad1D(Pad1D):
    __init__ = _fixed_mode_pad(Pad1D, "constant", "NCL")


class ReflectionPad1D(Pad1D):
    __init__ = _fixed_mode_pad(Pad1D, "reflect", "NCL")


class ReplicationPad1D(Pad1D):
    __init__ = _fixed_mode_pad(Pad1D, "replicate", "NCL")


class CircularPad1D(Pad1D):
    __init__ = _fixed_mode_pad(Pad1D, "circular", "NCL")


class ConstantPad2D(Pad2D):
    __init__ = _fixed_mode_pad(Pad2D, "constant", "NCHW")


class ReflectionPad2D(Pad2D):
    __init__ = _fixed_mode_pad(Pad2D, "reflect", "NCHW")


class ReplicationPad2D(Pad2D):
    __init__ = _fixed_mode_pad(Pad2D, "replicate", "NCHW")


class CircularPad2D(Pad2D):
    __init__ = _fixed_mode_pad(Pad2D, "circular", "NCHW")


class ConstantPad3D(Pad3D):
    __init__ = _fixed_mode_pad(Pad3D, "constant", "NCDHW")


class ReflectionPad3D(Pad3D):
    __init__ = _fixed_mode_pad(Pad3D, "reflect", "NCDHW")


class ReplicationPad3D(Pad3D):
    __init__ = _fixed_mode_pad(Pad3D, "replicate", "NCDHW")


class CircularPad3D(Pad3D):
    __init__ = _fixed_mode_pad(Pad3D, "circular", "NCDHW")


class _Rearrange(Layer):
    """A layer over one of the rearranging functions: one int argument (``_arg`` names it) and a data format."""

    _arg, _fn = None, None

    def __init__(self, factor, data_format="NCHW", name=None):
        super().__init__()
        self._factor, self._data_format, self._name = factor, data_format, name
        type(self)._check(factor, data_format)

    @staticmethod
    def _check(factor, data_format):
        pass

    def forward(self, x):
        return type(self)._fn(x, self._factor, self._data_format)

    def extra_repr(self):
        text = f"{self._arg}={self._factor}"
        if self._data_format != "NCHW":
            text += f", data_format={self._data_format}"
        if self._name is not None:
            text += f", name={self._name}"
        return text


class PixelShuffle(_Rearrange):
    _arg, _fn = "upscale_factor", staticmethod(F.pixel_shuffle)

    @staticmethod
    def _check(factor, data_format):
        if not isinstance(factor, int):
            raise TypeError("upscale factor must be int type")
        if data_format not in ["NCHW", "NHWC"]:
            raise ValueError(
                f"Data format should be 'NCHW' or 'NHWC'.But receive data format: {data_format}")


class PixelUnshuffle(_Rearrange):
    _arg, _fn = "downscale_factor", staticmethod(F.pixel_unshuffle)

    @staticmethod
    def _check(factor, data_format):
        if not isinstance(factor, int):
            raise TypeError("Downscale factor must be int type")
        if factor <= 0:
            raise ValueError("Downscale factor must be positive")
        if data_format not in ["NCHW", "NHWC"]:
            raise ValueError(
                f"Data format should be 'NCHW' or 'NHWC'.But receive data format: {data_format}")


class ChannelShuffle(_Rearrange):
    _arg, _fn = "groups", staticmethod(F.channel_shuffle)

    @staticmethod
    def _check(factor, data_format):
        if not isinstance(factor, int):
            raise TypeError("groups must be int type")
        if factor <= 0:
            raise ValueError("groups must be positive")
        if data_format not in ["NCHW", "NHWC"]:
            raise ValueError(
                f"Data format should be 'NCHW' or 'NHWC'.But receive data format: {data_format}")


class Unflatten(Layer):
    def __init__(self, axis, shape, name=None):
        super().__init__()
        self.axis, self.shape, self.name = axis, shape, name

    def forward(self, input):
        from unigrad.paddle_api.ops import unflatten

        return unflatten(input, axis=self.axis, shape=self.shape)

    def extra_repr(self):
        name = f", name={self.name}" if self.name else ""
        return f"axis={self.axis}, shape={self.shape}{name}"


class Fold(Layer):
    def __init__(self, output_sizes, kernel_sizes, dilations=1, paddings=0, strides=1, name=None):
        super().__init__()
        self.output_sizes, self.kernel_sizes, self.dilations = output_sizes, kernel_sizes, dilations
        self.paddings, self.strides, self.name = paddings, strides, name

    def forward(self, input):
        return F.fold(input, output_sizes=self.output_sizes, kernel_sizes=self.kernel_sizes, strides=self.strides,
                      paddings=self.paddings, dilations=self.dilations)

    def extra_repr(self):
        name = f", name={self.name}" if self.name else ""
        return (f"kernel_size={self.kernel_sizes}, dilation={self.dilations}, padding={self.paddings}, "
                f"stride={self.strides}{name}")


class CosineSimilarity(Layer):
    def __init__(self, axis=1, eps=1e-8):
        super().__init__()
        self._axis, self._eps = axis, eps

    def forward(self, x1, x2):
        return F.cosine_similarity(x1, x2, axis=self._axis, eps=self._eps)

    def extra_repr(self):
        return f"axis={self._axis}, eps={self._eps}"


class PairwiseDistance(Layer):
    def __init__(self, p=2.0, epsilon=1e-6, keepdim=False, name=None):
        super().__init__()
        self.p, self.epsilon, self.keepdim, self.name = p, epsilon, keepdim, name

    def forward(self, x, y):
        return F.pairwise_distance(x, y, self.p, self.epsilon, self.keepdim)

    def extra_repr(self):
        text = f"p={self.p}"
        if self.epsilon != 1e-6:
            text += f", epsilon={self.epsilon}"
        if self.keepdim is not False:
            text += f", keepdim={self.keepdim}"
        if self.name is not None:
            text += f", name={self.name}"
        return text


__all__ += ["ConstantPad1D", "ConstantPad2D", "ConstantPad3D", "ReflectionPad1D", "ReflectionPad2D",
            "ReflectionPad3D", "ReplicationPad1D", "ReplicationPad2D", "ReplicationPad3D", "CircularPad1D",
            "CircularPad2D", "CircularPad3D", "PixelShuffle", "PixelUnshuffle", "ChannelShuffle", "Unflatten",
            "Fold", "CosineSimilarity", "PairwiseDistance"]


class LocalResponseNorm(Layer):
    def __init__(self, size, alpha=0.0001, beta=0.75, k=1.0, data_format="NCHW", name=None):
        super().__init__()
        self.size, self.alpha, self.beta, self.k = size, alpha, beta, k
        self.data_format, self.name = data_format, name

    def forward(self, input):
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k, self.data_format)

    def extra_repr(self):
        text = f"size={self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"
        if self.data_format != "NCHW":
            text += f", data_format={self.data_format}"
        if self.name is not None:
            text += f", name={self.name}"
        return text


__all__ += ["LocalResponseNorm"]


class LPPool1D(Layer):
    def __init__(self, norm_type, kernel_size, stride=None, padding=0, ceil_mode=False, data_format="NCL", name=None):
        super().__init__()
        self.norm_type, self.kernel_size, self.stride = float(norm_type), kernel_size, stride
        self.padding, self.ceil_mode, self.data_format, self.name = padding, ceil_mode, data_format, name

    def forward(self, x):
        return F.lp_pool1d(x, self.norm_type, self.kernel_size, self.stride, self.padding, self.ceil_mode,
                           self.data_format)

    def extra_repr(self):
        return (f"norm_type={self.norm_type}, kernel_size={self.kernel_size}, stride={self.stride}, "
                f"padding={self.padding}")


class LPPool2D(Layer):
    def __init__(self, norm_type, kernel_size, stride=None, padding=0, ceil_mode=False, data_format="NCHW",
                 name=None):
        super().__init__()
        self.norm_type, self.ksize = float(norm_type), kernel_size
        self.stride = kernel_size if stride is None else stride
        self.padding, self.ceil_mode, self.data_format, self.name = padding, ceil_mode, data_format, name

    def forward(self, x):
        return F.lp_pool2d(x, norm_type=self.norm_type, kernel_size=self.ksize, stride=self.stride,
                           padding=self.padding, ceil_mode=self.ceil_mode, data_format=self.data_format)

    def extra_repr(self):
        return f"norm_type={self.norm_type}, kernel_size={self.ksize}, stride={self.stride}, padding={self.padding}"


__all__ += ["LPPool1D", "LPPool2D"]


class _MaxUnPoolND(Layer):
    _fn, _format = None, None

    def __init__(self, kernel_size, stride=None, padding=0, data_format=None, output_size=None, name=None):
        super().__init__()
        self.ksize, self.stride, self.padding = kernel_size, stride, padding
        self.data_format, self.output_size, self.name = data_format or self._format, output_size, name

    def forward(self, x, indices, output_size=None):
        if output_size:
            warnings.warn("output_size in forward overrides output_size in __init__. The output_size parameter in "
                          "forward has higher priority.", stacklevel=2)
        return type(self)._fn(x, indices, kernel_size=self.ksize, stride=self.stride, padding=self.padding,
                              data_format=self.data_format, output_size=output_size or self.output_size)

    def extra_repr(self):
        return f"output_size={self.output_size}"


class MaxUnPool1D(_MaxUnPoolND):
    _fn, _format = staticmethod(F.max_unpool1d), "NCL"


class MaxUnPool2D(_MaxUnPoolND):
    _fn, _format = staticmethod(F.max_unpool2d), "NCHW"


class MaxUnPool3D(_MaxUnPoolND):
    _fn, _format = staticmethod(F.max_unpool3d), "NCDHW"


__all__ += ["MaxUnPool1D", "MaxUnPool2D", "MaxUnPool3D"]
