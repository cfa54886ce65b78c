"""``ExponentialFamily``: distributions whose entropy and KL come from their log-normalizer (Bregman divergence)."""

from unigrad import paddle_api as paddle
from unigrad.paddle_api.distribution.distribution import Distribution


def _detached_leaves(parameters):
    leaves = []
    for parameter in parameters:
        parameter = parameter.detach()
        parameter.stop_gradient = False
        leaves.append(parameter)
    return leaves


class ExponentialFamily(Distribution):
    """Base of exponential-family distributions: subclasses give natural parameters and the log-normalizer."""

    @property
    def _natural_parameters(self):
        raise NotImplementedError

    def _log_normalizer(self):
        raise NotImplementedError

    @property
    def _mean_carrier_measure(self):
        raise NotImplementedError

    def entropy(self):
        """Entropy from the log-normalizer's gradient with respect to the natural parameters."""
        entropy_value = -self._mean_carrier_measure
        natural_parameters = _detached_leaves(self._natural_parameters)
        log_norm = self._log_normalizer(*natural_parameters)
        grads = paddle.grad(log_norm.sum(), natural_parameters, create_graph=True)
        entropy_value += log_norm
        for parameter, grad in zip(natural_parameters, grads):
            entropy_value -= parameter * grad
        return entropy_value
