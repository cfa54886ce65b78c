"""MindSpore's weight initializers (``Normal``, ``Zero``, ``XavierUniform`` ...) and ``initializer()``.

An initializer fills a torch tensor in place (``_fill``); ``initializer(init,
shape, dtype)`` takes an Initializer, a name (``'normal'``, ``'zeros'``,
``'xavier_uniform'`` ...), a number or a Tensor, and returns the filled
Tensor. Random ones draw from unigrad's MindSpore generator, which
``mindspore.set_seed`` seeds: the values are not MindSpore's (set weights
from numpy where the exact values matter).

>>> import unigrad.mindspore_api as ms
>>> print(initializer(One(), [2], ms.float32))
[1. 1.]
"""

import math

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _box, default_device

__all__ = [
    "Initializer", "Normal", "Uniform", "TruncatedNormal", "Zero", "One", "Constant",
    "XavierUniform", "XavierNormal", "HeUniform", "HeNormal", "initializer",
]

_generator = [None]


def seed_generator(seed):
    """Seed the generator random initializers draw from (``mindspore.set_seed``)."""
    generator = torch.Generator()
    generator.manual_seed(seed)
    _generator[0] = generator


def _gen():
    if _generator[0] is None:
        _generator[0] = torch.Generator()
        _generator[0].seed()
    return _generator[0]


def _fans(shape):
    if len(shape) < 2:
        fan = shape[0] if shape else 1
        return fan, fan
    receptive = math.prod(shape[2:])
    return shape[1] * receptive, shape[0] * receptive


class Initializer:
    """Base of the initializers: ``_fill(tensor)`` overwrites ``tensor``'s values and returns it."""

    def _values(self, shape):
        raise NotImplementedError

    def _fill(self, tensor):
        with torch.no_grad():
            tensor.copy_(self._values(tuple(tensor.shape)).to(tensor.dtype))
        return tensor


class Zero(Initializer):
    def _values(self, shape):
        return torch.zeros(shape)


class One(Initializer):
    def _values(self, shape):
        return torch.ones(shape)


class Constant(Initializer):
    def __init__(self, value):
        self.value = value

    def _values(self, shape):
        return torch.full(shape, float(self.value))


class Normal(Initializer):
    def __init__(self, sigma=0.01, mean=0.0):
        self.sigma, self.mean = sigma, mean

    def _values(self, shape):
        return torch.normal(self.mean, self.sigma, shape, generator=_gen())


class TruncatedNormal(Initializer):
    def __init__(self, sigma=0.01, mean=0.0, a=-2.0, b=2.0):
        self.sigma, self.mean, self.a, self.b = sigma, mean, a, b

    def _values(self, shape):
        values = torch.empty(shape)
        torch.nn.init.trunc_normal_(values, self.mean, self.sigma, self.a, self.b, generator=_gen())
        return values


class Uniform(Initializer):
    def __init__(self, scale=0.07):
        self.scale = scale

    def _values(self, shape):
        return torch.empty(shape).uniform_(-self.scale, self.scale, generator=_gen())


class XavierUniform(Initializer):
    def __init__(self, gain=1):
        self.gain = gain

    def _values(self, shape):
        fan_in, fan_out = _fans(shape)
        bound = self.gain * math.sqrt(6.0 / (fan_in + fan_out))
        return torch.empty(shape).uniform_(-bound, bound, generator=_gen())


class XavierNormal(Initializer):
    def __init__(self, gain=1):
        self.gain = gain

    def _values(self, shape):
        fan_in, fan_out = _fans(shape)
        return torch.normal(0.0, self.gain * math.sqrt(2.0 / (fan_in + fan_out)), shape, generator=_gen())


def _gain(nonlinearity, slope):
    if nonlinearity == "leaky_relu":
        return math.sqrt(2.0 / (1 + slope**2))
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    return 1.0


class HeUniform(Initializer):
    def __init__(self, negative_slope=0, mode="fan_in", nonlinearity="leaky_relu"):
        self.negative_slope, self.mode, self.nonlinearity = negative_slope, mode, nonlinearity

    def _values(self, shape):
        fan_in, fan_out = _fans(shape)
        fan = fan_in if self.mode == "fan_in" else fan_out
        bound = _gain(self.nonlinearity, self.negative_slope) * math.sqrt(3.0 / fan)
        return torch.empty(shape).uniform_(-bound, bound, generator=_gen())


class HeNormal(HeUniform):
    def _values(self, shape):
        fan_in, fan_out = _fans(shape)
        fan = fan_in if self.mode == "fan_in" else fan_out
        return torch.normal(0.0, _gain(self.nonlinearity, self.negative_slope) / math.sqrt(fan), shape, generator=_gen())


_BY_NAME = {
    "zeros": Zero, "zero": Zero, "ones": One, "one": One, "normal": Normal, "uniform": Uniform,
    "truncatednormal": TruncatedNormal, "xavier_uniform": XavierUniform, "xavieruniform": XavierUniform,
    "xavier_normal": XavierNormal, "xaviernormal": XavierNormal, "he_uniform": HeUniform, "heuniform": HeUniform,
    "he_normal": HeNormal, "henormal": HeNormal,
}


def initializer(init, shape=None, dtype=mstype.float32):
    """A Tensor of ``shape`` and ``dtype`` filled by ``init`` (an Initializer, a name, a number or a Tensor)."""
    if isinstance(init, TensorBox):
        return _box(init._torch.clone())
    if isinstance(shape, int):
        shape = (shape,)
    shape = tuple(shape or ())
    if isinstance(init, str):
        kind = _BY_NAME.get(init.lower())
        if kind is None:
            raise ValueError(f"For 'initializer', the class corresponding to '{init}' was not found.")
        init = kind()
    elif isinstance(init, (int, float)) and not isinstance(init, bool):
        init = Constant(init)
    elif not isinstance(init, Initializer):
        raise TypeError(f"For 'initializer', the type of the 'init' argument should be 'Tensor', 'number', 'string' or 'initializer', but got {type(init).__name__}.")
    tensor = torch.empty(shape, dtype=mstype.to_torch(dtype), device=default_device())
    out = _box(init._fill(tensor))
    out.init = init  # as MindSpore's: init_data() hands it out once
    return out

