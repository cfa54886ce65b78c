"""MindSpore's ``nn.BatchNorm1d/2d/3d``, ``nn.LayerNorm`` and ``nn.GroupNorm``.

It normalizes with the batch's statistics when ``use_batch_statistics`` says
so (``None``: while training) and then updates the moving ones as
``moving = momentum * moving + (1 - momentum) * batch`` (the batch variance
unbiased there); otherwise it uses the moving statistics. The Parameters are
named ``gamma``, ``beta``, ``mean`` and ``variance``, as in MindSpore.

>>> import unigrad.mindspore_api as ms
>>> BatchNorm2d(2).trainable_params()
[Parameter (name=gamma, shape=(2,), dtype=Float32, requires_grad=True), Parameter (name=beta, shape=(2,), dtype=Float32, requires_grad=True)]
"""

import math

import torch

from unigrad._engine.kernel_values import with_values

from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.initializer import initializer
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LayerNorm", "GroupNorm"]


class _BatchNorm(Cell):
    _dims = 4

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, data_format="NCHW",
                 dtype=mstype.float32):
        super().__init__()
        kind = type(self).__name__
        if not isinstance(num_features, int) or num_features < 1:
            raise ValueError(f"For '{kind}', the 'num_features' must be at least 1, but got {num_features}.")
        if not 0 <= momentum <= 1:
            raise ValueError(f"For '{kind}', the 'momentum' must be a number in range [0, 1], but got {momentum}.")
        if data_format != "NCHW":
            raise ValueError(f"For '{kind}', the 'NHWC' format only support in GPU target, but got device target CPU.")
        if use_batch_statistics is not None and not isinstance(use_batch_statistics, bool):
            raise ValueError(f"For '{kind}', the 'use_batch_statistics' must be a boolean value or None, but got {use_batch_statistics}.")
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.use_batch_statistics = use_batch_statistics
        shape = [num_features]
        # attribute order is MindSpore's: it is the order of parameters_dict()
        self.moving_mean = Parameter(initializer(moving_mean_init, shape, dtype), name="mean", requires_grad=False)
        self.moving_variance = Parameter(initializer(moving_var_init, shape, dtype), name="variance", requires_grad=False)
        self.gamma = Parameter(initializer(gamma_init, shape, dtype), name="gamma", requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, shape, dtype), name="beta", requires_grad=affine)

    def construct(self, x):
        inputs = x._torch
        if inputs.dim() != self._dims:
            raise ValueError(f"For '{type(self).__name__}', the in_shape must have {self._dims} dims, but got {inputs.dim()}.")
        if inputs.shape[1] != self.num_features:
            raise ValueError(
                f"For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: {inputs.shape[1]}, "
                f"bug got scale.shape[0]: {self.num_features}."
            )
        values = inputs.float()
        axes = [0] + list(range(2, values.dim()))
        view = [1, -1] + [1] * (values.dim() - 2)
        use_batch = self.training if self.use_batch_statistics is None else self.use_batch_statistics
        if use_batch:
            mean = values.mean(axes)
            variance = values.var(axes, unbiased=False)
            with torch.no_grad():
                count = values.numel() // values.shape[1]
                unbiased = variance.detach() * count / max(count - 1, 1)
                keep = self.momentum
                self.moving_mean._torch = keep * self.moving_mean._torch + (1 - keep) * mean.detach()
                self.moving_variance._torch = keep * self.moving_variance._torch + (1 - keep) * unbiased
        else:
            mean, variance = self.moving_mean._torch, self.moving_variance._torch
        scale = self.gamma._torch / torch.sqrt(variance + self.eps)
        out = (values - mean.view(view)) * scale.view(view) + self.beta._torch.view(view)
        return _box(out.to(inputs.dtype))

    def extend_repr(self):
        return (
            f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, gamma={self.gamma}, "
            f"beta={self.beta}, moving_mean={self.moving_mean}, moving_variance={self.moving_variance}"
        )


class BatchNorm2d(_BatchNorm):
    """Batch normalization over ``(N, C, H, W)`` inputs, per channel."""


class BatchNorm1d(_BatchNorm):
    """Batch normalization over ``(N, C)`` inputs, per feature."""

    _dims = 2


class BatchNorm3d(Cell):
    """Batch normalization over ``(N, C, D, H, W)`` inputs, per channel: a ``BatchNorm2d`` (child ``bn2d``) on
    the input seen as ``(N, C, D * H, W)``, as MindSpore builds it."""

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, dtype=mstype.float32):
        super().__init__()
        self.bn2d = BatchNorm2d(num_features, eps, momentum, affine, gamma_init, beta_init, moving_mean_init,
                                moving_var_init, use_batch_statistics, "NCHW", dtype)

    def construct(self, x):
        shape = x._torch.shape
        if len(shape) != 5:
            raise ValueError(f"For 'BatchNorm3d', the in_shape must have 5 dims, but got {len(shape)}.")
        out = self.bn2d(_box(x._torch.reshape(shape[0], shape[1], shape[2] * shape[3], shape[4])))
        return _box(out._torch.reshape(shape))


def _normalized_rows(rows, epsilon):
    """``(rows - mean) / std`` per row of a 2-D float32 tensor as MindSpore's CPU LayerNorm kernel rounds it
    (measured): the mean and variance (``E[x^2] - mean^2``) summed in double and rounded to float, the standard
    deviation ``sqrt(var + eps)`` in double rounded to float, one float subtraction and one division per
    element. Some rows (about 1 in 20) still differ from MindSpore's by an ulp of their deviation."""
    wide = rows.detach().double()
    count = rows.shape[-1]
    mean = wide.sum(-1, keepdim=True) / count
    variance = (wide * wide).sum(-1, keepdim=True) / count - mean * mean
    mean32, variance32 = mean.float(), variance.float()
    std32 = torch.sqrt(variance32.double() + float(torch.tensor(epsilon, dtype=torch.float32))).float()
    values = (rows.detach() - mean32) / std32
    torch_values = (rows - rows.mean(-1, keepdim=True)) / torch.sqrt(rows.var(-1, unbiased=False, keepdim=True) + epsilon)
    return with_values(torch_values, values)


class LayerNorm(Cell):
    """``LayerNorm(normalized_shape, begin_norm_axis=-1, begin_params_axis=-1, gamma_init='ones',
    beta_init='zeros', epsilon=1e-7)``: each sample normalized over the axes from ``begin_norm_axis``, then
    scaled by ``gamma`` and shifted by ``beta`` (shaped ``normalized_shape``, from ``begin_params_axis``)."""

    def __init__(self, normalized_shape, begin_norm_axis=-1, begin_params_axis=-1, gamma_init="ones", beta_init="zeros",
                 epsilon=1e-7, dtype=mstype.float32):
        super().__init__()
        if not isinstance(normalized_shape, (tuple, list)):
            raise TypeError(f"For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or list[int], but got "
                            f"{normalized_shape} and the type is {type(normalized_shape)}.")
        if not normalized_shape:
            raise ValueError(f"Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                             f"element, but got normalized_shape = {normalized_shape}")
        self.normalized_shape = normalized_shape
        self.begin_norm_axis, self.begin_params_axis, self.epsilon = begin_norm_axis, begin_params_axis, epsilon
        self.gamma = Parameter(initializer(gamma_init, normalized_shape, dtype=dtype), name="gamma")
        self.beta = Parameter(initializer(beta_init, normalized_shape, dtype=dtype), name="beta")

    def construct(self, input_x):
        values = input_x._torch
        rank = values.dim()
        norm_axis = self.begin_norm_axis % rank if -rank <= self.begin_norm_axis < rank else None
        params_axis = self.begin_params_axis % rank if -rank <= self.begin_params_axis < rank else None
        if norm_axis is None or params_axis is None:
            bad, name = (self.begin_norm_axis, "begin_norm_axis") if norm_axis is None else (self.begin_params_axis, "begin_params_axis")
            raise ValueError(f"For 'LayerNorm', the '{name}' must be in range of [-{rank}, {rank}), but got {bad}.")
        gamma, beta = self.gamma._torch.to(values.dtype), self.beta._torch.to(values.dtype)
        if tuple(gamma.shape) != tuple(values.shape[params_axis:]):
            raise ValueError(f"For 'LayerNorm', the shape of 'gamma' and 'beta' must be equal to the input shape from "
                             f"begin_params_axis: {tuple(values.shape[params_axis:])}, but got {tuple(gamma.shape)}.")
        rows = values.float().reshape(-1, math.prod(values.shape[norm_axis:]))
        normalized = _normalized_rows(rows, self.epsilon).reshape(values.shape).to(values.dtype)
        return _box(normalized * gamma + beta)

    def extend_repr(self):
        return (f"normalized_shape={self.normalized_shape}, begin_norm_axis={self.begin_norm_axis}, "
                f"begin_params_axis={self.begin_params_axis}, gamma{self.gamma}, beta={self.beta}")


def _check_positive_int(value, name):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For 'GroupNorm', the type of '{name}' must be int, but got '{type(value).__name__}'.")
    if value <= 0:
        raise ValueError(f"For 'GroupNorm', the '{name}' must be int and must > 0, but got '{value}' with type 'int'.")
    return value


class GroupNorm(Cell):
    """``GroupNorm(num_groups, num_channels, eps=1e-5, affine=True)``: each sample's channels split into
    ``num_groups`` groups, each normalized, then scaled by ``gamma`` and shifted by ``beta`` per channel."""

    def __init__(self, num_groups, num_channels, eps=1e-05, affine=True, gamma_init="ones", beta_init="zeros",
                 dtype=mstype.float32):
        super().__init__()
        self.num_groups = _check_positive_int(num_groups, "num_groups")
        self.num_channels = _check_positive_int(num_channels, "num_channels")
        if num_channels % num_groups != 0:
            raise ValueError(f"For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got "
                             f"'num_channels': {num_channels}, 'num_groups': {num_groups}.")
        if not isinstance(eps, float):
            raise TypeError(f"For 'GroupNorm', the type of 'eps' should be 'float', but got type "
                            f"'{type(eps).__name__}'.")
        if not isinstance(affine, bool):
            raise TypeError(f"For 'GroupNorm', the type of 'affine' must be bool, but got '{type(affine).__name__}'.")
        self.eps, self.affine = eps, affine
        self.gamma = Parameter(initializer(gamma_init, num_channels, dtype=dtype), name="gamma", requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, num_channels, dtype=dtype), name="beta", requires_grad=affine)

    def construct(self, x):
        values = x._torch
        if values.shape[1] != self.num_channels:
            raise ValueError(f"For 'GroupNorm', the channel(the second dim of the input 'x') must be equal to "
                             f"num_channels, but got channel: {values.shape[1]}, num_channels: {self.num_channels}.")
        rows = values.float().reshape(values.shape[0] * self.num_groups, -1)
        normalized = _normalized_rows(rows, self.eps).reshape(values.shape).to(values.dtype)
        view = [1, -1] + [1] * (values.dim() - 2)
        gamma, beta = self.gamma._torch.to(values.dtype), self.beta._torch.to(values.dtype)
        return _box(normalized * gamma.view(view) + beta.view(view))

    def extend_repr(self):
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}"
