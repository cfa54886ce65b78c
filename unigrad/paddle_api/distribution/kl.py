"""``kl_divergence`` and ``register_kl``: KL divergences dispatched on the two distributions' classes."""

import functools
import warnings

from unigrad import paddle_api as paddle
from unigrad.paddle_api.ops import digamma, lgamma
from unigrad.paddle_api.distribution.distribution import Distribution, _sum_rightmost
from unigrad.paddle_api.distribution.exponential_family import ExponentialFamily, _detached_leaves

__all__ = ['register_kl', 'kl_divergence']

_REGISTER_TABLE = {}


def kl_divergence(p, q):
    """KL(p || q) by the most specific function registered for ``(type(p), type(q))``."""
    return _dispatch(type(p), type(q))(p, q)


def register_kl(cls_p, cls_q):
    """Decorator registering a KL function for a pair of Distribution subclasses."""
    if not issubclass(cls_p, Distribution) or not issubclass(cls_q, Distribution):
        raise TypeError('cls_p and cls_q must be subclass of Distribution')

    def decorator(f):
        _REGISTER_TABLE[cls_p, cls_q] = f
        return f
    return decorator


def _dispatch(cls_p, cls_q):
    matches = [(p, q) for p, q in _REGISTER_TABLE if issubclass(cls_p, p) and issubclass(cls_q, q)]
    if not matches:
        raise NotImplementedError
    left_p, left_q = min(_Compare(*m) for m in matches).classes
    right_p, right_q = min(_Compare(*reversed(m)) for m in matches).classes
    if _REGISTER_TABLE[left_p, left_q] is not _REGISTER_TABLE[right_p, right_q]:
        warnings.warn(f'Ambiguous kl_divergence({cls_p.__name__}, {cls_q.__name__}). '
                      f'Please register_kl({left_p.__name__}, {right_q.__name__})', RuntimeWarning)
    return _REGISTER_TABLE[left_p, left_q]


@functools.total_ordering
class _Compare:
    """Orders class pairs so the most derived match sorts first."""

    def __init__(self, *classes):
        self.classes = classes

    def __eq__(self, other):
        return self.classes == other.classes

    def __le__(self, other):
        for cls_x, cls_y in zip(self.classes, other.classes):
            if not issubclass(cls_x, cls_y):
                return False
            if cls_x is not cls_y:
                break
        return True


def _register_defaults():
    from unigrad.paddle_api.distribution.continuous import Beta, Cauchy, Dirichlet, Exponential, Gamma, Laplace
    from unigrad.paddle_api.distribution.discrete import Bernoulli, Binomial, Categorical, Geometric, Poisson
    from unigrad.paddle_api.distribution.continuous_bernoulli import ContinuousBernoulli
    from unigrad.paddle_api.distribution.multivariate_normal import MultivariateNormal
    from unigrad.paddle_api.distribution.normal import Normal, Uniform
    from unigrad.paddle_api.distribution.transformed_distribution import LogNormal

    def by_method(p, q):
        return p.kl_divergence(q)

    for cls in (Bernoulli, ContinuousBernoulli, MultivariateNormal, Binomial, Categorical, Cauchy, Normal, Uniform, Laplace, Geometric, Exponential, Gamma,
                Poisson):
        register_kl(cls, cls)(by_method)

    @register_kl(Beta, Beta)
    def _kl_beta_beta(p, q):
        return (lgamma(q.alpha) + lgamma(q.beta) + lgamma((p.alpha + p.beta))
                - (lgamma(p.alpha) + lgamma(p.beta) + lgamma((q.alpha + q.beta)))
                + (p.alpha - q.alpha) * digamma(p.alpha) + (p.beta - q.beta) * digamma(p.beta)
                + (q.alpha + q.beta - (p.alpha + p.beta)) * digamma((p.alpha + p.beta)))

    @register_kl(Dirichlet, Dirichlet)
    def _kl_dirichlet_dirichlet(p, q):
        return (lgamma(p.concentration.sum(-1)) - lgamma(q.concentration.sum(-1))
                - (lgamma(p.concentration) - lgamma(q.concentration)).sum(-1)
                + ((p.concentration - q.concentration)
                   * (digamma(p.concentration) - digamma(p.concentration.sum(-1)).unsqueeze(-1))).sum(-1))

    @register_kl(ExponentialFamily, ExponentialFamily)
    def _kl_expfamily_expfamily(p, q):
        if not type(p) == type(q):
            raise NotImplementedError
        p_params = _detached_leaves(p._natural_parameters)
        q_params = q._natural_parameters
        p_log_norm = p._log_normalizer(*p_params)
        try:
            p_grads = paddle.grad(p_log_norm, p_params, create_graph=True)
        except RuntimeError as e:
            raise TypeError(f"Can't compute kl_divergence({type(p).__name__}, {type(q).__name__}) use bregman "
                            f"divergence. Please register_kl({type(p).__name__}, {type(q).__name__}).") from e
        kl = q._log_normalizer(*q_params) - p_log_norm
        for p_param, q_param, p_grad in zip(p_params, q_params, p_grads):
            kl -= _sum_rightmost((q_param - p_param) * p_grad, len(q.event_shape))
        return kl

    @register_kl(LogNormal, LogNormal)
    def _kl_lognormal_lognormal(p, q):
        return p._base.kl_divergence(q._base)
