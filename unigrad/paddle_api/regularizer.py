"""``paddle.regularizer``: weight decay added to a parameter's gradient before the optimizer's update.

Set on a parameter (``ParamAttr(regularizer=...)``) or on an optimizer
(``weight_decay=``, where a number means ``L2Decay(number)``); the
parameter's own regularizer wins. The term is computed in the parameter's
dtype and added to the gradient, as paddle's ``scale`` + ``add_n`` do.
"""

import torch

from unigrad.paddle_api._real_names import RealNamed

__all__ = ["L1Decay", "L2Decay"]


class WeightDecayRegularizer(RealNamed):
    """Base of the regularizers: ``_term(param)`` is the gradient of the penalty (a torch tensor).

    paddle's ``__call__(param, grad, block)`` appends ops to a static-graph block; unigrad has no static
    graph, so the optimizers use ``_term`` directly.
    """

    _NAME = None

    def __init__(self, coeff=0.0):
        assert coeff is not None
        self._coeff = coeff

    def __str__(self):
        return f"{self._NAME}, coeff={self._coeff:f}"


class L1Decay(WeightDecayRegularizer):
    """``coeff * sum(|w|)``: adds ``coeff * sign(w)`` to the gradient."""

    _NAME = "L1Decay"

    def _term(self, t):
        return torch.sign(t) * self._coeff


class L2Decay(WeightDecayRegularizer):
    """``0.5 * coeff * sum(w^2)``: adds ``coeff * w`` to the gradient."""

    _NAME = "L2Decay"

    def _term(self, t):
        return t * self._coeff


def from_weight_decay(weight_decay):
    """An optimizer's ``weight_decay`` as a regularizer: numbers mean L2 decay (None: none)."""
    if isinstance(weight_decay, (int, float)) and not isinstance(weight_decay, bool):
        return L2Decay(float(weight_decay))
    return weight_decay
