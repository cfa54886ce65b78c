"""``paddle.distribution.Normal`` (real and complex Gaussians) and ``Uniform``."""

import math
from collections.abc import Iterable

import numpy as np

from unigrad import paddle_api as paddle
from unigrad.paddle_api import _creation, _random
from unigrad.paddle_api.tensor import wrap
from unigrad.paddle_api.distribution.distribution import Distribution, _dtype_name


def gaussian(shape, mean=0.0, std=1.0, seed=0, dtype=None):
    """``paddle.tensor.random.gaussian`` honouring a nonzero ``seed`` (a fresh engine, as the kernel's attribute
    makes one)."""
    if not seed:
        return _creation.gaussian(shape, mean=mean, std=std, dtype=dtype)
    target = _creation._random_dtype("gaussian", _creation._float(dtype))
    checked = _creation._checked_shape(shape, "gaussian", int_as_list=False)
    return wrap(_random.draw("gaussian", checked, mean=mean, std=std, dtype=target, device=_creation._device(None),
                             seed=seed))


class Normal(Distribution):
    """Gaussian with mean ``loc`` and standard deviation ``scale`` (complex ``loc`` gives a complex Gaussian)."""

    def __init__(self, loc, scale, name=None):
        self.all_arg_is_float = False
        self.name = name if name is not None else 'Normal'
        self.dtype = 'float32'
        self._complex_gaussian = False
        loc = float(loc) if isinstance(loc, int) else loc
        scale = float(scale) if isinstance(scale, int) else scale
        if isinstance(loc, (tuple, list)):
            loc = np.array(loc)
            if loc.dtype == np.float64:
                loc = loc.astype('float32')
            if loc.dtype == np.complex128:
                loc = loc.astype('complex64')
        if isinstance(scale, (tuple, list)):
            scale = np.array(scale, dtype=np.float32)
        complex_loc = (isinstance(loc, complex)
                       or (isinstance(loc, np.ndarray) and loc.dtype in (np.complex64, np.complex128))
                       or (self._validate_args(loc) and loc.is_complex()))
        if complex_loc:
            self._init_complex(loc, scale)
        elif self._validate_args(loc, scale):
            self.loc, self.scale = loc, scale
            self.dtype = _dtype_name(loc.dtype)
        else:
            if isinstance(loc, float) and isinstance(scale, float):
                self.all_arg_is_float = True
            if isinstance(loc, np.ndarray) and str(loc.dtype) in ('float32', 'float64'):
                self.dtype = loc.dtype
            elif isinstance(scale, np.ndarray) and str(scale.dtype) in ('float32', 'float64'):
                self.dtype = scale.dtype
            self.loc, self.scale = self._to_tensor(loc, scale)
            if str(self.dtype) != _dtype_name(self.loc.dtype):
                self.loc = paddle.cast(self.loc, dtype=str(self.dtype))
                self.scale = paddle.cast(self.scale, dtype=str(self.dtype))
        super().__init__(self.loc.shape)

    def _init_complex(self, loc, scale):
        self._complex_gaussian = True
        if isinstance(loc, complex) and isinstance(scale, float):
            self.all_arg_is_float = True
        if isinstance(loc, np.ndarray):
            part = 'float32' if loc.dtype == np.complex64 else 'float64'
            self.loc = paddle.complex(paddle.to_tensor(loc.real, part), paddle.to_tensor(loc.imag, part))
        elif isinstance(loc, complex):
            self.loc = paddle.complex(paddle.to_tensor(loc.real, dtype='float32'),
                                      paddle.to_tensor(loc.imag, dtype='float32'))
        else:
            self.loc = loc
        if isinstance(scale, np.ndarray):
            self.scale = paddle.to_tensor(scale, dtype=scale.dtype)
        elif isinstance(scale, float):
            self.scale = paddle.to_tensor(scale, dtype='float32')
        else:
            self.scale = scale
        self.dtype = _dtype_name(self.loc.dtype)

    @property
    def mean(self):
        return self.loc

    @property
    def variance(self):
        return self.scale.pow(2)

    def sample(self, shape=[], seed=0):
        """Draws of ``shape + batch_shape`` (no gradient path to the parameters)."""
        if not isinstance(shape, Iterable):
            raise TypeError('sample shape must be Iterable object.')
        shape = list(shape)
        output_shape = shape + list((self.loc + self.scale).shape)
        mean = 0.0 + 0j if self._complex_gaussian else 0.0
        noise = gaussian(output_shape, mean=mean, std=1.0, seed=seed, dtype=str(self.dtype))
        output = paddle.add(noise * (paddle.zeros(output_shape, dtype=str(self.dtype)) + self.scale), self.loc)
        return paddle.reshape(output, shape) if self.all_arg_is_float else output

    def rsample(self, shape=[]):
        """Reparameterized draws ``loc + eps * scale``."""
        if not isinstance(shape, Iterable):
            raise TypeError('sample shape must be Iterable object.')
        shape = self._extend_shape(tuple(shape))
        eps = paddle.normal(mean=0.0 + 0j if self._complex_gaussian else 0.0, shape=shape)
        return self.loc + eps * self.scale

    def entropy(self):
        batch_shape = list((self.loc + self.scale).shape)
        if self._complex_gaussian:
            zero = paddle.full(batch_shape, 0.0, self.scale.dtype)
            return paddle.add(1.0 + zero, math.log(math.pi) + 2.0 * paddle.log(self.scale + zero))
        zero = paddle.full(batch_shape, 0.0, str(self.dtype))
        return paddle.add(0.5 + zero, 0.5 * math.log(2 * math.pi) + paddle.log(self.scale + zero))

    def log_prob(self, value):
        value = self._check_values_dtype_in_probs(self.loc, value)
        var = self.scale * self.scale
        log_scale = paddle.log(self.scale)
        diff = value - self.loc
        if self._complex_gaussian:
            return paddle.subtract(-1.0 * ((value - self.loc).conj() * diff) / var, 2.0 * log_scale + math.log(math.pi))
        return paddle.subtract(-1.0 * (diff * (value - self.loc)) / (2.0 * var),
                               log_scale + math.log(math.sqrt(2.0 * math.pi)))

    def probs(self, value):
        value = self._check_values_dtype_in_probs(self.loc, value)
        var = self.scale * self.scale
        diff = value - self.loc
        if self._complex_gaussian:
            return paddle.divide(paddle.exp(-1.0 * ((value - self.loc).conj() * diff) / var), math.pi * var)
        return paddle.divide(paddle.exp(-1.0 * (diff * (value - self.loc)) / (2.0 * var)),
                             math.sqrt(2 * math.pi) * self.scale)

    def kl_divergence(self, other):
        if self._complex_gaussian != other._complex_gaussian:
            raise ValueError('The kl divergence must be computed between two distributions in the same number field.')
        var_ratio = self.scale / other.scale
        var_ratio = var_ratio * var_ratio
        t1 = (self.loc - other.loc) / other.scale
        if self._complex_gaussian:
            t1 = t1.conj() * t1
            return var_ratio + t1 - 1.0 - paddle.log(var_ratio)
        t1 = t1 * t1
        return paddle.add(0.5 * var_ratio, 0.5 * (t1 - 1.0 - paddle.log(var_ratio)))


class Uniform(Distribution):
    """Uniform on the half-open interval ``[low, high)``."""

    def __init__(self, low, high, name=None):
        self.all_arg_is_float = False
        self.batch_size_unknown = False
        self.name = name if name is not None else 'Uniform'
        self.dtype = 'float32'
        low = float(low) if isinstance(low, int) else low
        high = float(high) if isinstance(high, int) else high
        if self._validate_args(low, high):
            self.low, self.high = low, high
            self.dtype = _dtype_name(low.dtype)
        else:
            if isinstance(low, float) and isinstance(high, float):
                self.all_arg_is_float = True
            if isinstance(low, np.ndarray) and str(low.dtype) in ('float32', 'float64'):
                self.dtype = low.dtype
            elif isinstance(high, np.ndarray) and str(high.dtype) in ('float32', 'float64'):
                self.dtype = high.dtype
            self.low, self.high = self._to_tensor(low, high)
            if str(self.dtype) != _dtype_name(self.low.dtype):
                self.low = paddle.cast(self.low, dtype=str(self.dtype))
                self.high = paddle.cast(self.high, dtype=str(self.dtype))
        super().__init__(self.low.shape)

    def sample(self, shape=[], seed=0):
        """Draws of ``shape + batch_shape``."""
        shape = list(shape)
        output_shape = shape + list((self.low + self.high).shape)
        dtype = str(self.dtype)
        unit = paddle.uniform(output_shape, dtype=dtype, min=0.0, max=1.0, seed=seed)
        output = paddle.add(unit * (paddle.zeros(output_shape, dtype=dtype) + (self.high - self.low)), self.low)
        return paddle.reshape(output, shape) if self.all_arg_is_float else output

    def _inside(self, value):
        value = self._check_values_dtype_in_probs(self.low, value)
        lower = paddle.cast(self.low < value, value.dtype)
        upper = paddle.cast(value < self.high, value.dtype)
        return lower, upper

    def log_prob(self, value):
        lower, upper = self._inside(value)
        return paddle.log(lower * upper) - paddle.log(self.high - self.low)

    def probs(self, value):
        lower, upper = self._inside(value)
        return lower * upper / (self.high - self.low)

    def entropy(self):
        return paddle.log(self.high - self.low)
