"""``mindspore.amp``: loss scalers for mixed-precision training (``StaticLossScaler``, ``DynamicLossScaler``)
and ``all_finite``.

A scaler multiplies the loss (or gradients) by ``scale_value`` and divides
the gradients back, as MindSpore does: ``grad * scale.astype(grad.dtype)``
and ``grad * reciprocal(scale).astype(grad.dtype)``, so a float16 gradient is
unscaled in float16. ``DynamicLossScaler.adjust`` grows the scale by
``scale_factor`` after ``scale_window`` finite steps and shrinks it (not below
1) on a non-finite one.

>>> import unigrad.mindspore_api as ms
>>> scaler = StaticLossScaler(1024)
>>> print(scaler.scale(ms.Tensor([1.0])))
[1024.]
"""

import abc

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import Tensor, _box

__all__ = ["LossScaler", "StaticLossScaler", "DynamicLossScaler", "all_finite"]


def _map(function, inputs):
    """``function`` on a Tensor, or on each Tensor of a tuple or list (keeping which of the two it was)."""
    if isinstance(inputs, (tuple, list)):
        return type(inputs)(function(item) for item in inputs)
    return function(inputs)


def _grad_scale_map(scale_value, inputs):
    scale = scale_value._torch
    return _map(lambda grad: _box(grad._torch * scale.to(grad._torch.dtype)), inputs)


def _grad_unscale_map(scale_value, inputs):
    inverse = torch.reciprocal(scale_value._torch)
    return _map(lambda grad: _box(grad._torch * inverse.to(grad._torch.dtype)), inputs)


def all_finite(inputs):
    """A 0-D bool Tensor: whether every value of every Tensor in ``inputs`` is finite."""
    finite = all(bool(torch.isfinite(item._torch).all()) for item in inputs)
    return _box(torch.tensor(finite))


def _check_scale_value(scale_value):
    if not isinstance(scale_value, (float, int)) or isinstance(scale_value, bool):
        raise TypeError(f"The type of 'scale_value' should be one of '['float', 'int']', "
                        f"but got type '{type(scale_value).__name__}'.")
    if scale_value < 1.0:
        raise ValueError(f"The argument 'scale_value' must be > 1, but got {scale_value}")
    return Parameter(Tensor(scale_value, dtype=mstype.float32), name="scale_value")


def _check_positive_int(value, name):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"The '{name}' must be int, but got '{type(value).__name__}'")
    if value <= 0:
        raise ValueError(f"The '{name}' must be int and must > 0, but got '{value}' with type 'int'.")
    return value


class LossScaler(abc.ABC):
    """The interface of a loss scaler: ``scale``, ``unscale`` and ``adjust``."""

    @abc.abstractmethod
    def scale(self, inputs):
        raise NotImplementedError

    @abc.abstractmethod
    def unscale(self, inputs):
        raise NotImplementedError

    @abc.abstractmethod
    def adjust(self, grads_finite):
        raise NotImplementedError


class StaticLossScaler(LossScaler):
    """A fixed ``scale_value``; ``adjust`` changes nothing and returns False."""

    def __init__(self, scale_value):
        self.scale_value = _check_scale_value(scale_value)

    def scale(self, inputs):
        return _grad_scale_map(self.scale_value, inputs)

    def unscale(self, inputs):
        return _grad_unscale_map(self.scale_value, inputs)

    def adjust(self, grads_finite):
        return False


class DynamicLossScaler(LossScaler):
    """A ``scale_value`` multiplied by ``scale_factor`` after ``scale_window`` finite steps in a row and divided
    by it (not below 1) after a non-finite one; ``counter`` counts the finite steps."""

    def __init__(self, scale_value, scale_factor, scale_window):
        self.scale_value = _check_scale_value(scale_value)
        self.scale_window = _check_positive_int(scale_window, "scale_window")
        self.scale_factor = _check_positive_int(scale_factor, "scale_factor")
        self.counter = Parameter(Tensor(0, dtype=mstype.int32), name="counter")

    def scale(self, inputs):
        return _grad_scale_map(self.scale_value, inputs)

    def unscale(self, inputs):
        return _grad_unscale_map(self.scale_value, inputs)

    def adjust(self, grads_finite):
        finite = bool(grads_finite._torch) if isinstance(grads_finite, TensorBox) else bool(grads_finite)
        scale, counter = self.scale_value._torch, self.counter._torch
        with torch.no_grad():
            grown = scale * self.scale_factor
            if not finite:
                scale.copy_(torch.maximum(torch.ones_like(scale), scale / self.scale_factor))
            elif int(counter) == self.scale_window - 1 and bool(torch.isfinite(grown)):
                scale.copy_(grown)
            counter.copy_((counter + 1) % self.scale_window * finite)
        return True
