"""``MultivariateNormal``: a Gaussian vector given by its covariance, precision or lower Cholesky factor."""

import math
from collections.abc import Sequence

import torch

from unigrad import paddle_api as paddle
from unigrad.paddle_api.distribution.distribution import Distribution, _dtype_name
from unigrad.paddle_api.tensor import wrap


def _triangular_solve(lower, rhs):
    """``lower^{-1} rhs`` for a lower-triangular ``lower`` (paddle.linalg.triangular_solve(upper=False)), on
    torch's solver: its float32 rounding can differ from paddle's kernel in the last bits."""
    return wrap(torch.linalg.solve_triangular(lower._torch, rhs._torch, upper=False))


class MultivariateNormal(Distribution):
    """Gaussian vector with mean ``loc`` and exactly one of ``covariance_matrix``, ``precision_matrix``,
    ``scale_tril``."""

    def __init__(self, loc, covariance_matrix=None, precision_matrix=None, scale_tril=None):
        self.dtype = paddle.get_default_dtype()
        if isinstance(loc, (float, int)):
            loc = paddle.to_tensor([loc], dtype=self.dtype)
        else:
            self.dtype = _dtype_name(loc.dtype)
        if loc.dim() < 1:
            loc = loc.reshape((1,))
        self.covariance_matrix = self.precision_matrix = self.scale_tril = None
        given = [(name, m) for name, m in (('scale_tril', scale_tril), ('covariance_matrix', covariance_matrix),
                                           ('precision_matrix', precision_matrix)) if m is not None]
        if len(given) != 1:
            raise ValueError('Exactly one of covariance_matrix or precision_matrix or scale_tril may be specified.')
        name, matrix = given[0]
        if matrix.dim() < 2:
            what = 'scale_tril matrix' if name == 'scale_tril' else name
            raise ValueError(f'{what} must be at least two-dimensional, with optional leading batch dimensions')
        matrix = paddle.cast(matrix, dtype=self.dtype)
        batch_shape = paddle.broadcast_shape(matrix.shape[:-2], loc.shape[:-1])
        setattr(self, name, matrix.expand([*batch_shape, matrix.shape[-2], matrix.shape[-1]]))
        self.loc = loc.expand([*batch_shape, -1])
        if name == 'scale_tril':
            self._unbroadcasted_scale_tril = matrix
        elif name == 'covariance_matrix':
            self._unbroadcasted_scale_tril = paddle.linalg.cholesky(matrix)
        else:
            self._unbroadcasted_scale_tril = _precision_to_scale_tril(matrix)
        super().__init__(batch_shape, self.loc.shape[-1:])

    @property
    def mean(self):
        return self.loc

    @property
    def variance(self):
        return paddle.square(self._unbroadcasted_scale_tril).sum(-1).expand(self._batch_shape + self._event_shape)

    def sample(self, shape=[]):
        with paddle.no_grad():
            return self.rsample(shape)

    def rsample(self, shape=[]):
        """``loc + L @ eps`` for standard normal ``eps``."""
        if not isinstance(shape, Sequence):
            raise TypeError('sample shape must be Sequence object.')
        eps = paddle.cast(paddle.normal(shape=self._extend_shape(shape)), dtype=self.dtype)
        return self.loc + paddle.matmul(self._unbroadcasted_scale_tril, eps.unsqueeze(-1)).squeeze(-1)

    def _half_log_det(self):
        return self._unbroadcasted_scale_tril.diagonal(axis1=-2, axis2=-1).log().sum(-1)

    def log_prob(self, value):
        value = paddle.cast(value, dtype=self.dtype)
        m = _batch_mahalanobis(self._unbroadcasted_scale_tril, value - self.loc)
        return -0.5 * (self._event_shape[0] * math.log(2 * math.pi) + m) - self._half_log_det()

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def entropy(self):
        h = 0.5 * self._event_shape[0] * (1.0 + math.log(2 * math.pi)) + self._half_log_det()
        return h if len(self._batch_shape) == 0 else h.expand(self._batch_shape)

    def kl_divergence(self, other):
        if self._batch_shape != other._batch_shape and self._event_shape != other._event_shape:
            raise ValueError('KL divergence of two Multivariate Normal distributions should share the same '
                             '`batch_shape` and `event_shape`.')
        half_log_det_1 = self._half_log_det()
        half_log_det_2 = other._half_log_det()
        perm = list(range(len(self._unbroadcasted_scale_tril.shape)))
        perm[-1], perm[-2] = perm[-2], perm[-1]
        cov_1 = paddle.matmul(self._unbroadcasted_scale_tril, self._unbroadcasted_scale_tril.transpose(perm))
        cov_2 = paddle.matmul(other._unbroadcasted_scale_tril, other._unbroadcasted_scale_tril.transpose(perm))
        expectation = paddle.linalg.solve(cov_2, cov_1).diagonal(axis1=-2, axis2=-1).sum(-1)
        expectation += _batch_mahalanobis(other._unbroadcasted_scale_tril, self.loc - other.loc)
        return half_log_det_2 - half_log_det_1 + 0.5 * (expectation - self._event_shape[0])


def _precision_to_scale_tril(precision):
    flipped = paddle.flip(paddle.linalg.cholesky(paddle.flip(precision, (-2, -1))), (-2, -1))
    perm = list(range(len(flipped.shape)))
    perm[-2], perm[-1] = perm[-1], perm[-2]
    identity = paddle.eye(precision.shape[-1], dtype=precision.dtype)
    return _triangular_solve(paddle.transpose(flipped, perm), identity)


def _batch_mahalanobis(bl, bx):
    """Squared Mahalanobis norms ``|L^{-1} x|^2`` with ``L``'s batch axes broadcast against ``x``'s."""
    n = bx.shape[-1]
    bx_batch_shape = bx.shape[:-1]
    bl_batch_dims = bl.dim() - 2
    outer = len(bx_batch_shape) - bl_batch_dims
    old_batch_dims = outer + bl_batch_dims
    new_batch_dims = outer + 2 * bl_batch_dims
    new_shape = tuple(bx.shape[:outer])
    for sl, sx in zip(bl.shape[:-2], bx.shape[outer:-1]):
        new_shape += (sx // sl, sl)
    bx = bx.reshape(new_shape + (n,))
    order = (list(range(outer)) + list(range(outer, new_batch_dims, 2)) + list(range(outer + 1, new_batch_dims, 2))
             + [new_batch_dims])
    bx = bx.transpose(order) if len(order) > 1 else bx
    flat_l = bl.reshape((-1, n, n))
    flat_x = bx.reshape((-1, flat_l.shape[0], n)).transpose((1, 2, 0))
    m = _triangular_solve(flat_l, flat_x).pow(2).sum(-2).t()
    permuted = m.reshape(bx.shape[:-1])
    inverse = list(range(outer))
    for i in range(bl_batch_dims):
        inverse += [outer + i, old_batch_dims + i]
    # (an empty permutation is the identity: unigrad's transpose refuses it on 0-D tensors)
    return (permuted.transpose(inverse) if inverse else permuted).reshape(bx_batch_shape)
