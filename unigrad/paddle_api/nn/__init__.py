"""``paddle.nn``: Layer and the common layers (Linear, Conv2D, activations, losses, Sequential)."""

import math

from unigrad.paddle_api.framework import ParamAttr, Parameter
from unigrad.paddle_api.nn import functional, initializer, utils
from unigrad.paddle_api.nn.layer import Layer
from unigrad.paddle_api.nn.layer.container import LayerList, ParameterDict
from unigrad.paddle_api.nn.spectral_norm import SpectralNorm
from unigrad.paddle_api.nn.loss import BCELoss, BCEWithLogitsLoss, CrossEntropyLoss, L1Loss, MSELoss, NLLLoss
from unigrad.paddle_api.nn import loss
from unigrad.paddle_api.nn.loss import (  # noqa: F401 -- the loss layers beyond the common ones
    CosineEmbeddingLoss, GaussianNLLLoss, HingeEmbeddingLoss, KLDivLoss, MarginRankingLoss, MultiLabelMarginLoss,
    MultiLabelSoftMarginLoss, MultiMarginLoss, PoissonNLLLoss, SmoothL1Loss, SoftMarginLoss, TripletMarginLoss,
    TripletMarginWithDistanceLoss)
from unigrad.paddle_api.nn import rnn as _rnn
from unigrad.paddle_api.nn import norm as _norm
from unigrad.paddle_api.nn import pooling as _pooling
from unigrad.paddle_api.nn import common as _common
from unigrad.paddle_api.nn.clip import ClipGradByGlobalNorm, ClipGradByNorm, ClipGradByValue
from unigrad.paddle_api.nn import transformer as _transformer
from unigrad.paddle_api.nn.transformer import *  # noqa: F401,F403 -- attention and the Transformer layers
from unigrad.paddle_api.nn.common import *  # noqa: F401,F403 -- resampling, padding, dropout variants
from unigrad.paddle_api.nn.pooling import *  # noqa: F401,F403 -- the pooling layers
from unigrad.paddle_api.nn import activation as _activation_layers
from unigrad.paddle_api.nn.activation import *  # noqa: F401,F403 -- ELU, PReLU, GLU, Maxout, ...
from unigrad.paddle_api.nn.norm import (BatchNorm, BatchNorm1D, BatchNorm2D, BatchNorm3D, GroupNorm, InstanceNorm1D,
                                        InstanceNorm2D, InstanceNorm3D, LayerNorm)
from unigrad.paddle_api.nn.rnn import GRU, LSTM, RNN, BiRNN, GRUCell, LSTMCell, RNNCellBase, SimpleRNN, SimpleRNNCell

__all__ = [
    "Layer", "Linear", "Conv1D", "Conv2D", "Conv3D", "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose", "Embedding", "LogSoftmax", "ReLU", "ReLU6", "Hardswish", "Hardsigmoid", "Softsign", "SELU", "CELU", "LogSigmoid", "Softshrink", "Hardshrink", "Hardtanh", "Tanhshrink", "Mish", "Sigmoid", "Silu", "Swish", "Tanh", "Softmax", "LeakyReLU", "GELU", "Sequential",
    "LayerList", "ParameterList", "ParameterDict", "LayerDict", "SpectralNorm", "MSELoss", "NLLLoss", "BCELoss", "BCEWithLogitsLoss", "L1Loss", "CrossEntropyLoss", "Flatten", "Dropout",
    "Identity", "MaxPool2D", "functional", "initializer", "loss", "ParamAttr", "Parameter", "Module",
] + _rnn.__all__ + _norm.__all__ + [n for n in _pooling.__all__ if n != "MaxPool2D"] + _common.__all__ + [
    "ClipGradByGlobalNorm", "ClipGradByNorm", "ClipGradByValue"] + _transformer.__all__ + _activation_layers.__all__ + [
    "SiLU"] + [n for n in loss.__all__ if n not in ("MSELoss", "NLLLoss", "BCELoss", "BCEWithLogitsLoss", "L1Loss",
                                                   "CrossEntropyLoss")]

Module = Layer  # paddle 3's torch-style alias


class Linear(Layer):
    """``y = x @ weight + bias`` with weight ``[in_features, out_features]``."""

    def __init__(self, in_features, out_features, weight_attr=None, bias_attr=None, name=None):
        super().__init__()
        self._in_features, self._out_features = in_features, out_features
        self.weight = self.create_parameter([in_features, out_features], attr=weight_attr)
        self.bias = self.create_parameter([out_features], attr=bias_attr, is_bias=True)
        self.name = name

    def forward(self, input):
        return functional.linear(input, self.weight, self.bias)

    def extra_repr(self):
        name = f", name={self.name}" if self.name else ""
        return f"in_features={self._in_features}, out_features={self._out_features}, dtype={self._dtype}{name}"


def _ntuple(value, n):
    return [value] * n if isinstance(value, int) else list(value)


class _ConvND(Layer):
    """N-d convolution, weight ``[out_channels, in_channels / groups, *kernel_size]``."""

    _dims, _default_format, _conv = 2, "NCHW", None

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1,
                 padding_mode="zeros", weight_attr=None, bias_attr=None, data_format=None):
        super().__init__()
        if isinstance(padding, str) and padding.upper() not in ("SAME", "VALID"):
            raise ValueError(f"Unknown padding: '{padding.upper()}'. It can only be 'SAME' or 'VALID'.")
        self._in_channels, self._out_channels = in_channels, out_channels
        self._kernel_size = _ntuple(kernel_size, self._dims)
        self._stride, self._padding, self._dilation, self._groups = stride, padding, dilation, groups
        self._data_format = data_format or self._default_format
        shape = [out_channels, in_channels // groups] + self._kernel_size
        fan_in = in_channels * math.prod(self._kernel_size)  # paddle ignores groups here (measured: depthwise weights)
        default = initializer.Normal(0.0, (2.0 / fan_in) ** 0.5)
        self.weight = self.create_parameter(shape, attr=weight_attr, default_initializer=default)
        self.bias = self.create_parameter([out_channels], attr=bias_attr, is_bias=True)

    def forward(self, x):
        return type(self)._conv(x, self.weight, self.bias, self._stride, self._padding, self._dilation,
                                self._groups, self._data_format)

    def extra_repr(self):
        text = f"{self._in_channels}, {self._out_channels}, kernel_size={self._kernel_size}"
        if self._stride != 1:
            text += f", stride={_ntuple(self._stride, self._dims)}"
        if self._padding != 0:
            text += f", padding={self._padding}"
        if self._dilation != 1:
            text += f", dilation={_ntuple(self._dilation, self._dims)}"
        if self._groups != 1:
            text += f", groups={self._groups}"
        return text + f", data_format={self._data_format}"


class Conv1D(_ConvND):
    _dims, _default_format, _conv = 1, "NCL", staticmethod(functional.conv1d)


class Conv2D(_ConvND):
    _dims, _default_format, _conv = 2, "NCHW", staticmethod(functional.conv2d)


class Conv3D(_ConvND):
    _dims, _default_format, _conv = 3, "NCDHW", staticmethod(functional.conv3d)


class _ConvNDTranspose(Layer):
    """N-d transposed convolution, weight ``[in_channels, out_channels / groups, *kernel_size]``.

    paddle gives the transposed weight no default initializer of its own (measured: the seeded draw is
    ``XavierUniform`` over the weight's shape, fan_in ``out_channels / groups * prod(kernel)``), bias zeros."""

    _dims, _conv = 2, None

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, dilation=1,
                 groups=1, weight_attr=None, bias_attr=None, data_format="NCHW"):
        super().__init__()
        if isinstance(padding, str) and padding.upper() not in ("SAME", "VALID"):
            raise ValueError(f"Unknown padding: '{padding.upper()}'. It can only be 'SAME' or 'VALID'.")
        self._in_channels, self._out_channels, self._groups = in_channels, out_channels, groups
        self._kernel_size = _ntuple(kernel_size, self._dims)
        self._stride, self._dilation = _ntuple(stride, self._dims), _ntuple(dilation, self._dims)
        self._padding, self.output_padding, self._data_format = padding, output_padding, data_format
        shape = [in_channels, out_channels // groups] + self._kernel_size
        self.weight = self.create_parameter(shape, attr=weight_attr)
        self.bias = self.create_parameter([out_channels], attr=bias_attr, is_bias=True)

    def forward(self, x, output_size=None):
        # a forward given output_size drops the layer's output_padding (measured)
        return type(self)._conv(x, self.weight, self.bias, stride=self._stride, padding=self._padding,
                                output_padding=self.output_padding if output_size is None else 0,
                                dilation=self._dilation, groups=self._groups, output_size=output_size,
                                data_format=self._data_format)

    def extra_repr(self):
        text = f"{self._in_channels}, {self._out_channels}, kernel_size={self._kernel_size}"
        if self._stride != [1] * self._dims:
            text += f", stride={self._stride}"
        if self._padding != 0:
            text += f", padding={self._padding}"
        if self.output_padding != 0:
            text += f", output_padding={self.output_padding}"
        if self._dilation != [1] * self._dims:
            text += f", dilation={self._dilation}"
        if self._groups != 1:
            text += f", groups={self._groups}"
        return text + f", data_format={self._data_format}"


class Conv1DTranspose(_ConvNDTranspose):
    _dims, _conv = 1, staticmethod(functional.conv1d_transpose)

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 dilation=1, weight_attr=None, bias_attr=None, data_format="NCL"):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, output_padding, dilation, groups,
                         weight_attr, bias_attr, data_format)


class Conv2DTranspose(_ConvNDTranspose):
    _dims, _conv = 2, staticmethod(functional.conv2d_transpose)


class Conv3DTranspose(_ConvNDTranspose):
    _dims, _conv = 3, staticmethod(functional.conv3d_transpose)

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, dilation=1,
                 groups=1, weight_attr=None, bias_attr=None, data_format="NCDHW"):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, output_padding, dilation, groups,
                         weight_attr, bias_attr, data_format)


class Embedding(Layer):
    """A ``[num_embeddings, embedding_dim]`` table; ids equal to ``padding_idx`` look up zeros."""

    def __init__(self, num_embeddings, embedding_dim, padding_idx=None, max_norm=None, norm_type=2.0, *,
                 scale_grad_by_freq=False, sparse=False, _weight=None, _freeze=False, device=None, dtype=None,
                 weight_attr=None, name=None):
        super().__init__()
        self._num_embeddings, self._embedding_dim = num_embeddings, embedding_dim
        self._padding_idx, self._sparse, self._scale_grad_by_freq = padding_idx, sparse, scale_grad_by_freq
        self.weight = self.create_parameter([num_embeddings, embedding_dim], attr=weight_attr, dtype=dtype)
        if padding_idx is not None:  # paddle starts the padding row at zero
            self.weight._torch.data[padding_idx] = 0

    def forward(self, x):
        return functional.embedding(x, self.weight, self._padding_idx, sparse=self._sparse)

    def extra_repr(self):
        padding = "" if self._padding_idx is None else f", padding_idx={self._padding_idx}"
        return (f"{self._num_embeddings}, {self._embedding_dim}{padding}, sparse={self._sparse}, "
                f"scale_grad_by_freq={self._scale_grad_by_freq}")


def _activation(name, fn, **defaults):
    def __init__(self, *args, name=None, **kwargs):
        Layer.__init__(self)
        params = dict(defaults)
        params.update(zip(defaults, args))
        params.update(kwargs)
        object.__setattr__(self, "_params", params)
        object.__setattr__(self, "_layer_name", name)

    def forward(self, x):
        return fn(x, **self._params)

    def extra_repr(self):
        # paddle shows every argument, defaults included, then the name when one was given
        shown = [f"{k}={v}" for k, v in self._params.items()]
        return ", ".join(shown + ([f"name={self._layer_name}"] if self._layer_name else []))

    return type(name, (Layer,), {"__init__": __init__, "forward": forward, "extra_repr": extra_repr,
                                 "__doc__": f"``paddle.nn.{name}``."})


ReLU = _activation("ReLU", functional.relu)
ReLU6 = _activation("ReLU6", functional.relu6)
Hardswish = _activation("Hardswish", functional.hardswish)
Hardsigmoid = _activation("Hardsigmoid", functional.hardsigmoid)
Softsign = _activation("Softsign", functional.softsign)
SELU = _activation("SELU", functional.selu, scale=1.0507009873554805, alpha=1.6732632423543772)
CELU = _activation("CELU", functional.celu, alpha=1.0)
LogSigmoid = _activation("LogSigmoid", functional.log_sigmoid)
Softshrink = _activation("Softshrink", functional.softshrink, threshold=0.5)
Hardshrink = _activation("Hardshrink", functional.hardshrink, threshold=0.5)
Hardtanh = _activation("Hardtanh", functional.hardtanh, min=-1.0, max=1.0)
Tanhshrink = _activation("Tanhshrink", functional.tanhshrink)
Mish = _activation("Mish", functional.mish)
Sigmoid = _activation("Sigmoid", functional.sigmoid)
Tanh = _activation("Tanh", functional.tanh)
Softmax = _activation("Softmax", functional.softmax, axis=-1)
LeakyReLU = _activation("LeakyReLU", functional.leaky_relu, negative_slope=0.01)
LogSoftmax = _activation("LogSoftmax", functional.log_softmax, axis=-1)
Silu = _activation("Silu", functional.silu, inplace=False)
Swish = _activation("Swish", functional.swish)
SiLU = Silu  # paddle's alias: the same class
for _cls in (ReLU, Sigmoid, Tanh, Softmax, LeakyReLU, LogSoftmax, Silu, Swish):
    _cls.__module__ = __name__


class GELU(Layer):
    def __init__(self, approximate=False, name=None):
        super().__init__()
        self._approximate = approximate

    def forward(self, x):
        return functional.gelu(x, self._approximate)

    def extra_repr(self):
        return f"approximate={self._approximate}"


class Identity(Layer):
    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, x):
        return x


class Flatten(Layer):
    def __init__(self, start_axis=1, stop_axis=-1):
        super().__init__()
        self.start_axis, self.stop_axis = start_axis, stop_axis

    def forward(self, x):
        from unigrad.paddle_api.ops import flatten

        return flatten(x, self.start_axis, self.stop_axis)


class Dropout(Layer):
    def __init__(self, p=0.5, inplace=False, axis=None, mode="upscale_in_train", name=None):
        super().__init__()
        self.p, self.inplace, self.axis, self.mode = p, inplace, axis, mode

    def forward(self, x):
        return functional.dropout(x, self.p, self.axis, self.training, self.inplace, self.mode)

    def extra_repr(self):
        return f"p={self.p}, axis={self.axis}, mode={self.mode}, inplace={self.inplace}"


class Sequential(Layer):
    """Layers applied in order; ``Sequential(l1, l2)`` or ``Sequential(('name', l1), ...)``."""

    def __init__(self, *layers):
        super().__init__()
        if len(layers) > 0 and isinstance(layers[0], (list, tuple)):
            for name, layer in layers:
                self.add_sublayer(name, layer)
        else:
            for index, layer in enumerate(layers):
                self.add_sublayer(str(index), layer)

    def __getitem__(self, index):
        layers = list(self._sub_layers.values())
        if isinstance(index, slice):
            return Sequential(*layers[index])
        if isinstance(index, str):
            return self._sub_layers[index]
        return layers[index]

    def __len__(self):
        return len(self._sub_layers)

    def append(self, layer):
        self.add_sublayer(str(len(self._sub_layers)), layer)
        return self

    def _renumber(self, layers):
        self._sub_layers.clear()
        for index, layer in enumerate(layers):
            self._sub_layers[str(index)] = layer

    def insert(self, index, layer):
        layers = list(self._sub_layers.values())
        layers.insert(index, layer)
        self._renumber(layers)
        return self

    def extend(self, layers):
        for layer in layers:
            self.append(layer)
        return self

    def forward(self, input):
        for layer in self._sub_layers.values():
            input = layer(input)
        return input


class LayerDict(Layer):
    def __init__(self, sublayers=None):
        super().__init__()
        if sublayers is not None:
            self.update(sublayers)

    def __getitem__(self, key):
        return self._sub_layers[key]

    def __setitem__(self, key, layer):
        self.add_sublayer(key, layer)

    def __delitem__(self, key):
        del self._sub_layers[key]

    def __contains__(self, key):
        return key in self._sub_layers

    def __iter__(self):
        return iter(self._sub_layers)

    def __len__(self):
        return len(self._sub_layers)

    def clear(self):
        self._sub_layers.clear()

    def pop(self, key):
        return self._sub_layers.pop(key)

    def keys(self):
        return self._sub_layers.keys()

    def items(self):
        return self._sub_layers.items()

    def values(self):
        return self._sub_layers.values()

    def update(self, sublayers):
        pairs = sublayers.items() if isinstance(sublayers, (dict, LayerDict)) else sublayers
        for name, layer in pairs:
            self.add_sublayer(name, layer)


class ParameterList(Layer):
    def __init__(self, parameters=None):
        super().__init__()
        for index, param in enumerate(parameters or []):
            self.add_parameter(str(index), param)

    def append(self, parameter):
        self.add_parameter(str(len(self._parameters)), parameter)
        return self

    def __getitem__(self, index):
        return list(self._parameters.values())[index]

    def __setitem__(self, index, parameter):
        self._parameters[str(index)] = parameter

    def __iter__(self):
        return iter(self._parameters.values())

    def __len__(self):
        return len(self._parameters)


