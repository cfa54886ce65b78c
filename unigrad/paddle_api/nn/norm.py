"""``paddle.nn`` normalisation layers and their functional forms: ``BatchNorm`` (legacy), ``BatchNorm1D/2D/3D``,
``LayerNorm``, ``GroupNorm``, ``InstanceNorm1D/2D/3D`` (their functions: ``nn/functional/norm.py``).

As paddle's: running statistics are parameters ``_mean``/``_variance`` (``stop_gradient=True``) updated as
``running * momentum + batch * (1 - momentum)`` with the biased batch variance (momentum 0.9 by default).
"""

import numpy as np

from unigrad.paddle_api.nn import initializer as I
from unigrad.paddle_api.nn.functional.norm import _normalize_shape, batch_norm, group_norm, instance_norm, layer_norm
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["BatchNorm", "BatchNorm1D", "BatchNorm2D", "BatchNorm3D", "LayerNorm", "GroupNorm", "InstanceNorm1D",
           "InstanceNorm2D", "InstanceNorm3D"]


def _running_stat(layer, name, size, value, dtype):
    param = layer.create_parameter([size], dtype=dtype, default_initializer=I.Constant(value))
    param.stop_gradient = True
    param.trainable = False
    setattr(layer, name, param)


def _affine(layer, size, weight_attr, bias_attr, dtype, weight_name="weight"):
    if weight_attr is False:
        weight = layer.create_parameter([size], dtype=dtype, default_initializer=I.Constant(1.0))
        weight.stop_gradient = True
    else:
        weight = layer.create_parameter([size], attr=weight_attr, dtype=dtype, default_initializer=I.Constant(1.0))
    setattr(layer, weight_name, weight)
    if bias_attr is False:
        bias = layer.create_parameter([size], dtype=dtype, is_bias=True, default_initializer=I.Constant(0.0))
        bias.stop_gradient = True
    else:
        bias = layer.create_parameter([size], attr=bias_attr, dtype=dtype, is_bias=True)
    setattr(layer, "bias", bias)


class _BatchNormBase(Layer):
    _default_format, _dims = "NCHW", None

    def __init__(self, num_features, momentum=0.9, epsilon=1e-05, weight_attr=None, bias_attr=None,
                 data_format=None, use_global_stats=None, name=None):
        super().__init__()
        self._num_features, self._momentum, self._epsilon = num_features, momentum, epsilon
        self._weight_attr, self._bias_attr = weight_attr, bias_attr
        self._data_format = data_format or self._default_format
        self._use_global_stats, self._name = use_global_stats, name
        _affine(self, num_features, weight_attr, bias_attr, self._dtype)
        _running_stat(self, "_mean", num_features, 0.0, self._dtype)
        _running_stat(self, "_variance", num_features, 1.0, self._dtype)

    def _check_input(self, x):
        if self._dims is not None and x.ndim not in self._dims:
            expected = " or ".join(f"{d}D" for d in self._dims)
            raise ValueError(f"expected {expected} input (got {x.ndim}D input)")

    def forward(self, input):
        self._check_input(input)
        return batch_norm(input, self._mean, self._variance, self.weight, self.bias, self.training, self._momentum,
                          self._epsilon, self._data_format, self._use_global_stats)

    def extra_repr(self):
        text = f"num_features={self._num_features}, momentum={self._momentum}, epsilon={self._epsilon}"
        if self._data_format != "NCHW":
            text += f", data_format={self._data_format}"
        if self._name is not None:
            text += f", name={self._name}"
        return text


class BatchNorm1D(_BatchNormBase):
    _default_format, _dims = "NCL", (2, 3)

    def __init__(self, num_features, momentum=0.9, epsilon=1e-05, weight_attr=None, bias_attr=None,
                 data_format="NCL", use_global_stats=None, name=None):
        super().__init__(num_features, momentum, epsilon, weight_attr, bias_attr, data_format, use_global_stats, name)


class BatchNorm2D(_BatchNormBase):
    _default_format, _dims = "NCHW", (4,)


class BatchNorm3D(_BatchNormBase):
    _default_format, _dims = "NCDHW", (5,)

    def __init__(self, num_features, momentum=0.9, epsilon=1e-05, weight_attr=None, bias_attr=None,
                 data_format="NCDHW", use_global_stats=None, name=None):
        super().__init__(num_features, momentum, epsilon, weight_attr, bias_attr, data_format, use_global_stats, name)


class BatchNorm(Layer):
    """paddle's legacy ``nn.BatchNorm(num_channels, act=None, is_test=False, momentum=0.9, ...)``."""

    def __init__(self, num_channels, act=None, is_test=False, momentum=0.9, epsilon=1e-05, param_attr=None,
                 bias_attr=None, dtype="float32", data_layout="NCHW", in_place=False, moving_mean_name=None,
                 moving_variance_name=None, do_model_average_for_mean_and_var=True, use_global_stats=False,
                 trainable_statistics=False):
        super().__init__(dtype=dtype)
        self._act, self._is_test, self._momentum, self._epsilon = act, is_test, momentum, epsilon
        self._data_layout, self._use_global_stats = data_layout, use_global_stats
        self._trainable_statistics = trainable_statistics
        _affine(self, num_channels, param_attr, bias_attr, dtype)
        _running_stat(self, "_mean", num_channels, 0.0, dtype)
        _running_stat(self, "_variance", num_channels, 1.0, dtype)

    def forward(self, input):
        from unigrad.paddle_api.nn import functional as F

        training = self.training and not self._is_test
        use_global = self._use_global_stats or (not training and not self._trainable_statistics)
        out = batch_norm(input, self._mean, self._variance, self.weight, self.bias, training, self._momentum,
                         self._epsilon, self._data_layout, use_global)
        return out if self._act is None else getattr(F, self._act)(out)


class LayerNorm(Layer):
    def __init__(self, normalized_shape, epsilon=1e-05, weight_attr=None, bias_attr=None, name=None):
        super().__init__()
        self._normalized_shape = _normalize_shape(normalized_shape)
        self._epsilon = epsilon
        size = int(np.prod(self._normalized_shape))
        self.weight = None if weight_attr is False else self.create_parameter(
            [size], attr=weight_attr, default_initializer=I.Constant(1.0))
        self.bias = None if bias_attr is False else self.create_parameter([size], attr=bias_attr, is_bias=True)

    def forward(self, input):
        return layer_norm(input, self._normalized_shape, self.weight, self.bias, self._epsilon)

    def extra_repr(self):
        return f"normalized_shape={self._normalized_shape}, epsilon={self._epsilon}"


class GroupNorm(Layer):
    def __init__(self, num_groups, num_channels, epsilon=1e-05, weight_attr=None, bias_attr=None,
                 data_format="NCHW", name=None):
        super().__init__()
        self._num_groups, self._num_channels, self._epsilon = num_groups, num_channels, epsilon
        self._data_format = data_format
        self.weight = None if weight_attr is False else self.create_parameter(
            [num_channels], attr=weight_attr, default_initializer=I.Constant(1.0))
        self.bias = None if bias_attr is False else self.create_parameter([num_channels], attr=bias_attr,
                                                                          is_bias=True)

    def forward(self, input):
        return group_norm(input, self._num_groups, self._epsilon, self.weight, self.bias, self._data_format)

    def extra_repr(self):
        return f"num_groups={self._num_groups}, num_channels={self._num_channels}, epsilon={self._epsilon}"


class _InstanceNormBase(Layer):
    _dims = None

    def __init__(self, num_features, epsilon=1e-05, momentum=0.9, weight_attr=None, bias_attr=None,
                 data_format="NCHW", name=None):
        super().__init__()
        self._num_features, self._epsilon, self._momentum = num_features, epsilon, momentum
        self._data_format = data_format
        if weight_attr is False or bias_attr is False:
            self.scale = self.bias = None
        else:
            self.scale = self.create_parameter([num_features], attr=weight_attr,
                                               default_initializer=I.Constant(1.0))
            self.bias = self.create_parameter([num_features], attr=bias_attr, is_bias=True)

    def forward(self, input):
        if self._dims is not None and input.ndim not in self._dims:
            expected = " or ".join(f"{d}D" for d in self._dims)
            raise ValueError(f"expected {expected} input (got {input.ndim}D input)")
        return instance_norm(input, weight=self.scale, bias=self.bias, eps=self._epsilon,
                             data_format=self._data_format)

    def extra_repr(self):
        return f"num_features={self._num_features}, epsilon={self._epsilon}"


class InstanceNorm1D(_InstanceNormBase):
    _dims = (2, 3)


class InstanceNorm2D(_InstanceNormBase):
    _dims = (4,)


class InstanceNorm3D(_InstanceNormBase):
    _dims = (5,)
