"""``LKJCholesky``: the LKJ distribution over Cholesky factors of correlation matrices (onion or C-vine
sampling through Beta draws)."""

import math
import operator
from collections.abc import Sequence
from functools import reduce

import numpy as np

from unigrad import paddle_api as paddle
from unigrad.paddle_api.ops import lgamma
from unigrad.paddle_api.distribution.continuous import Beta
from unigrad.paddle_api.distribution.distribution import Distribution, _dtype_name

__all__ = ['LKJCholesky']


def _tiny(dtype):
    return float(np.finfo(np.float64 if _dtype_name(dtype) == 'float64' else np.float32).tiny)


def mvlgamma(a, p):
    """Multivariate log-gamma of dimension ``p``."""
    pi = paddle.to_tensor(math.pi, dtype=a.dtype)
    j = paddle.arange(1, p + 1, dtype=a.dtype)
    terms = lgamma(a.unsqueeze(-1) + (1 - j) / 2)
    return p * (p - 1) / 4 * paddle.log(pi) + paddle.sum(terms, axis=-1)


def matrix_to_tril(x, diagonal=0):
    """The lower-triangular entries of ``x``, row by row."""
    mask = paddle.tril(paddle.ones_like(x), diagonal=diagonal)
    return paddle.masked_select(x, mask.astype('bool'))


def vec_to_tril_matrix(p_flatten, dim, last_dim, flatten_shape, sample_shape=(), diag=0):
    """Strictly-lower-triangular matrices filled from the flat vector ``p_flatten``."""
    shape0 = flatten_shape // last_dim
    output_shape = (*sample_shape, shape0 // reduce(operator.mul, sample_shape, 1), dim, dim)
    rows, cols = paddle.meshgrid(paddle.arange(dim), paddle.arange(dim))
    mask = rows > cols
    lower = paddle.stack([rows[mask], cols[mask]], axis=1)
    repeated = paddle.repeat_interleave(lower, shape0, axis=0)
    index0 = paddle.arange(shape0).unsqueeze(1).tile([last_dim, 1])
    index = paddle.concat([index0, repeated], axis=1)
    index = index[paddle.argsort(index[:, 0])]
    matrix = paddle.zeros(shape=(shape0, dim, dim), dtype=p_flatten.dtype)
    return paddle.scatter_nd_add(matrix, index, p_flatten).reshape(output_shape)


class LKJCholesky(Distribution):
    """LKJ(``concentration``) over ``dim x dim`` lower Cholesky factors of correlation matrices."""

    def __init__(self, dim=2, concentration=1.0, sample_method='onion'):
        if self._validate_args(concentration):
            self.concentration = concentration
            self.dtype = _dtype_name(concentration.dtype)
        else:
            [self.concentration] = self._to_tensor(concentration)
            self.dtype = paddle.get_default_dtype()
        self.dim = dim
        if not self.dim >= 2:
            raise ValueError(f'Expected dim greater than or equal to 2. Found dim={dim}.')
        if not isinstance(self.dim, int):
            raise TypeError(f'Expected dim to be an integer. Found dim={dim}.')
        if not paddle.all(self.concentration > 0):
            raise ValueError('The arg of `concentration` must be positive.')
        self.sample_method = sample_method
        marginal = self.concentration + 0.5 * (self.dim - 2)
        offset = paddle.arange(self.dim - 1, dtype=self.concentration.dtype)
        if sample_method == 'onion':
            offset = paddle.concat([paddle.zeros((1,), dtype=offset.dtype), offset])
            self._beta = Beta(offset + 0.5, marginal.unsqueeze(-1) - 0.5 * offset)
        elif sample_method == 'cvine':
            offset_tril = matrix_to_tril(paddle.broadcast_to(0.5 * offset, [self.dim - 1, self.dim - 1]))
            conc = marginal.unsqueeze(-1) - offset_tril
            self._beta = Beta(conc, conc)
        else:
            raise ValueError("`method` should be one of 'cvine' or 'onion'.")
        super().__init__(self.concentration.shape, (dim, dim))

    def _onion(self, sample_shape):
        y = self._beta.sample(sample_shape).unsqueeze(-1)
        u_normal = paddle.randn(self._extend_shape(sample_shape), dtype=y.dtype).tril(-1)
        u_sphere = u_normal / u_normal.norm(axis=-1, keepdim=True)
        zero_row = paddle.zeros(shape=(*tuple(u_sphere.shape[:-2]), 1, self.dim), dtype=u_sphere.dtype)
        u_sphere = paddle.concat([zero_row, u_sphere[..., 1:, :]], axis=-2)
        w = paddle.sqrt(y) * u_sphere
        diag = paddle.clip(1 - paddle.sum(w ** 2, axis=-1), min=_tiny(w.dtype)).sqrt()
        w += paddle.diag_embed(diag)
        return w

    def _cvine(self, sample_shape):
        beta_sample = self._beta.sample(sample_shape).unsqueeze(-1)
        partial = 2 * beta_sample - 1
        if self.dim == 2:
            partial = partial.unsqueeze(-2)
        last_dim = self.dim * (self.dim - 1) // 2
        flatten_shape = last_dim * reduce(operator.mul, sample_shape, 1)
        if len(self.concentration.shape) != 0:
            flatten_shape *= self.concentration.shape[-1]
        partial = partial.reshape((flatten_shape,))
        partial = vec_to_tril_matrix(partial, self.dim, last_dim, flatten_shape, sample_shape, -1)
        eps = _tiny(beta_sample.dtype)
        r = paddle.clip(partial, min=-1 + eps, max=1 - eps)
        z = r ** 2
        z1m_cumprod_sqrt = paddle.cumprod(paddle.sqrt(1 - z), dim=-1)
        pad = [0, 0] * (z1m_cumprod_sqrt.ndim - 1) + [1, 0]
        shifted = paddle.nn.functional.pad(z1m_cumprod_sqrt[..., :-1], pad=pad, mode='constant', value=1.0)
        r += paddle.eye(partial.shape[-2], partial.shape[-1])
        return r * shifted

    def sample(self, sample_shape=[]):
        if not isinstance(sample_shape, Sequence):
            raise TypeError('sample shape must be Sequence object.')
        res = self._onion(sample_shape) if self.sample_method == 'onion' else self._cvine(sample_shape)
        return res.reshape([*sample_shape, *self.concentration.shape, self.dim, self.dim])

    def log_prob(self, value):
        diag = paddle.diagonal(value, offset=0, axis1=-1, axis2=-2)[..., 1:]
        order = paddle.arange(2, self.dim + 1, dtype=self.concentration.dtype)
        order = 2 * (self.concentration - 1).unsqueeze(-1) + self.dim - order
        unnormalized = paddle.sum(order * paddle.log(diag), axis=-1)
        dm1 = self.dim - 1
        alpha = self.concentration + 0.5 * dm1
        normalize = 0.5 * dm1 * math.log(math.pi) + mvlgamma(alpha - 0.5, dm1) - lgamma(alpha) * dm1
        return unnormalized - normalize
