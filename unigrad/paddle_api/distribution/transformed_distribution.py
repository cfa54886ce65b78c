"""``TransformedDistribution`` (a base distribution pushed through transforms), and the two paddle builds on it:
``LogNormal`` and ``Gumbel``."""

import math
import numbers
import typing

import numpy as np

from unigrad import paddle_api as paddle
from unigrad.paddle_api.distribution import transform
from unigrad.paddle_api.distribution.continuous import Independent
from unigrad.paddle_api.distribution.distribution import Distribution, _sum_rightmost
from unigrad.paddle_api.distribution.normal import Normal, Uniform
from unigrad.paddle_api.tensor import Tensor


class TransformedDistribution(Distribution):
    """The distribution of ``transforms`` applied (in order) to draws of ``base``."""

    def __init__(self, base, transforms):
        if not isinstance(base, Distribution):
            raise TypeError(f"Expected type of 'base' is Distribution, but got {type(base)}.")
        if not isinstance(transforms, typing.Sequence):
            raise TypeError(f"Expected type of 'transforms' is Sequence[Transform] or Chain, "
                            f"but got {type(transforms)}.")
        if not all(isinstance(t, transform.Transform) for t in transforms):
            raise TypeError('All element of transforms must be Transform type.')
        chain = transform.ChainTransform(transforms)
        base_shape = base.batch_shape + base.event_shape
        self._base = base
        self._transforms = transforms
        if not transforms:
            super().__init__(base.batch_shape, base.event_shape)
            return
        if len(base_shape) < chain._domain.event_rank:
            raise ValueError(f"'base' needs to have shape with size at least {chain._domain.event_rank}, "
                             f"bug got {len(base_shape)}.")
        if chain._domain.event_rank > len(base.event_shape):
            base = Independent(base, chain._domain.event_rank - len(base.event_shape))
        shape = chain.forward_shape(base.batch_shape + base.event_shape)
        event_rank = chain._codomain.event_rank + max(len(base.event_shape) - chain._domain.event_rank, 0)
        super().__init__(shape[:len(shape) - event_rank], shape[len(shape) - event_rank:])

    def sample(self, shape=[]):
        x = self._base.sample(shape)
        for t in self._transforms:
            x = t.forward(x)
        return x

    def rsample(self, shape=[]):
        x = self._base.rsample(shape)
        for t in self._transforms:
            x = t.forward(x)
        return x

    def log_prob(self, value):
        """Base log-density at the preimage minus the transforms' log-det-Jacobians."""
        log_prob = 0.0
        y = value
        event_rank = len(self.event_shape)
        for t in reversed(self._transforms):
            x = t.inverse(y)
            event_rank += t._domain.event_rank - t._codomain.event_rank
            log_prob = log_prob - _sum_rightmost(t.forward_log_det_jacobian(x), event_rank - t._domain.event_rank)
            y = x
        log_prob += _sum_rightmost(self._base.log_prob(y), event_rank - len(self._base.event_shape))
        return log_prob


class LogNormal(TransformedDistribution):
    """``exp`` of a Normal(``loc``, ``scale``)."""

    def __init__(self, loc, scale):
        self._base = Normal(loc=loc, scale=scale)
        self.loc = self._base.loc
        self.scale = self._base.scale
        super().__init__(self._base, [transform.ExpTransform()])

    @property
    def mean(self):
        return paddle.exp(self._base.mean + self._base.variance / 2)

    @property
    def variance(self):
        return paddle.expm1(self._base.variance) * paddle.exp(2 * self._base.mean + self._base.variance)

    def entropy(self):
        return self._base.entropy() + self._base.mean

    def probs(self, value):
        return paddle.exp(self.log_prob(value))

    def kl_divergence(self, other):
        return self._base.kl_divergence(other._base)


class Gumbel(TransformedDistribution):
    """Gumbel (type-I extreme value) with location ``loc`` and scale ``scale``."""

    def __init__(self, loc, scale):
        for value, what in ((loc, 'loc'), (scale, 'scale')):
            if not isinstance(value, (numbers.Real, Tensor)):
                raise TypeError(f'Expected type of {what} is Real|Variable|Value, but got {type(value)}')
        if isinstance(loc, numbers.Real):
            loc = paddle.full(shape=(), fill_value=loc)
        if isinstance(scale, numbers.Real):
            scale = paddle.full(shape=(), fill_value=scale)
        if loc.shape != scale.shape:
            self.loc, self.scale = paddle.broadcast_tensors([loc, scale])
        else:
            self.loc, self.scale = loc, scale
        finfo = np.finfo(np.float32)
        self.base_dist = Uniform(paddle.full_like(self.loc, float(finfo.tiny)),
                                 paddle.full_like(self.loc, float(1 - finfo.eps)))
        self.transforms = ()
        super().__init__(self.base_dist, self.transforms)

    @property
    def mean(self):
        return self.loc + self.scale * np.euler_gamma

    @property
    def variance(self):
        temp = paddle.full(shape=self.loc.shape, fill_value=math.pi * math.pi, dtype=self.scale.dtype)
        return paddle.pow(self.scale, 2) * temp / 6

    @property
    def stddev(self):
        return paddle.sqrt(self.variance)

    def prob(self, value):
        y = (self.loc - value.astype(self.loc.dtype)) / self.scale.astype(self.loc.dtype)
        return paddle.exp(y - paddle.exp(y)) / self.scale.astype(y.dtype)

    def log_prob(self, value):
        return paddle.log(self.prob(value))

    def cdf(self, value):
        return paddle.exp(-paddle.exp(-(value - self.loc.astype(value.dtype)) / self.scale.astype(value.dtype)))

    def entropy(self):
        return paddle.log(self.scale) + 1 + np.euler_gamma

    def sample(self, shape=[]):
        with paddle.no_grad():
            return self.rsample(shape)

    def rsample(self, shape=[]):
        """``loc - scale * log(-log(u))`` for uniform ``u``, through paddle's transforms."""
        exp = transform.ExpTransform()
        negate = transform.AffineTransform(paddle.full(shape=self.scale.shape, fill_value=0, dtype=self.loc.dtype),
                                           -paddle.ones_like(self.scale))
        shift = transform.AffineTransform(self.loc, -self.scale)
        return shift.forward(exp.inverse(negate.forward(exp.inverse(self._base.sample(shape)))))
