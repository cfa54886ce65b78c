"""``ContinuousBernoulli``: the continuous relaxation of a Bernoulli on [0, 1], density ∝ p^x (1-p)^(1-x).

Near ``probs = 0.5`` (inside ``lims``) the normalizer, mean and variance use their Taylor expansions, as paddle's do.
"""

from collections.abc import Sequence

import numpy as np

from unigrad import paddle_api as paddle
from unigrad.paddle_api.distribution.distribution import Distribution, _dtype_name

_EPS = {'float32': float(np.finfo(np.float32).eps), 'float64': float(np.finfo(np.float64).eps)}


class ContinuousBernoulli(Distribution):
    """Continuous Bernoulli with parameter ``probs``; ``lims`` bounds the region computed by expansion."""

    def __init__(self, probs, lims=(0.499, 0.501)):
        self.dtype = paddle.get_default_dtype()
        if isinstance(probs, (float, int)):
            probs = paddle.to_tensor([probs], dtype=self.dtype)
        else:
            self.dtype = _dtype_name(probs.dtype)
        self.probs = probs
        self.lims = paddle.to_tensor(lims, dtype=self.dtype)
        eps = _EPS[_dtype_name(self.probs.dtype)]
        self.probs = paddle.clip(self.probs, min=eps, max=1 - eps)
        super().__init__(self.probs.shape)

    def _cut_support_region(self):
        return paddle.logical_or(paddle.less_equal(self.probs, self.lims[0]),
                                 paddle.greater_than(self.probs, self.lims[1]))

    def _cut_probs(self):
        return paddle.where(self._cut_support_region(), self.probs, self.lims[0] * paddle.ones_like(self.probs))

    def _tanh_inverse(self, value):
        return 0.5 * (paddle.log1p(value) - paddle.log1p(-value))

    def _log_constant(self):
        cut = self._cut_probs()
        half = paddle.to_tensor(0.5, dtype=self.dtype)
        below = paddle.where(paddle.less_equal(cut, half), cut, paddle.zeros_like(cut))
        above = paddle.where(paddle.greater_equal(cut, half), cut, paddle.ones_like(cut))
        proposed = (paddle.log(2.0 * paddle.abs(self._tanh_inverse(1.0 - 2.0 * cut)))
                    - paddle.where(paddle.less_equal(cut, half), paddle.log1p(-2.0 * below),
                                   paddle.log(2.0 * above - 1.0)))
        x = paddle.square(self.probs - 0.5)
        taylor = paddle.log(paddle.to_tensor(2.0, dtype=self.dtype)) + (4.0 / 3.0 + 104.0 / 45.0 * x) * x
        return paddle.where(self._cut_support_region(), proposed, taylor)

    @property
    def mean(self):
        cut = self._cut_probs()
        ratio = paddle.divide(cut, 2.0 * cut - 1.0)
        proposed = ratio + paddle.divide(paddle.to_tensor(1.0, dtype=self.dtype),
                                         2.0 * self._tanh_inverse(1.0 - 2.0 * cut))
        x = self.probs - 0.5
        taylor = 0.5 + (1.0 / 3.0 + 16.0 / 45.0 * paddle.square(x)) * x
        return paddle.where(self._cut_support_region(), proposed, taylor)

    @property
    def variance(self):
        cut = self._cut_probs()
        ratio = paddle.divide(cut * (cut - 1.0), paddle.square(1.0 - 2.0 * cut))
        proposed = ratio + paddle.divide(paddle.to_tensor(1.0, dtype=self.dtype),
                                         paddle.square(paddle.log1p(-cut) - paddle.log(cut)))
        x = paddle.square(self.probs - 0.5)
        taylor = 1.0 / 12.0 - (1.0 / 15.0 - 128.0 / 945.0 * x) * x
        return paddle.where(self._cut_support_region(), proposed, taylor)

    def sample(self, shape=[]):
        with paddle.no_grad():
            return self.rsample(shape)

    def rsample(self, shape=[]):
        """Inverse-CDF draws of uniform noise."""
        if not isinstance(shape, Sequence):
            raise TypeError('sample shape must be Sequence object.')
        output_shape = tuple(tuple(shape) + tuple(self.batch_shape))
        return self.icdf(paddle.uniform(shape=output_shape, dtype=self.dtype, min=0, max=1))

    def log_prob(self, value):
        value = paddle.cast(value, dtype=self.dtype)
        eps = _EPS[_dtype_name(self.probs.dtype)]
        cross_entropy = paddle.nan_to_num(value * paddle.log(self.probs) + (1.0 - value) * paddle.log(1 - self.probs),
                                          neginf=-eps)
        return self._log_constant() + cross_entropy

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def entropy(self):
        log_p = paddle.log(self.probs)
        log_1_minus_p = paddle.log1p(-self.probs)
        return paddle.where(paddle.equal(self.probs, paddle.to_tensor(0.5, dtype=self.dtype)),
                            paddle.full_like(self.probs, 0.0),
                            -self._log_constant() + self.mean * (log_1_minus_p - log_p) - log_1_minus_p)

    def cdf(self, value):
        value = paddle.cast(value, dtype=self.dtype)
        cut = self._cut_probs()
        cdfs = ((paddle.pow(cut, value) * paddle.pow(1.0 - cut, 1.0 - value) + cut - 1.0) / (2.0 * cut - 1.0))
        inside = paddle.where(self._cut_support_region(), cdfs, value)
        return paddle.where(paddle.less_equal(value, paddle.to_tensor(0.0, dtype=self.dtype)), paddle.zeros_like(value),
                            paddle.where(paddle.greater_equal(value, paddle.to_tensor(1.0, dtype=self.dtype)),
                                         paddle.ones_like(value), inside))

    def icdf(self, value):
        value = paddle.cast(value, dtype=self.dtype)
        cut = self._cut_probs()
        inverted = ((paddle.log1p(-cut + value * (2.0 * cut - 1.0)) - paddle.log1p(-cut))
                    / (paddle.log(cut) - paddle.log1p(-cut)))
        return paddle.where(self._cut_support_region(), inverted, value)

    def kl_divergence(self, other):
        if self.batch_shape != other.batch_shape:
            raise ValueError('KL divergence of two Continuous Bernoulli distributions should share the same '
                             '`batch_shape`.')
        part1 = -self.entropy()
        log_q = paddle.log(other.probs)
        log_1_minus_q = paddle.log1p(-other.probs)
        part2 = -(other._log_constant() + self.mean * (log_q - log_1_minus_q) + log_1_minus_q)
        return part1 + part2
