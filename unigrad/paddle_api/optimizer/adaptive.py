"""``paddle.optimizer.NAdam``, ``RAdam``, ``Rprop`` and ``ASGD``, with the float roundings of paddle's CPU kernels.

paddle's CPU kernels for these are element-wise Eigen expressions in the
parameter's dtype: each update below is the same sequence of operations,
each rounded to that dtype (numpy in float32/float64), in the kernel's order.
Their per-element "pow" accumulators have the parameter's shape, as in paddle.
"""

import numpy as np
import torch

from unigrad.numerics import eigen_pow, libm, rsqrt_estimate
from unigrad.paddle_api.optimizer import Optimizer  # defined before the package imports this module
from unigrad.paddle_api.tensor import Tensor

__all__ = ["NAdam", "RAdam", "Rprop", "ASGD"]


def _arrays(*tensors):
    """numpy copies of torch tensors (CPU, detached)."""
    return [t.detach().cpu().numpy() for t in tensors]


def _write(target, array):
    """``array`` written into the torch tensor ``target`` in place (so version counters move)."""
    target.copy_(torch.from_numpy(np.ascontiguousarray(array)).to(target.device))


def _eigen_sqrt(values):
    """``values.sqrt()`` as paddle's Eigen expression evaluates it: float32 through Eigen's fast AVX square
    root on whole packets (not always the correctly rounded one), float64 exactly."""
    if values.dtype != np.float32:
        return np.sqrt(values)
    return rsqrt_estimate.sqrt_expression(torch.from_numpy(np.ascontiguousarray(values))).numpy()


def _eigen_pow(values, exponent):
    """``values.pow(exponent)`` of an Eigen expression: Eigen's vectorised float32 pow (powf on the tail)."""
    if values.dtype != np.float32:
        return np.power(values, exponent)
    return eigen_pow.pow_expression(torch.from_numpy(np.ascontiguousarray(values)), float(exponent)).numpy()


def _scalar_pow(base, exponent):
    """``std::pow`` of two scalars of the parameter's type (``powf`` for float32)."""
    if base.dtype != np.float32:
        return np.power(base, exponent)
    return base.dtype.type(libm.powf(torch.tensor([float(base)], dtype=torch.float32),
                                     torch.tensor(float(exponent), dtype=torch.float32)).item())


def _scalar(value):
    return float(value.item()) if isinstance(value, Tensor) else value


def _check_adam_like(learning_rate, beta1, beta2, epsilon):
    if isinstance(learning_rate, (float, int)) and not 0.0 <= learning_rate:
        raise ValueError(f"Invalid learning rate: {learning_rate}, expect learning_rate >= 0.")
    if not 0.0 <= epsilon:
        raise ValueError(f"Invalid epsilon value: {epsilon}, expect epsilon >= 0.")
    if not 0.0 <= beta1 < 1.0:
        raise ValueError(f"Invalid beta1: {beta1}, expect 0. <= beta1 < 1.0.")
    if not 0.0 <= beta2 < 1.0:
        raise ValueError(f"Invalid beta2: {beta2}, expect 0. <= beta2 < 1.0.")


class NAdam(Optimizer):
    """Adam with Nesterov momentum and momentum decay (``mu_t = beta1 (1 - 0.5 * 0.96^(t * decay))``)."""

    _ACCUMULATORS = (("momentum_decay_pow", 1.0, None), ("beta2_pow", 1.0, None), ("mu_product", 1.0, None),
                     ("moment1", 0.0, None), ("moment2", 0.0, None))

    def __init__(self, learning_rate=0.002, beta1=0.9, beta2=0.999, epsilon=1.0e-8, momentum_decay=0.004,
                 parameters=None, weight_decay=None, grad_clip=None, name=None):
        _check_adam_like(learning_rate, beta1, beta2, epsilon)
        if not 0.0 <= momentum_decay:
            raise ValueError(f"Invalid momentum_decay value: {momentum_decay}, expect momentum_decay >= 0.")
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._beta1, self._beta2, self._epsilon = beta1, beta2, epsilon
        self._momentum_decay = momentum_decay

    def _update(self, param, t, g, rate):
        names = ("momentum_decay_pow", "beta2_pow", "mu_product", "moment1", "moment2")
        boxes = [self._accumulator(n, param) for n in names]
        p, grad, decay_pow, b2_pow, mu_product, m1, m2 = _arrays(t, g, *boxes)
        kind = p.dtype.type
        b1, b2, eps, decay, lr = (kind(_scalar(v)) for v in (self._beta1, self._beta2, self._epsilon,
                                                               self._momentum_decay, rate))
        one, half, base = kind(1), kind(0.5), kind(0.96)
        with np.errstate(all="ignore"):
            decay_pow = decay_pow * base
            b2_pow = b2_pow * b2
            powered = _eigen_pow(decay_pow, decay)
            mu_t = b1 * (one - half * powered)
            mu_next = b1 * (one - half * powered * _scalar_pow(base, decay))
            mu_product = mu_product * mu_t
            mu_product_next = mu_product * mu_next
            m1 = b1 * m1 + (one - b1) * grad
            m2 = b2 * m2 + (one - b2) * grad * grad
            m1_hat = mu_next * m1 / (one - mu_product_next) + (one - mu_t) * grad / (one - mu_product)
            m2_hat = m2 / (one - b2_pow)
            p = p - lr * m1_hat / (_eigen_sqrt(m2_hat) + eps)
        for box, value in zip(boxes, (decay_pow, b2_pow, mu_product, m1, m2)):
            _write(box, value)
        _write(t, p)


class RAdam(Optimizer):
    """Rectified Adam: the adaptive step only once the variance estimate is tractable (``rho_t > 5``)."""

    _ACCUMULATORS = (("beta1_pow", 1.0, None), ("beta2_pow", 1.0, None), ("rho", 1.0, None),
                     ("moment1", 0.0, None), ("moment2", 0.0, None))

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1.0e-8, parameters=None,
                 weight_decay=None, grad_clip=None, name=None):
        _check_adam_like(learning_rate, beta1, beta2, epsilon)
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._beta1, self._beta2, self._epsilon = beta1, beta2, epsilon

    def _update(self, param, t, g, rate):
        names = ("beta1_pow", "beta2_pow", "rho", "moment1", "moment2")
        boxes = [self._accumulator(n, param) for n in names]
        p, grad, b1_pow, b2_pow, rho, m1, m2 = _arrays(t, g, *boxes)
        kind = p.dtype.type
        b1, b2, eps, lr = (kind(_scalar(v)) for v in (self._beta1, self._beta2, self._epsilon, rate))
        one, two, four, five = kind(1), kind(2), kind(4), kind(5)
        with np.errstate(all="ignore"):
            rho_inf = two / (one - b2) - one
            b1_pow = b1_pow * b1
            b2_pow = b2_pow * b2
            rho = (rho * (b2 - b2_pow) + b2_pow) / (one - b2_pow)
            m1 = b1 * m1 + (one - b1) * grad
            m2 = b2 * m2 + (one - b2) * grad * grad
            m1_hat = m1 / (one - b1_pow)
            rho_t = rho_inf - two * rho.reshape(-1)[0]  # the kernel reads the first element only
            if rho_t > five:
                l_t = _eigen_sqrt(one - b2_pow) / (_eigen_sqrt(m2) + eps)
                r_t = np.sqrt(((rho_t - four) * (rho_t - two) * rho_inf)
                              / ((rho_inf - four) * (rho_inf - two) * rho_t))
                p = p - lr * m1_hat * r_t * l_t
            else:
                p = p - lr * m1_hat
        for box, value in zip(boxes, (b1_pow, b2_pow, rho, m1, m2)):
            _write(box, value)
        _write(t, p)


class Rprop(Optimizer):
    """Resilient backpropagation: per-element step sizes grown by ``etas[1]`` while the gradient keeps its sign,
    shrunk by ``etas[0]`` (and the step skipped) when it flips; the step is ``sign(grad) * step size``."""

    def __init__(self, learning_rate=0.001, learning_rate_range=(1e-5, 50), parameters=None, etas=(0.5, 1.2),
                 grad_clip=None, multi_precision=False, name=None):
        if learning_rate is None:
            raise ValueError("learning_rate is not set")
        if not 0.0 < learning_rate_range[0] <= learning_rate <= learning_rate_range[1]:
            raise ValueError("'0.0 < learning_rate_range[0] <= learning_rate <= learning_rate_range[1]' must be true")
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError("'0.0 < etas[0] < 1.0 < etas[1]' must be true")
        super().__init__(learning_rate, parameters, 0.0, grad_clip, name)
        self._initial_learning_rate = learning_rate
        self._learning_rate_range, self._etas = learning_rate_range, etas

    _ACCUMULATORS = (("prevs", 0.0, None), ("learning_rates", "_initial_learning_rate", None))

    def _update(self, param, t, g, rate):
        prev_box, rates_box = self._accumulator("prevs", param), self._accumulator("learning_rates", param)
        p, grad, prev, rates = _arrays(t, g, prev_box, rates_box)
        kind = p.dtype.type
        low, high = (kind(v) for v in self._learning_rate_range)
        shrink, grow = (kind(v) for v in self._etas)
        grad = grad.copy()
        product = grad * prev
        eta = np.where(product > 0, grow, np.where(product == 0, kind(1), shrink)).astype(kind)
        grad[product < 0] = 0
        rates = rates * eta
        rates = np.where(rates > high, high, np.where(rates < low, low, rates)).astype(kind)
        p = p - np.sign(grad) * rates
        _write(prev_box, grad)
        _write(rates_box, rates)
        _write(t, p)


class ASGD(Optimizer):
    """Averaged SGD over the last ``batch_num`` gradients: ``d += grad - y[i]``, ``y[i] = grad`` (``i`` the step
    count modulo ``batch_num``), ``param -= lr / min(steps, batch_num) * d``."""

    def __init__(self, learning_rate=0.001, batch_num=1, parameters=None, weight_decay=None, grad_clip=None,
                 multi_precision=False, name=None):
        if learning_rate is None:
            raise ValueError("learning_rate should not be none")
        if batch_num is None:
            raise ValueError("batch_num should not be none")
        if not 0 < batch_num:
            raise ValueError("batch_num should be greater than 0")
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._n = batch_num
        self._ACCUMULATORS = (("d", 0.0, None), ("y", 0.0, lambda t: [batch_num, *t.shape]),
                              ("m", 0, [1], torch.int64))

    def _update(self, param, t, g, rate):
        d_box, y_box, m_box = (self._accumulator(n, param) for n in ("d", "y", "m"))
        index = int(m_box[0]) % self._n
        m_box.add_(1)
        p, grad, d, y = _arrays(t, g, d_box, y_box[index])
        kind = p.dtype.type
        count = kind(min(int(m_box[0]), self._n))
        with np.errstate(all="ignore"):
            d = d - y + grad
            p = p - (kind(rate) / count) * d
        _write(d_box, d)
        _write(y_box[index], grad)
        _write(t, p)
