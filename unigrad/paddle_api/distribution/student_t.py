"""``Chi2`` (a Gamma with rate 1/2) and ``StudentT``."""

import math
from collections.abc import Sequence

from unigrad import paddle_api as paddle
from unigrad.paddle_api.ops import digamma, lgamma
from unigrad.paddle_api.distribution.continuous import Gamma
from unigrad.paddle_api.distribution.distribution import Distribution, _dtype_name


class Chi2(Gamma):
    """Chi-squared with ``df`` degrees of freedom."""

    def __init__(self, df):
        if self._validate_args(df):
            self.df = df
            self.dtype = _dtype_name(df.dtype)
        else:
            [self.df] = self._to_tensor(df)
            self.dtype = paddle.get_default_dtype()
        self.rate = paddle.full_like(self.df, 0.5)
        if not paddle.all(self.df > 0):
            raise ValueError('The arg of `df` must be positive.')
        super().__init__(self.df * 0.5, self.rate)


class StudentT(Distribution):
    """Student's t with ``df`` degrees of freedom, location ``loc`` and scale ``scale``."""

    def __init__(self, df, loc, scale, name=None):
        self.name = name if name is not None else 'StudentT'
        self.df, self.loc, self.scale = self._broadcast_all(df, loc, scale)
        if not self._check_nonnegative(self.df):
            raise ValueError('Every element of input parameter `df` should be nonnegative.')
        if not self._check_nonnegative(self.scale):
            raise ValueError('Every element of input parameter `scale` should be nonnegative.')
        super().__init__(self.df.shape)
        self._chi2 = Gamma(0.5 * self.df, paddle.full_like(self.df, 0.5))

    def _check_nonnegative(self, value):
        return (value >= 0.0).all()

    @property
    def mean(self):
        return paddle.where(self.df > 1.0, self.loc, paddle.full_like(self.loc, fill_value=float('nan')))

    @property
    def variance(self):
        var = self.df.clone().detach()
        var = paddle.where(self.df > 2.0, self.scale.pow(2) * var / (var - 2),
                           paddle.full_like(var, fill_value=float('nan')))
        infinite = (self.df <= 2.0).logical_and(self.df > 1.0)
        return paddle.where(infinite, paddle.full_like(var, fill_value=float('inf')), var)

    def sample(self, shape=[]):
        """Normal over the root of a scaled chi-squared draw (the chi-squared draws are not paddle's bits)."""
        if not isinstance(shape, Sequence):
            raise TypeError('sample shape must be Sequence object.')
        z = paddle.normal(shape=self._extend_shape(shape))
        chi2 = self._chi2.sample(shape)
        return self.loc + self.scale * (z * paddle.rsqrt(chi2 / self.df))

    def entropy(self):
        lbeta = lgamma(0.5 * self.df) + math.lgamma(0.5) - lgamma(0.5 * (self.df + 1))
        return (self.scale.log() + 0.5 * (self.df + 1) * (digamma(0.5 * (self.df + 1)) - digamma(0.5 * self.df))
                + 0.5 * self.df.log() + lbeta)

    def log_prob(self, value):
        value = self._check_values_dtype_in_probs(self.df, value)
        y = (value - self.loc) / self.scale
        z = (self.scale.log() + 0.5 * self.df.log() + 0.5 * math.log(math.pi) + lgamma(0.5 * self.df)
             - lgamma(0.5 * (self.df + 1.0)))
        return -0.5 * (self.df + 1.0) * paddle.log1p(y ** 2.0 / self.df) - z

    def prob(self, value):
        return paddle.exp(self.log_prob(value))
