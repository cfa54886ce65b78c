"""``paddle.nn.initializer``: how parameters get their first values."""

import math

import numpy as np
import torch

__all__ = ["Constant", "Normal", "Uniform", "XavierUniform", "XavierNormal", "KaimingNormal", "KaimingUniform",
           "Assign", "TruncatedNormal"]


def _fans(shape):
    if len(shape) < 2:
        return shape[0] if shape else 1, shape[0] if shape else 1
    receptive = math.prod(shape[2:]) if len(shape) > 2 else 1
    if len(shape) == 2:  # paddle's Linear weight is [in, out]
        return shape[0], shape[1]
    return shape[1] * receptive, shape[0] * receptive


class Initializer:
    """Base: ``_make(shape, torch_dtype, device)`` returns the initial torch values."""

    def _make(self, shape, dtype, device):
        raise NotImplementedError

    def __call__(self, param, block=None):
        with torch.no_grad():
            param._torch.copy_(self._make(list(param._torch.shape), param._torch.dtype, param._torch.device))
        return param


class Constant(Initializer):
    def __init__(self, value=0.0):
        self.value = value

    def _make(self, shape, dtype, device):
        return torch.full(shape, self.value, dtype=dtype, device=device)


class Normal(Initializer):
    def __init__(self, mean=0.0, std=1.0, name=None):
        self.mean, self.std = mean, std

    def _make(self, shape, dtype, device):
        return torch.empty(shape, dtype=dtype, device=device).normal_(self.mean, self.std)


class TruncatedNormal(Normal):
    def _make(self, shape, dtype, device):
        t = torch.empty(shape, dtype=dtype, device=device)
        return torch.nn.init.trunc_normal_(t, self.mean, self.std, self.mean - 2 * self.std, self.mean + 2 * self.std)


class Uniform(Initializer):
    def __init__(self, low=-1.0, high=1.0, name=None):
        self.low, self.high = low, high

    def _make(self, shape, dtype, device):
        return torch.empty(shape, dtype=dtype, device=device).uniform_(self.low, self.high)


class XavierUniform(Initializer):
    def __init__(self, fan_in=None, fan_out=None, name=None):
        self.fan_in, self.fan_out = fan_in, fan_out

    def _make(self, shape, dtype, device):
        fan_in, fan_out = _fans(shape)
        limit = math.sqrt(6.0 / ((self.fan_in or fan_in) + (self.fan_out or fan_out)))
        return torch.empty(shape, dtype=dtype, device=device).uniform_(-limit, limit)


class XavierNormal(XavierUniform):
    def _make(self, shape, dtype, device):
        fan_in, fan_out = _fans(shape)
        std = math.sqrt(2.0 / ((self.fan_in or fan_in) + (self.fan_out or fan_out)))
        return torch.empty(shape, dtype=dtype, device=device).normal_(0.0, std)


class KaimingNormal(Initializer):
    def __init__(self, fan_in=None, negative_slope=0.0, nonlinearity="relu"):
        self.fan_in = fan_in

    def _make(self, shape, dtype, device):
        std = math.sqrt(2.0 / (self.fan_in or _fans(shape)[0]))
        return torch.empty(shape, dtype=dtype, device=device).normal_(0.0, std)


class KaimingUniform(KaimingNormal):
    def _make(self, shape, dtype, device):
        limit = math.sqrt(6.0 / (self.fan_in or _fans(shape)[0]))
        return torch.empty(shape, dtype=dtype, device=device).uniform_(-limit, limit)


class Assign(Initializer):
    def __init__(self, value, name=None):
        self.value = value

    def _make(self, shape, dtype, device):
        value = self.value._torch if hasattr(self.value, "_torch") else torch.as_tensor(np.asarray(self.value))
        # paddle gives the parameter the assigned value's own shape
        return value.detach().to(dtype=dtype, device=device).clone()
