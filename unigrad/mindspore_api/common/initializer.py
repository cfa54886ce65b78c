"""MindSpore's weight initializers (``Normal``, ``Zero``, ``XavierUniform`` ...) and ``initializer()``.

``initializer(init, shape, dtype)`` takes an Initializer, a name
(``'normal'``, ``'zeros'``, ``'xavier_uniform'`` ...), a number or a
Tensor, and returns a Tensor that is filled lazily, as MindSpore's is: by
``init_data()``, ``asnumpy()`` or wrapping it in a ``Parameter``. Random
initializers draw MindSpore's own numbers (``_init_random``): under
``mindspore.set_seed`` the weights are MindSpore's, bit for bit.

>>> import unigrad.mindspore_api as ms
>>> print(initializer(One(), [2], ms.float32).init_data())
[1. 1.]
"""

import math
import numbers

import numpy as np
import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import _init_random as draws
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import Tensor

__all__ = [
    "Initializer", "Normal", "Uniform", "TruncatedNormal", "Zero", "One", "Constant", "Identity", "Dirac",
    "VarianceScaling", "Sparse", "Orthogonal", "XavierUniform", "XavierNormal", "HeUniform", "HeNormal", "initializer",
]

#: lower-cased class names and aliases -> class, for ``initializer('name', ...)``
_BY_NAME = {}


def _named(*aliases):
    def register(cls):
        for name in (cls.__name__.lower(),) + aliases:
            _BY_NAME.setdefault(name, cls)
        return cls
    return register


class Initializer:
    """Base of the initializers. As in MindSpore, ``_initialize(arr)`` fills a numpy array in place (what a
    user's subclass overrides); the built-in ones compute ``_values(shape)`` (float32 for the random ones)."""

    def __init__(self, **kwargs):
        self._kwargs = kwargs

    def _values(self, shape):
        raise NotImplementedError("Must be overridden!")

    def _initialize(self, arr):
        arr[...] = self._values(arr.shape)

    def __call__(self, arr):
        return self._initialize(arr)

    def __repr__(self):
        module = type(self).__module__.replace("unigrad.mindspore_api", "mindspore")
        return f"<{module}.{type(self).__qualname__} object at {hex(id(self))}>"


def _fans(shape):
    if len(shape) < 2:
        raise ValueError("'fan_in' and 'fan_out' can not be computed for tensor with fewer than"
                         f" 2 dimensions, but got dimensions {len(shape)}.")
    receptive = math.prod(shape[2:])
    return shape[1] * receptive, shape[0] * receptive


def _fan(shape, mode):
    mode = mode.lower()
    if mode not in ("fan_in", "fan_out"):
        raise ValueError(f"'mode' {mode} not supported, please use one of ['fan_in', 'fan_out']")
    fan_in, fan_out = _fans(shape)
    return fan_in if mode == "fan_in" else fan_out


def _gain(nonlinearity, param):
    if nonlinearity in ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
                        "conv_transpose3d", "sigmoid"):
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            slope = 0.01
        elif not isinstance(param, bool) and isinstance(param, (int, float)):
            slope = param
        else:
            raise ValueError(f"For 'HeUniform', 'negative_slope' {param} is not a valid number."
                             "When 'nonlinearity' has been set to 'leaky_relu', 'negative_slope' should be int or "
                             f"float type, but got {type(param)}.")
        return math.sqrt(2.0 / (1 + slope ** 2))
    raise ValueError("For 'HeUniform', the argument 'nonlinearity' should be one of "
                     f"['sigmoid', 'tanh', 'relu' or 'leaky_relu'], but got {nonlinearity}.")


def _normal(mean, sigma, shape):
    if sigma < 0:
        raise ValueError("sigma < 0")
    return draws.normal_values(draws.draw_seed(), shape, mean, sigma)


def _uniform(low, high, shape):
    return draws.uniform_values(draws.draw_seed(), shape, low, high)


@_named("zeros")
class Zero(Initializer):
    def _values(self, shape):
        return np.zeros(shape)


@_named("ones")
class One(Initializer):
    def _values(self, shape):
        return np.ones(shape)


class Constant(Initializer):
    def __init__(self, value):
        super().__init__(value=value)
        self.value = value

    def _initialize(self, arr):
        arr.fill(self.value)


@_named()
class Identity(Initializer):
    def _values(self, shape):
        if len(shape) != 2:
            raise ValueError("For Identity initializer, the dimension of the initialized tensor should be 2, "
                             f"but got {len(shape)}.")
        return np.eye(shape[0], shape[1])


@_named()
class Dirac(Initializer):
    def __init__(self, groups=1):
        super().__init__()
        self.groups = groups

    def _values(self, shape):
        if len(shape) not in (3, 4, 5):
            raise ValueError("For Dirac initializer, only support to initialize tensor with dimension of 3, 4 or 5, "
                             f"but got {len(shape)}.")
        if shape[0] % self.groups != 0:
            raise ValueError("For Dirac initializer, the first dimension ofthe initialized tensor must be divisible "
                             f"by groups, but got first dimension{shape[0]}, groups{self.groups}.")
        data = np.zeros(shape)
        per_group = shape[0] // self.groups
        centre = tuple(size // 2 for size in shape[2:])
        for group in range(self.groups):
            for dim in range(min(per_group, shape[1])):
                data[(group * per_group + dim, dim) + centre] = 1
        return data


@_named()
class Normal(Initializer):
    def __init__(self, sigma=0.01, mean=0.0):
        super().__init__(sigma=sigma, mean=mean)
        self.sigma, self.mean = sigma, mean

    def _values(self, shape):
        return _normal(self.mean, self.sigma, shape)


@_named()
class Uniform(Initializer):
    def __init__(self, scale=0.07):
        super().__init__(scale=scale)
        self.scale = scale

    def _values(self, shape):
        return _uniform(-self.scale, self.scale, shape)


@_named()
class TruncatedNormal(Initializer):
    def __init__(self, sigma=0.01, mean=0.0, a=-2.0, b=2.0):
        super().__init__(sigma=sigma, mean=mean, a=a, b=b)
        self.sigma, self.mean, self.a, self.b = sigma, mean, a, b

    def _values(self, shape):
        if self.sigma < 0:
            raise ValueError("sigma < 0")
        return draws.truncated_normal_values(draws.draw_seed(), shape, self.a, self.b, self.mean, self.sigma)


@_named("xavier_uniform")
class XavierUniform(Initializer):
    def __init__(self, gain=1):
        super().__init__(gain=gain)
        self.gain = gain

    def _values(self, shape):
        fan_in, fan_out = _fans(shape)
        bound = self.gain * math.sqrt(6.0 / (fan_in + fan_out))
        return _uniform(-bound, bound, shape)


@_named("xavier_normal")
class XavierNormal(Initializer):
    def __init__(self, gain=1):
        super().__init__(gain=gain)
        self.gain = gain

    def _values(self, shape):
        fan_in, fan_out = _fans(shape)
        return _normal(0, self.gain * math.sqrt(2.0 / float(fan_in + fan_out)), shape)


@_named("he_uniform")
class HeUniform(Initializer):
    def __init__(self, negative_slope=0, mode="fan_in", nonlinearity="leaky_relu"):
        super().__init__(negative_slope=negative_slope, mode=mode, nonlinearity=nonlinearity)
        self.negative_slope, self.mode, self.nonlinearity = negative_slope, mode, nonlinearity

    def _std(self, shape):
        fan = _fan(shape, self.mode)
        return _gain(self.nonlinearity, self.negative_slope) / math.sqrt(fan)

    def _values(self, shape):
        bound = math.sqrt(3.0) * self._std(shape)
        return _uniform(-bound, bound, shape)


@_named("he_normal")
class HeNormal(HeUniform):
    def _values(self, shape):
        return _normal(0, self._std(shape), shape)


@_named()
class Sparse(Initializer):
    def __init__(self, sparsity, sigma=0.01):
        super().__init__()
        self.sparsity, self.sigma = sparsity, sigma

    def _values(self, shape):
        if len(shape) != 2:
            raise ValueError("For Sparse initializer, the dimension of the initialized tensor should be 2, "
                             f"but got {len(shape)}.")
        rows, cols = shape
        zeros = int(np.ceil(self.sparsity * rows))
        data = _normal(0, self.sigma, shape)
        for col in range(cols):  # one permutation per column from NumPy's global generator, as MindSpore draws
            data[np.random.permutation(list(range(rows)))[:zeros], col] = 0.0
        return data


@_named()
class Orthogonal(Initializer):
    def __init__(self, gain=1.0):
        super().__init__(gain=gain)
        self.gain = gain

    def _values(self, shape):
        if len(shape) < 2:
            raise ValueError("For Orthogonal initializer, the dimension of the initialized tensor should be no less "
                             f"than 2, but got {len(shape)}.")
        rows = shape[0]
        cols = math.prod(shape) // rows
        data = _normal(0, 1, (rows, cols))
        if rows < cols:
            data = data.T
        q, r = np.linalg.qr(data)
        q *= np.sign(np.diag(r))
        if rows < cols:
            q = q.T
        return (q * self.gain).reshape(shape)


@_named()
class VarianceScaling(Initializer):
    def __init__(self, scale=1.0, mode="fan_in", distribution="truncated_normal"):
        super().__init__(scale=scale, mode=mode, distribution=distribution)
        if scale <= 0.0:
            raise ValueError(f"For VarianceScaling initializer, the argument 'scale' must be greater than 0, but got {scale}.")
        if mode not in ("fan_in", "fan_out", "fan_avg"):
            raise ValueError(f"For VarianceScaling initializer, the argument 'mode' must be fan_in, fan_out or fan_avg, but got {mode}.")
        if distribution not in ("uniform", "truncated_normal", "untruncated_normal"):
            raise ValueError("For VarianceScaling initializer, the argument 'distribution' must be uniform, "
                             f"truncated_norm or untruncated_norm, but got {distribution}.")
        self.scale, self.mode, self.distribution = scale, mode, distribution

    def _values(self, shape):
        fan_in, fan_out = _fans(shape)
        fan = {"fan_in": fan_in, "fan_out": fan_out}.get(self.mode, (fan_in + fan_out) / 2.0)
        scale = self.scale / max(1.0, fan)
        # MindSpore tests for 'truncated_norm', a name its own check refuses: the
        # default 'truncated_normal' draws from the uniform branch, as here.
        if self.distribution == "untruncated_normal":
            return _normal(0, float(np.sqrt(scale)), shape)
        limit = float(np.sqrt(3.0 * scale))
        return _uniform(-limit, limit, shape)


def initializer(init, shape=None, dtype=mstype.float32):
    """A Tensor of ``shape`` and ``dtype`` that ``init`` (an Initializer, a name, a number or a Tensor) fills
    when its data is first needed (``init_data()``, ``asnumpy()``, ``Parameter(...)``)."""
    if not isinstance(init, (TensorBox, numbers.Number, str, Initializer)):
        raise TypeError("For 'initializer', the type of the 'init' argument should be 'Tensor', 'number', 'string' "
                        f"or 'initializer', but got {type(init)}.")
    if isinstance(init, TensorBox):
        wanted = shape if isinstance(shape, (tuple, list)) else [shape]
        if shape is not None and tuple(init.shape) != tuple(wanted):
            raise ValueError("For 'initializer', the shape of the 'init' argument should be same as the argument "
                             f"'shape', but got the 'init' shape {list(init.shape)} and the 'shape' {wanted}.")
        return init
    if isinstance(shape, list):
        shape = tuple(shape)
    elif isinstance(shape, numbers.Number):
        shape = (shape,)
    for size in shape if shape is not None else ():
        if not isinstance(size, int) or size <= 0:
            raise ValueError("For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
                             f"positive integer, but got {shape}")
    if isinstance(init, str):
        kind = _BY_NAME.get(init.lower())
        if kind is None:
            raise ValueError(f"For 'initializer', the class corresponding to '{init}' was not found.")
        init = kind()
    elif isinstance(init, numbers.Number):
        init = Constant(init)
    if shape is None:
        shape = init.shape  # MindSpore's AttributeError when neither gives a shape
    return Tensor(dtype=dtype, shape=shape, init=init)
