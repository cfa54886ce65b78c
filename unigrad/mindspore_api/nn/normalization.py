"""MindSpore's ``nn.BatchNorm2d``.

It normalizes with the batch's statistics when ``use_batch_statistics`` says
so (``None``: while training) and then updates the moving ones as
``moving = momentum * moving + (1 - momentum) * batch`` (the batch variance
unbiased there); otherwise it uses the moving statistics. The Parameters are
named ``gamma``, ``beta``, ``mean`` and ``variance``, as in MindSpore.

>>> import unigrad.mindspore_api as ms
>>> BatchNorm2d(2).trainable_params()
[Parameter (name=gamma, shape=(2,), dtype=Float32, requires_grad=True), Parameter (name=beta, shape=(2,), dtype=Float32, requires_grad=True)]
"""

import torch

from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.initializer import initializer
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["BatchNorm1d", "BatchNorm2d"]


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
