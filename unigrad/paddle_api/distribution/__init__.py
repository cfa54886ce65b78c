"""``paddle.distribution``: probability distributions, transforms and their KL divergences, on the paddle
dialect's ops."""

from unigrad.paddle_api.distribution import transform
from unigrad.paddle_api.distribution.continuous_bernoulli import ContinuousBernoulli
from unigrad.paddle_api.distribution.continuous import (Beta, Cauchy, Dirichlet, Exponential, Gamma, Independent,
                                                        Laplace)
from unigrad.paddle_api.distribution.discrete import Bernoulli, Binomial, Categorical, Geometric, Multinomial, Poisson
from unigrad.paddle_api.distribution.distribution import Distribution
from unigrad.paddle_api.distribution.exponential_family import ExponentialFamily
from unigrad.paddle_api.distribution.kl import _register_defaults, kl_divergence, register_kl
from unigrad.paddle_api.distribution.lkj_cholesky import LKJCholesky
from unigrad.paddle_api.distribution.multivariate_normal import MultivariateNormal
from unigrad.paddle_api.distribution.normal import Normal, Uniform
from unigrad.paddle_api.distribution.student_t import Chi2, StudentT
from unigrad.paddle_api.distribution.transform import (AbsTransform, AffineTransform, ChainTransform, ExpTransform,
                                                       IndependentTransform, PowerTransform, ReshapeTransform,
                                                       SigmoidTransform, SoftmaxTransform, StackTransform,
                                                       StickBreakingTransform, TanhTransform, Transform)
from unigrad.paddle_api.distribution.transformed_distribution import Gumbel, LogNormal, TransformedDistribution

_register_defaults()

from unigrad.paddle_api.distribution import (bernoulli, beta, continuous_bernoulli, binomial, categorical, cauchy, constraint,  # noqa: E402,F401
                                             dirichlet, distribution, exponential, exponential_family, gamma,
                                             geometric, gumbel, independent, kl, laplace, lkj_cholesky, lognormal, multinomial, multivariate_normal,
                                             chi2, normal, poisson, student_t, uniform, variable)

# classes print (and name themselves in messages) with the module paddle defines them in
for _module, _classes in ((bernoulli, 'Bernoulli'), (binomial, 'Binomial'), (categorical, 'Categorical'),
                          (geometric, 'Geometric'), (multinomial, 'Multinomial'), (poisson, 'Poisson'),
                          (beta, 'Beta'), (cauchy, 'Cauchy'), (dirichlet, 'Dirichlet'), (exponential, 'Exponential'),
                          (gamma, 'Gamma'), (laplace, 'Laplace'), (independent, 'Independent'), (uniform, 'Uniform'),
                          (gumbel, 'Gumbel'), (lognormal, 'LogNormal'), (chi2, 'Chi2'), (constraint, 'Constraint Range')):
    for _name in _classes.split():
        getattr(_module, _name).__module__ = _module.__name__
del _module, _classes, _name

__all__ = ['Bernoulli', 'Beta', 'Categorical', 'Cauchy', 'Dirichlet', 'Distribution', 'Exponential',
           'ExponentialFamily', 'Multinomial', 'Normal', 'Uniform', 'kl_divergence', 'register_kl', 'Independent',
           'TransformedDistribution', 'Laplace', 'LogNormal', 'Gamma', 'Gumbel', 'Geometric', 'Binomial', 'Poisson', 'Chi2', 'StudentT', 'ContinuousBernoulli', 'MultivariateNormal', 'LKJCholesky']
__all__.extend(transform.__all__)
