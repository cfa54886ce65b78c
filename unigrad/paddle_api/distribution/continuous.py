"""Continuous distributions: ``Exponential``, ``Laplace``, ``Cauchy``, ``Gamma``, ``Dirichlet``, ``Beta``,
and the ``Independent`` wrapper that turns batch axes into event axes."""

import math
import numbers

import numpy as np

from unigrad import paddle_api as paddle
from unigrad.paddle_api.ops import digamma, lgamma
from unigrad.paddle_api.distribution.distribution import Distribution, _dtype_name, _sum_rightmost
from unigrad.paddle_api.distribution.exponential_family import ExponentialFamily
from unigrad.paddle_api.tensor import Tensor

_TINY32 = float(np.finfo(np.float32).tiny)


class Independent(Distribution):
    """Reinterprets the rightmost ``reinterpreted_batch_rank`` batch axes of ``base`` as event axes."""

    def __init__(self, base, reinterpreted_batch_rank):
        if not isinstance(base, Distribution):
            raise TypeError(f"Expected type of 'base' is Distribution, but got {type(base)}")
        if not 0 < reinterpreted_batch_rank <= len(base.batch_shape):
            raise ValueError(f'Expected 0 < reinterpreted_batch_rank <= {len(base.batch_shape)}, '
                             f'but got {reinterpreted_batch_rank}')
        self._base = base
        self._reinterpreted_batch_rank = reinterpreted_batch_rank
        shape = base.batch_shape + base.event_shape
        split = len(base.batch_shape) - reinterpreted_batch_rank
        super().__init__(batch_shape=shape[:split], event_shape=shape[split:])

    @property
    def mean(self):
        return self._base.mean

    @property
    def variance(self):
        return self._base.variance

    def sample(self, shape=[]):
        return self._base.sample(shape)

    def log_prob(self, value):
        return _sum_rightmost(self._base.log_prob(value), self._reinterpreted_batch_rank)

    def prob(self, value):
        return self.log_prob(value).exp()

    def entropy(self):
        return _sum_rightmost(self._base.entropy(), self._reinterpreted_batch_rank)

    def _sum_rightmost(self, value, n):
        return _sum_rightmost(value, n)


class Exponential(ExponentialFamily):
    """Exponential with ``rate``."""

    def __init__(self, rate):
        if self._validate_args(rate):
            self.rate = rate
            self.dtype = _dtype_name(rate.dtype)
        else:
            [self.rate] = self._to_tensor(rate)
            self.dtype = paddle.get_default_dtype()
        super().__init__(self.rate.shape)

    @property
    def mean(self):
        return self.rate.reciprocal()

    @property
    def variance(self):
        return self.rate.pow(-2)

    def sample(self, shape=[]):
        with paddle.no_grad():
            return self.rsample(shape)

    def rsample(self, shape=[]):
        shape = Distribution._extend_shape(self, sample_shape=shape)
        uniform = paddle.uniform(shape=shape, min=_TINY32, max=1.0, dtype=self.rate.dtype)
        return -paddle.log(uniform) / self.rate

    def prob(self, value):
        return self.rate * paddle.exp(-self.rate * value)

    def log_prob(self, value):
        return paddle.log(self.rate) - self.rate * value

    def entropy(self):
        return 1.0 - paddle.log(self.rate)

    def cdf(self, value):
        return 1.0 - paddle.exp(-self.rate * value)

    def icdf(self, value):
        return -paddle.log1p(-value) / self.rate

    def kl_divergence(self, other):
        if not isinstance(other, Exponential):
            raise TypeError(f'Expected type of other is Exponential, but got {type(other)}')
        rate_ratio = other.rate / self.rate
        return -paddle.log(rate_ratio) + rate_ratio - 1

    @property
    def _natural_parameters(self):
        return (-self.rate,)

    def _log_normalizer(self, x):
        return -paddle.log(-x)


def _real_or_tensor(value, what, kinds='Real|Variable'):
    if not isinstance(value, (numbers.Real, Tensor)):
        raise TypeError(f'Expected type of {what} is {kinds}, but got {type(value)}')
    return paddle.full(shape=(), fill_value=value) if isinstance(value, numbers.Real) else value


class Laplace(Distribution):
    """Laplace (double exponential) with location ``loc`` and scale ``scale``."""

    def __init__(self, loc, scale):
        loc = _real_or_tensor(loc, 'loc')
        scale = _real_or_tensor(scale, 'scale')
        if (len(scale.shape) > 0 or len(loc.shape) > 0) and loc.dtype == scale.dtype:
            self.loc, self.scale = paddle.broadcast_tensors([loc, scale])
        else:
            self.loc, self.scale = loc, scale
        super().__init__(self.loc.shape)

    @property
    def mean(self):
        return self.loc

    @property
    def stddev(self):
        return 2 ** 0.5 * self.scale

    @property
    def variance(self):
        return self.stddev.pow(2)

    def _validate_value(self, value):
        if isinstance(value, numbers.Real):
            value = paddle.full(shape=(), fill_value=value)
        if value.dtype != self.scale.dtype:
            value = paddle.cast(value, self.scale.dtype)
        if len(self.scale.shape) > 0 or len(self.loc.shape) > 0 or len(value.shape) > 0:
            return tuple(paddle.broadcast_tensors([self.loc, self.scale, value]))
        return self.loc, self.scale, value

    def log_prob(self, value):
        loc, scale, value = self._validate_value(value)
        return -paddle.log(2 * scale) - paddle.abs(value - loc) / scale

    def entropy(self):
        return 1 + paddle.log(2 * self.scale)

    def cdf(self, value):
        loc, scale, value = self._validate_value(value)
        item = 0.5 * (value - loc).sign() * paddle.expm1(-(value - loc).abs() / scale)
        return 0.5 - item

    def icdf(self, value):
        loc, scale, value = self._validate_value(value)
        term = value - 0.5
        return loc - scale * term.sign() * paddle.log1p(-2 * term.abs())

    def sample(self, shape=[]):
        with paddle.no_grad():
            return self.rsample(shape if isinstance(shape, tuple) else tuple(shape))

    def rsample(self, shape=[]):
        eps = self._get_eps()
        shape = self._extend_shape(shape)
        uniform = paddle.uniform(shape=shape, min=float(np.nextafter(-1, 1)) + eps / 2, max=1.0 - eps / 2,
                                 dtype=self.loc.dtype)
        return self.loc - self.scale * uniform.sign() * paddle.log1p(-uniform.abs())

    def _get_eps(self):
        # paddle's literal single/double epsilons, rounded as paddle writes them
        return 2.22045e-16 if _dtype_name(self.loc.dtype) in ('float64', 'complex128') else 1.19209e-07

    def kl_divergence(self, other):
        var_ratio = other.scale / self.scale
        t = paddle.abs(self.loc - other.loc)
        term1 = (self.scale * paddle.exp(-t / self.scale) + t) / other.scale
        return term1 + paddle.log(var_ratio) - 1


class Cauchy(Distribution):
    """Cauchy with location ``loc`` and scale ``scale`` (no mean or variance)."""

    def __init__(self, loc, scale, name=None):
        self.name = name if name is not None else 'Cauchy'
        loc = _real_or_tensor(loc, 'loc', 'Real|Variable|Value')
        scale = _real_or_tensor(scale, 'scale', 'Real|Variable|Value')
        if loc.shape != scale.shape:
            self.loc, self.scale = paddle.broadcast_tensors([loc, scale])
        else:
            self.loc, self.scale = loc, scale
        self.dtype = self.loc.dtype
        super().__init__(batch_shape=self.loc.shape, event_shape=())

    @property
    def mean(self):
        raise ValueError('Cauchy distribution has no mean.')

    @property
    def variance(self):
        raise ValueError('Cauchy distribution has no variance.')

    @property
    def stddev(self):
        raise ValueError('Cauchy distribution has no stddev.')

    def sample(self, shape=[], name=None):
        with paddle.no_grad():
            return self.rsample(shape, name)

    def rsample(self, shape=[], name=None):
        if not isinstance(shape, (np.ndarray, Tensor, list, tuple)):
            raise TypeError(f'Expected type of shape is Sequence[int], but got {type(shape)}')
        shape = self._extend_shape(shape if isinstance(shape, tuple) else tuple(shape))
        loc = self.loc.expand(shape)
        scale = self.scale.expand(shape)
        uniforms = paddle.rand(shape, dtype=self.dtype)
        return paddle.add(loc, paddle.multiply(scale, paddle.tan(np.pi * (uniforms - 0.5))))

    @staticmethod
    def _check_value(value):
        if not isinstance(value, Tensor):
            raise TypeError(f'Expected type of value is Variable or Value, but got {type(value)}')

    def prob(self, value):
        self._check_value(value)
        return self.log_prob(value).exp()

    def log_prob(self, value):
        self._check_value(value)
        value = self._check_values_dtype_in_probs(self.loc, value)
        loc, scale, value = paddle.broadcast_tensors([self.loc, self.scale, value])
        spread = -paddle.square(paddle.divide(paddle.subtract(value, loc), scale)).log1p()
        return paddle.subtract(spread, paddle.add(paddle.full(loc.shape, np.log(np.pi), dtype=self.dtype), scale.log()))

    def cdf(self, value):
        self._check_value(value)
        value = self._check_values_dtype_in_probs(self.loc, value)
        loc, scale, value = paddle.broadcast_tensors([self.loc, self.scale, value])
        return paddle.atan(paddle.divide(paddle.subtract(value, loc), scale)) / np.pi + 0.5

    def entropy(self):
        return paddle.add(paddle.full(self.loc.shape, np.log(4 * np.pi), dtype=self.dtype), self.scale.log())

    def kl_divergence(self, other):
        if not isinstance(other, Cauchy):
            raise TypeError(f'Expected type of other is Cauchy, but got {type(other)}')
        t1 = paddle.add(paddle.pow(paddle.add(self.scale, other.scale), 2),
                        paddle.pow(paddle.subtract(self.loc, other.loc), 2)).log()
        t2 = (4 * paddle.multiply(self.scale, other.scale)).log()
        return paddle.subtract(t1, t2)


class Gamma(ExponentialFamily):
    """Gamma with shape ``concentration`` and inverse scale ``rate``."""

    def __init__(self, concentration, rate):
        if self._validate_args(concentration, rate):
            self.concentration, self.rate = concentration, rate
            self.dtype = _dtype_name(concentration.dtype)
        else:
            [self.concentration, self.rate] = self._to_tensor(concentration, rate)
            self.dtype = paddle.get_default_dtype()
        super().__init__(self.concentration.shape)

    @property
    def mean(self):
        return self.concentration / self.rate

    @property
    def variance(self):
        return self.concentration / self.rate.pow(2)

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def log_prob(self, value):
        return (self.concentration * paddle.log(self.rate) + (self.concentration - 1) * paddle.log(value)
                - self.rate * value - lgamma(self.concentration))

    def entropy(self):
        return (self.concentration - paddle.log(self.rate) + lgamma(self.concentration)
                + (1.0 - self.concentration) * digamma(self.concentration))

    def sample(self, shape=[]):
        with paddle.no_grad():
            return self.rsample(shape)

    def rsample(self, shape=[]):
        shape = Distribution._extend_shape(self, sample_shape=shape)
        return _standard_gamma(self.concentration.expand(shape)) / self.rate.expand(shape)

    def kl_divergence(self, other):
        if not isinstance(other, Gamma):
            raise TypeError(f'Expected type of other is Exponential, but got {type(other)}')
        t1 = other.concentration * paddle.log(self.rate / other.rate)
        t2 = lgamma(other.concentration) - lgamma(self.concentration)
        t3 = (self.concentration - other.concentration) * digamma(self.concentration)
        t4 = (other.rate - self.rate) * (self.concentration / self.rate)
        return t1 + t2 + t3 + t4

    def _natural_parameters(self):
        return (self.concentration - 1, -self.rate)

    def _log_normalizer(self, x, y):
        return lgamma(x + 1) + (x + 1) * paddle.log(-y.reciprocal())


class Dirichlet(ExponentialFamily):
    """Dirichlet over the simplex of the last axis of ``concentration``."""

    def __init__(self, concentration):
        if concentration.dim() < 1 or math.prod(concentration.shape) == 0:
            raise ValueError('`concentration` parameter must be at least one dimensional')
        self.concentration = concentration
        super().__init__(concentration.shape[:-1], concentration.shape[-1:])

    @property
    def mean(self):
        return self.concentration / self.concentration.sum(-1, keepdim=True)

    @property
    def variance(self):
        total = self.concentration.sum(-1, keepdim=True)
        return self.concentration * (total - self.concentration) / (total.pow(2) * (total + 1))

    def sample(self, shape=[]):
        shape = shape if isinstance(shape, tuple) else tuple(shape)
        return _dirichlet(self.concentration.expand(self._extend_shape(shape)))

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def log_prob(self, value):
        return ((paddle.log(value) * (self.concentration - 1.0)).sum(-1) + lgamma(self.concentration.sum(-1))
                - lgamma(self.concentration).sum(-1))

    def entropy(self):
        total = self.concentration.sum(-1)
        k = self.concentration.shape[-1]
        return (lgamma(self.concentration).sum(-1) - lgamma(total) - (k - total) * digamma(total)
                - ((self.concentration - 1.0) * digamma(self.concentration)).sum(-1))

    @property
    def _natural_parameters(self):
        return (self.concentration,)

    def _log_normalizer(self, x):
        return lgamma(x).sum(-1) - lgamma(x.sum(-1))


class Beta(ExponentialFamily):
    """Beta with shapes ``alpha`` and ``beta``, computed as a two-category Dirichlet."""

    def __init__(self, alpha, beta):
        if isinstance(alpha, numbers.Real):
            alpha = paddle.full(shape=[], fill_value=alpha)
        if isinstance(beta, numbers.Real):
            beta = paddle.full(shape=[], fill_value=beta)
        self.alpha, self.beta = paddle.broadcast_tensors([alpha, beta])
        self._dirichlet = Dirichlet(paddle.stack([self.alpha, self.beta], -1))
        super().__init__(self._dirichlet._batch_shape)

    @property
    def mean(self):
        return self.alpha / (self.alpha + self.beta)

    @property
    def variance(self):
        total = self.alpha + self.beta
        return self.alpha * self.beta / (total.pow(2) * (total + 1))

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def log_prob(self, value):
        return self._dirichlet.log_prob(paddle.stack([value, 1.0 - value], -1))

    def sample(self, shape=[]):
        shape = shape if isinstance(shape, tuple) else tuple(shape)
        return paddle.squeeze(self._dirichlet.sample(shape)[..., 0], axis=-1)

    def entropy(self):
        return self._dirichlet.entropy()

    @property
    def _natural_parameters(self):
        return (self.alpha, self.beta)

    def _log_normalizer(self, x, y):
        return lgamma(x) + lgamma(y) - lgamma(x + y)


def _standard_gamma(concentration):
    """paddle.standard_gamma's draws (see ``_gamma``)."""
    from unigrad.paddle_api.distribution._gamma import standard_gamma
    from unigrad.paddle_api.tensor import wrap
    return wrap(standard_gamma(concentration._torch))


def _dirichlet(concentration):
    """The dirichlet kernel's draws (see ``_gamma``)."""
    from unigrad.paddle_api.distribution._gamma import dirichlet
    from unigrad.paddle_api.tensor import wrap
    return wrap(dirichlet(concentration._torch))
