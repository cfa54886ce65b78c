"""Discrete distributions: ``Categorical``, ``Bernoulli``, ``Geometric``, ``Multinomial``, ``Poisson``, ``Binomial``."""

import numbers
from collections.abc import Iterable, Sequence

import numpy as np

from unigrad import paddle_api as paddle
from unigrad.paddle_api.ops import lgamma
from unigrad.paddle_api.distribution.distribution import Distribution, _dtype_name, _sigmoid
from unigrad.paddle_api.distribution.exponential_family import ExponentialFamily
from unigrad.paddle_api.tensor import Tensor

_EPS = {'float32': float(np.finfo(np.float32).eps), 'float64': float(np.finfo(np.float64).eps)}


class Categorical(Distribution):
    """Categorical over the last axis of ``logits`` (read as unnormalized probabilities, as paddle does)."""

    def __init__(self, logits, name=None):
        self.name = name if name is not None else 'Categorical'
        self.dtype = 'float32'
        if self._validate_args(logits):
            self.logits = logits
            self.dtype = _dtype_name(logits.dtype)
        else:
            if isinstance(logits, np.ndarray) and str(logits.dtype) in ('float32', 'float64'):
                self.dtype = str(logits.dtype)
            self.logits = self._to_tensor(logits)[0]
            if self.dtype != _dtype_name(self.logits.dtype):
                self.logits = paddle.cast(self.logits, dtype=self.dtype)
        self._prob = self.logits / paddle.sum(self.logits, axis=-1, keepdim=True)

    def sample(self, shape=[]):
        """Category indices of ``shape + batch_shape`` drawn through ``paddle.multinomial``."""
        count = np.prod(np.array(shape))
        logits_shape = list(self.logits.shape)
        if len(logits_shape) > 1:
            sample_shape = shape + logits_shape[:-1]
            logits = paddle.reshape(self.logits, [int(np.prod(logits_shape[:-1])), logits_shape[-1]])
        else:
            sample_shape = shape
            logits = self.logits
        index = paddle.multinomial(self._logits_to_probs(logits), int(count), True)
        order = list(range(index.dim()))
        order.insert(0, order.pop(-1))
        return paddle.reshape(index.transpose(order), sample_shape)

    def _normalized(self, logits):
        shifted = logits - paddle.max(logits, axis=-1, keepdim=True)
        exps = paddle.exp(shifted)
        return shifted, exps, paddle.sum(exps, axis=-1, keepdim=True)

    def kl_divergence(self, other):
        logits, exps, z = self._normalized(self.logits)
        other_logits, _, other_z = self._normalized(other.logits)
        prob = exps / z
        return paddle.sum(prob * (logits - paddle.log(z) - other_logits + paddle.log(other_z)), axis=-1, keepdim=True)

    def entropy(self):
        logits, exps, z = self._normalized(self.logits)
        prob = exps / z
        return paddle.scale(paddle.sum(prob * (logits - paddle.log(z)), axis=-1), scale=-1.0)

    def probs(self, value):
        """Probabilities of the category indices ``value``."""
        if len(self._prob.shape) == 1:
            return paddle.gather(self._prob, value.reshape([-1])).reshape(value.shape)
        if len(value.shape) == 1:
            index = paddle.reshape(value, (len(self._prob.shape) - 1) * [1] + [-1])
            return paddle.take_along_axis(self._prob, index, axis=-1)
        return paddle.take_along_axis(self._prob, value, axis=-1)

    def log_prob(self, value):
        return paddle.log(self.probs(value))


def _clip_probs(probs, dtype):
    eps = _EPS.get(dtype)
    return paddle.clip(probs, min=eps, max=1 - eps).astype(dtype)


class Bernoulli(ExponentialFamily):
    """Bernoulli with success probability ``probs`` (clipped into ``[eps, 1-eps]``)."""

    def __init__(self, probs, name=None):
        self.name = name or 'Bernoulli'
        if self._validate_args(probs):
            self.probs = probs
            self.dtype = _dtype_name(probs.dtype)
        else:
            [self.probs] = self._to_tensor(probs)
            self.dtype = paddle.get_default_dtype()
        self.probs = _clip_probs(self.probs, self.dtype)
        self.logits = self._probs_to_logits(self.probs, is_binary=True)
        super().__init__(batch_shape=self.probs.shape, event_shape=())

    @property
    def mean(self):
        return self.probs

    @property
    def variance(self):
        return paddle.multiply(self.probs, 1 - self.probs)

    def sample(self, shape=[]):
        shape = self._extend_shape(shape if isinstance(shape, tuple) else tuple(shape))
        with paddle.no_grad():
            return paddle.bernoulli(self.probs.expand(shape))

    def rsample(self, shape=[], temperature=1.0):
        """Relaxed (Gumbel-softmax style) draws: logistic noise plus logits, over ``temperature``."""
        shape = self._extend_shape(shape if isinstance(shape, tuple) else tuple(shape))
        temperature = paddle.full(shape=(), fill_value=temperature, dtype=self.dtype)
        probs = self.probs.expand(shape)
        uniforms = paddle.rand(shape, dtype=self.dtype)
        noise = paddle.subtract(uniforms.log(), (-uniforms).log1p())
        return paddle.divide(paddle.add(noise, paddle.subtract(probs.log(), (-probs).log1p())), temperature)

    def cdf(self, value):
        value = self._check_values_dtype_in_probs(self.probs, value)
        probs, value = paddle.broadcast_tensors([self.probs, value])
        zeros = paddle.zeros_like(probs)
        ones = paddle.ones_like(probs)
        return paddle.where(value < 0, zeros, paddle.where(value < 1, paddle.subtract(ones, probs), ones))

    def log_prob(self, value):
        value = self._check_values_dtype_in_probs(self.probs, value)
        logits, value = paddle.broadcast_tensors([self.logits, value])
        # paddle's kernel gives its label no gradient
        return -paddle.nn.functional.binary_cross_entropy_with_logits(logits, value.detach(), reduction='none')

    def prob(self, value):
        return self.log_prob(value).exp()

    def entropy(self):
        # paddle's kernel gives its label (here the probabilities) no gradient
        return paddle.nn.functional.binary_cross_entropy_with_logits(self.logits, self.probs.detach(), reduction='none')

    def kl_divergence(self, other):
        softplus, sigmoid = paddle.nn.functional.softplus, _sigmoid
        a_logits, b_logits = self.logits, other.logits
        log_pa = -softplus(-a_logits)
        log_pb = -softplus(-b_logits)
        pa = sigmoid(a_logits)
        one_minus_pa = sigmoid(-a_logits)
        log_one_minus_pa = -softplus(a_logits)
        log_one_minus_pb = -softplus(b_logits)
        return paddle.add(paddle.subtract(paddle.multiply(log_pa, pa), paddle.multiply(log_pb, pa)),
                          paddle.subtract(paddle.multiply(log_one_minus_pa, one_minus_pa),
                                          paddle.multiply(log_one_minus_pb, one_minus_pa)))


def _integral_or_tensor(k):
    if not isinstance(k, (numbers.Integral, Tensor)):
        raise TypeError(f'Expected type of k is number.Real|framework.Variable|Value, but got {type(k)}')


class Geometric(Distribution):
    """Number of failures before the first success, success probability ``probs``."""

    def __init__(self, probs):
        if not isinstance(probs, (numbers.Real, Tensor)):
            raise TypeError(f'Expected type of probs is Number.Real|Tensor|framework.Variable|Value, '
                            f'but got {type(probs)}')
        if isinstance(probs, numbers.Real):
            probs = paddle.full(shape=(), fill_value=probs, dtype=paddle.float32)
        self.probs = probs
        super().__init__(tuple(probs.shape))

    @property
    def mean(self):
        return 1.0 / self.probs - 1.0

    @property
    def variance(self):
        return paddle.to_tensor((1.0 / self.probs - 1.0) / self.probs, dtype=self.probs.dtype)

    @property
    def stddev(self):
        return paddle.sqrt(self.variance)

    def pmf(self, k):
        _integral_or_tensor(k)
        return paddle.pow(1.0 - self.probs, k) * self.probs

    def log_pmf(self, k):
        _integral_or_tensor(k)
        return paddle.log(self.pmf(k))

    def sample(self, shape=[]):
        with paddle.no_grad():
            return self.rsample(shape)

    def rsample(self, shape=[]):
        shape = Distribution._extend_shape(self, sample_shape=shape)
        uniform = paddle.uniform(shape=shape, min=float(np.finfo(np.float32).tiny), max=1.0, dtype=self.probs.dtype)
        return paddle.floor(paddle.log(uniform) / paddle.log1p(-self.probs))

    def entropy(self):
        x = (1.0 - self.probs) * paddle.log(1.0 - self.probs)
        y = self.probs * paddle.log(self.probs)
        return -(x + y) / self.probs

    def cdf(self, k):
        _integral_or_tensor(k)
        return 1.0 - paddle.pow(1.0 - self.probs, k + 1)

    def kl_divergence(self, other):
        if not isinstance(other, Geometric):
            raise TypeError(f'Exacted type of other is geometric.Geometric, but got {type(other)}')
        p, q = self.probs, other.probs
        return p * paddle.log(p / q) + (1.0 - p) * paddle.log((1.0 - p) / (1.0 - q))


def _clip_by_zero(x):
    return (x.clip(min=0) + x - x.clip(max=0)) / 2


class Multinomial(Distribution):
    """Counts of ``total_count`` categorical draws with probabilities ``probs`` (last axis)."""

    def __init__(self, total_count, probs):
        if not isinstance(total_count, int) or total_count < 1:
            raise ValueError('input parameter total_count must be int type and grater than zero.')
        if probs.dim() < 1:
            raise ValueError('probs parameter should not be none and over one dimension')
        self.probs = probs / probs.sum(-1, keepdim=True)
        self.total_count = total_count
        self._categorical = Categorical(logits=self._probs_to_logits(probs))
        super().__init__(probs.shape[:-1], probs.shape[-1:])

    @property
    def mean(self):
        return self.probs * self.total_count

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def log_prob(self, value):
        if paddle.is_integer(value):
            value = paddle.cast(value, self.probs.dtype)
        logits, value = paddle.broadcast_tensors([paddle.log(self.probs), value])
        logits[(value == 0) & paddle.isinf(logits)] = 0
        return (lgamma(value.sum(-1) + 1) - lgamma(value + 1).sum(-1)
                + (value * logits).sum(-1))

    def sample(self, shape=[]):
        if not isinstance(shape, Iterable):
            raise TypeError('sample shape must be Iterable object.')
        samples = self._categorical.sample([self.total_count, *list(shape)])
        return paddle.nn.functional.one_hot(samples, self.probs.shape[-1]).cast(self.probs.dtype).sum(0)

    def entropy(self):
        n = paddle.full(shape=[], fill_value=self.total_count, dtype=self.probs.dtype)
        support = paddle.arange(self.total_count + 1, dtype=self.probs.dtype).reshape(
            (-1,) + (1,) * len(self.probs.shape))[1:]
        binomial_pmf = paddle.exp(self._binomial_logpmf(n, support))
        return (n * self._categorical.entropy() - lgamma(n + 1)
                + (binomial_pmf * lgamma(support + 1)).sum([0, -1]))

    def _binomial_logpmf(self, count, value):
        logits = self._probs_to_logits(self.probs, is_binary=True)
        factor_n = lgamma(count + 1)
        factor_k = lgamma(value + 1)
        factor_nmk = lgamma(count - value + 1)
        norm = count * _clip_by_zero(logits) + count * paddle.log1p(paddle.exp(-paddle.abs(logits))) - factor_n
        return value * logits - factor_k - factor_nmk - norm


class Poisson(Distribution):
    """Poisson with ``rate``; entropy and KL sum over a bounded support."""

    def __init__(self, rate):
        self.dtype = paddle.get_default_dtype()
        if isinstance(rate, (float, int)):
            rate = paddle.to_tensor([rate], dtype=self.dtype)
        else:
            self.dtype = _dtype_name(rate.dtype)
        self.rate = rate
        super().__init__(self.rate.shape)

    @property
    def mean(self):
        return self.rate

    @property
    def variance(self):
        return self.rate

    def sample(self, shape=[]):
        if not isinstance(shape, Sequence):
            raise TypeError('sample shape must be Sequence object.')
        output_shape = tuple(tuple(shape) + tuple(self.batch_shape))
        rate = paddle.broadcast_to(self.rate, shape=output_shape)
        with paddle.no_grad():
            return _poisson(rate)

    def entropy(self):
        values = self._enumerate_bounded_support(self.rate).reshape((-1,) + (1,) * len(self.batch_shape))
        log_prob = self.log_prob(values)
        proposed = -(paddle.exp(log_prob) * log_prob).sum(0)
        mask = paddle.cast(paddle.not_equal(self.rate, paddle.to_tensor(0.0, dtype=self.dtype)), dtype=self.dtype)
        return paddle.multiply(proposed, mask)

    def _enumerate_bounded_support(self, rate):
        if paddle.greater_equal(paddle.max(rate), paddle.to_tensor(1.0, dtype=self.dtype)):
            s_max = paddle.sqrt(paddle.max(rate))
        else:
            s_max = paddle.ones_like(rate, dtype=self.dtype)
        upper = paddle.max(paddle.cast(rate + 30 * s_max, dtype='int32'))
        return paddle.arange(0, upper, dtype=self.dtype)

    def log_prob(self, value):
        value = paddle.cast(value, dtype=self.dtype)
        eps = _EPS[_dtype_name(self.rate.dtype)]
        return paddle.nan_to_num(-self.rate + value * paddle.log(self.rate) - lgamma(value + 1), neginf=-eps)

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def kl_divergence(self, other):
        if self.batch_shape != other.batch_shape:
            raise ValueError('KL divergence of two poisson distributions should share the same `batch_shape`.')
        rate_max = paddle.max(paddle.maximum(self.rate, other.rate))
        a_max = paddle.max(self._enumerate_bounded_support(rate_max))
        support = paddle.arange(0, a_max, dtype=self.dtype).reshape((-1,) + (1,) * len(self.batch_shape))
        log_prob_1 = self.log_prob(support)
        log_prob_2 = other.log_prob(support)
        return (paddle.exp(log_prob_1) * (log_prob_1 - log_prob_2)).sum(0)


class Binomial(Distribution):
    """Number of successes in ``total_count`` trials of probability ``probs``."""

    def __init__(self, total_count, probs):
        self.dtype = paddle.get_default_dtype()
        if isinstance(probs, float):
            probs = paddle.to_tensor(probs, dtype=self.dtype)
        else:
            self.dtype = probs.dtype
        if isinstance(total_count, int):
            total_count = paddle.to_tensor(total_count, dtype=self.dtype)
        else:
            total_count = paddle.cast(total_count, dtype=self.dtype)
        self.total_count, self.probs = paddle.broadcast_tensors([total_count, probs])
        super().__init__(self.total_count.shape)

    @property
    def mean(self):
        return self.total_count * self.probs

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def sample(self, shape=[]):
        if not isinstance(shape, Sequence):
            raise TypeError('sample shape must be Sequence object.')
        with paddle.set_grad_enabled(False):
            output_shape = tuple(tuple(shape) + tuple(self.batch_shape))
            count = paddle.broadcast_to(self.total_count, shape=output_shape)
            probs = paddle.broadcast_to(self.probs, shape=output_shape)
            return paddle.cast(_binomial(paddle.cast(count, dtype='int32'), probs), self.dtype)

    def entropy(self):
        log_prob = self.log_prob(self._enumerate_support())
        return -(paddle.exp(log_prob) * log_prob).sum(0)

    def _enumerate_support(self):
        values = paddle.arange(1 + paddle.max(self.total_count), dtype=self.dtype)
        return values.reshape((-1,) + (1,) * len(self.batch_shape))

    def log_prob(self, value):
        value = paddle.cast(value, dtype=self.dtype)
        log_comb = (lgamma(self.total_count + 1.0) - lgamma(self.total_count - value + 1.0)
                    - lgamma(value + 1.0))
        eps = _EPS[_dtype_name(self.probs.dtype)]
        probs = paddle.clip(self.probs, min=eps, max=1 - eps)
        return paddle.nan_to_num(log_comb + value * paddle.log(probs) + (self.total_count - value) * paddle.log(1 - probs),
                                 neginf=-eps)

    def prob(self, value):
        return paddle.exp(self.log_prob(value))

    def kl_divergence(self, other):
        support = self._enumerate_support()
        log_prob_1 = self.log_prob(support)
        log_prob_2 = other.log_prob(support)
        return paddle.multiply(paddle.exp(log_prob_1), paddle.subtract(log_prob_1, log_prob_2)).sum(0)


def _poisson(rate):
    """paddle.poisson: libstdc++'s Poisson draws on paddle's engine (see ``_poisson``)."""
    from unigrad.paddle_api.distribution._poisson import poisson
    from unigrad.paddle_api.tensor import wrap
    return wrap(poisson(rate._torch))


def _binomial(count, probs):
    """paddle.binomial's int64 draws (see ``_binomial``)."""
    from unigrad.paddle_api.distribution._binomial import binomial
    from unigrad.paddle_api.tensor import wrap
    return wrap(binomial(count._torch, probs._torch))
