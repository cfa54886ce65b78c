"""The base of paddle's probability distributions: shapes, argument conversion and the shared helpers.

Subclasses compute on the paddle dialect's own ops (``unigrad.paddle_api``), in the order real paddle's
distribution code uses them, so that float32 results and random draws agree bit for bit.
"""

import warnings

import numpy as np

from unigrad import paddle_api as paddle
from unigrad.paddle_api._real_names import RealNamed
from unigrad.paddle_api.tensor import Tensor

_ARG_TYPES = (float, list, tuple, np.ndarray, Tensor)


def _dtype_name(dtype):
    """'float32' for paddle.float32 / 'float32' / np.float32."""
    text = str(dtype)
    return text[len("paddle."):] if text.startswith("paddle.") else text


class Distribution(RealNamed):
    """Abstract base of a (batch of) probability distribution(s): ``batch_shape`` and ``event_shape``."""

    def __init__(self, batch_shape=(), event_shape=()):
        self._batch_shape = batch_shape if isinstance(batch_shape, tuple) else tuple(batch_shape)
        self._event_shape = event_shape if isinstance(event_shape, tuple) else tuple(event_shape)
        super().__init__()

    @property
    def batch_shape(self):
        """Shape of the batch of independent distributions."""
        return self._batch_shape

    @property
    def event_shape(self):
        """Shape of one draw."""
        return self._event_shape

    @property
    def mean(self):
        raise NotImplementedError

    @property
    def variance(self):
        raise NotImplementedError

    def sample(self, shape=[]):
        raise NotImplementedError

    def rsample(self, shape=[]):
        raise NotImplementedError

    def entropy(self):
        raise NotImplementedError

    def kl_divergence(self, other):
        raise NotImplementedError

    def prob(self, value):
        """Density or mass at ``value``: exp of ``log_prob``."""
        return self.log_prob(value).exp()

    def log_prob(self, value):
        raise NotImplementedError

    def probs(self, value):
        raise NotImplementedError

    def _extend_shape(self, sample_shape):
        return tuple(sample_shape) + tuple(self._batch_shape) + tuple(self._event_shape)

    def _validate_args(self, *args):
        """True when every argument is a Tensor; ValueError when Tensors and numbers are mixed."""
        tensors = [isinstance(arg, Tensor) for arg in args]
        if any(tensors) and not all(tensors):
            raise ValueError('if one argument is Tensor, all arguments should be Tensor')
        return any(tensors)

    def _to_tensor(self, *args):
        """Numbers, lists and arrays to Tensors of one float dtype, broadcast against each other."""
        arrays = []
        total = 0.0
        for arg in args:
            if not isinstance(arg, _ARG_TYPES):
                raise TypeError("Type of input args must be float, list, tuple, numpy.ndarray or Tensor, "
                                f"but received type {type(arg)}")
            array = arg.numpy() if isinstance(arg, Tensor) else np.array(arg)
            if str(array.dtype) not in ('float32', 'float64'):
                warnings.warn("data type of argument only support float32 and float64, your argument will be "
                              "convert to float32.")
                array = array.astype('float32')
            total = total + array
            arrays.append(array)
        # paddle assigns float64 arrays as float32 (assign has no float64 constants), so every result is float32
        return tuple(paddle.to_tensor(np.broadcast_arrays(array, total)[0].astype('float32')) for array in arrays)

    def _check_values_dtype_in_probs(self, param, value):
        """``value`` cast to ``param``'s float dtype (with paddle's warning) when they differ."""
        if paddle.is_complex(param):
            return value.astype(param.dtype)
        if value.dtype != param.dtype and _dtype_name(value.dtype) in ('float32', 'float64'):
            warnings.warn("dtype of input 'value' needs to be the same as parameters of distribution class. "
                          "dtype of 'value' will be converted.")
            return paddle.cast(value, param.dtype)
        return value

    def _probs_to_logits(self, probs, is_binary=False):
        if is_binary:
            return paddle.log(probs) - paddle.log1p(-probs)
        return paddle.log(probs)

    def _logits_to_probs(self, logits, is_binary=False):
        if is_binary:
            return _sigmoid(logits)
        return paddle.nn.functional.softmax(logits, axis=-1)

    def _broadcast_all(self, *args):
        """Tensors of every argument, broadcast together; numbers take the first Tensor's dtype."""
        for arg in args:
            if not isinstance(arg, _ARG_TYPES):
                raise TypeError("Type of input args must be float, list, tuple, numpy.ndarray or Tensor, "
                                f"but received type {type(arg)}")
        if not all(isinstance(arg, Tensor) for arg in args):
            dtype = next((arg.dtype for arg in args if isinstance(arg, Tensor)), paddle.get_default_dtype())
            args = [arg if isinstance(arg, Tensor) else paddle.to_tensor(arg, dtype=dtype) for arg in args]
        return paddle.broadcast_tensors(list(args))


def _sigmoid(x):
    """nn.functional.sigmoid, also on 0-D tensors (the exact kernel takes arrays of at least one axis)."""
    if x.dim() == 0:
        return paddle.nn.functional.sigmoid(x.reshape([1])).reshape([])
    return paddle.nn.functional.sigmoid(x)


def _sum_rightmost(value, n):
    """``value`` summed over its last ``n`` axes."""
    return value.sum(list(range(-n, 0))) if n > 0 else value


def _dtype_str(tensor):
    return _dtype_name(tensor.dtype)
