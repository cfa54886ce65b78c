"""How parameters get their first values: the initializers ``paddle.nn.initializer`` serves.

They live outside the ``nn`` package because ``framework`` needs one (a
parameter's default, Xavier) and ``nn``'s layers need ``framework``.
"""

import math

import numpy as np
import torch

from unigrad import numerics
from unigrad.numerics import eigen_qr
from unigrad.paddle_api import _random
from unigrad.paddle_api.ops import _no_kernel
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Constant", "Normal", "Uniform", "XavierUniform", "XavierNormal", "KaimingNormal", "KaimingUniform",
           "Assign", "TruncatedNormal", "Orthogonal", "Dirac", "Bilinear", "calculate_gain", "set_global_initializer",
           "global_initializer"]


def _fans(shape):
    if len(shape) < 2:
        return shape[0] if shape else 1, shape[0] if shape else 1
    receptive = math.prod(shape[2:]) if len(shape) > 2 else 1
    if len(shape) == 2:  # paddle's Linear weight is [in, out]
        return shape[0], shape[1]
    return shape[1] * receptive, shape[0] * receptive


class Initializer(RealNamed):
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
        return _random.draw("gaussian", shape, mean=self.mean, std=self.std, dtype=dtype, device=device)


class TruncatedNormal(Initializer):
    """Normal values kept inside ``[a, b]`` (absolute bounds, as paddle 3 takes them)."""

    def __init__(self, mean=0.0, std=1.0, a=-2.0, b=2.0, name=None):
        self.mean, self.std, self.a, self.b = mean, std, a, b

    def _make(self, shape, dtype, device):
        return _random.draw("truncated_gaussian", shape, mean=self.mean, std=self.std, a=self.a, b=self.b,
                            dtype=dtype, device=device)


class Uniform(Initializer):
    def __init__(self, low=-1.0, high=1.0, name=None):
        self.low, self.high = low, high

    def _make(self, shape, dtype, device):
        return _random.draw("uniform", shape, low=self.low, high=self.high, dtype=dtype, device=device)


class XavierUniform(Initializer):
    def __init__(self, fan_in=None, fan_out=None, name=None):
        self.fan_in, self.fan_out = fan_in, fan_out

    def _make(self, shape, dtype, device):
        fan_in, fan_out = _fans(shape)
        limit = math.sqrt(6.0 / ((self.fan_in or fan_in) + (self.fan_out or fan_out)))
        return _random.draw("uniform", shape, low=-limit, high=limit, dtype=dtype, device=device)


class XavierNormal(XavierUniform):
    def _make(self, shape, dtype, device):
        fan_in, fan_out = _fans(shape)
        std = math.sqrt(2.0 / ((self.fan_in or fan_in) + (self.fan_out or fan_out)))
        return _random.draw("gaussian", shape, std=std, dtype=dtype, device=device)


#: paddle's recommended gains; leaky_relu's depends on its negative slope
_GAINS = {
    **dict.fromkeys(["sigmoid", "linear", "conv1d", "conv2d", "conv3d", "conv1d_transpose", "conv_transpose1d",
                     "conv2d_transpose", "conv_transpose2d", "conv3d_transpose", "conv_transpose3d"], 1),
    "tanh": 5.0 / 3,
    "relu": math.sqrt(2.0),
    "leaky_relu": lambda slope: math.sqrt(2.0 / (1 + slope**2)),
    "selu": 3.0 / 4,
}


def calculate_gain(nonlinearity, param=None):
    """The gain paddle recommends for ``nonlinearity`` (``param``: leaky_relu's slope, default 0.01)."""
    if nonlinearity not in _GAINS:
        raise ValueError(f"nonlinearity function {nonlinearity} is not supported now.")
    gain = _GAINS[nonlinearity]
    return gain(0.01 if param is None else float(param)) if callable(gain) else gain


class KaimingNormal(Initializer):
    def __init__(self, fan_in=None, negative_slope=0.0, nonlinearity="relu", mode="fan_in"):
        self.fan_in, self.negative_slope, self.nonlinearity, self.mode = fan_in, negative_slope, nonlinearity, mode

    def _gain_over_root_fan_in(self, shape):
        fan_in, fan_out = _fans(shape)
        fan = fan_out if self.mode == "fan_out" else self.fan_in if self.fan_in is not None else fan_in
        return calculate_gain(self.nonlinearity, self.negative_slope) / math.sqrt(float(fan))

    def _make(self, shape, dtype, device):
        return _random.draw("gaussian", shape, std=self._gain_over_root_fan_in(shape), dtype=dtype, device=device)


class KaimingUniform(KaimingNormal):
    def _make(self, shape, dtype, device):
        limit = math.sqrt(3.0) * self._gain_over_root_fan_in(shape)
        return _random.draw("uniform", shape, low=-limit, high=limit, dtype=dtype, device=device)


class Assign(Initializer):
    def __init__(self, value, name=None):
        self.value = value

    def _make(self, shape, dtype, device):
        value = self.value._torch if hasattr(self.value, "_torch") else torch.as_tensor(np.asarray(self.value))
        # paddle gives the parameter the assigned value's own shape
        return value.detach().to(dtype=dtype, device=device).clone()


def _signed_q(normal):
    """The reduced Q of a tall matrix with its columns signed by R's diagonal (a zero one zeroes its column):
    paddle's CPU qr (Eigen's) where reproduced, else torch's."""
    rows, cols = normal.shape
    if normal.device.type == "cpu" and numerics.exact(normal) and eigen_qr.reproduced(rows, cols):
        q, r = eigen_qr.householder_qr(normal.numpy())
        return torch.from_numpy(q * np.sign(np.diagonal(r)))
    q, r = torch.linalg.qr(normal)
    return q * torch.sign(torch.diagonal(r))


class Orthogonal(Initializer):
    """paddle's orthogonal initializer: a normal draw of ``[max(rows, cols), min(rows, cols)]`` (rows the first
    axis, cols the others), its reduced QR, Q's columns signed by R's diagonal, transposed when rows < cols,
    times ``gain``."""

    def __init__(self, gain=1.0, name=None):
        assert gain is not None, "gain should not be None"
        self._gain = gain

    def _make(self, shape, dtype, device):
        assert len(shape) >= 2, "Only Tensor with 2 or more dimensions can be initialized by Orthogonal"
        rows, cols = shape[0], math.prod(shape[1:])
        normal = _random.draw("gaussian", [max(rows, cols), min(rows, cols)], dtype=dtype, device=device)
        if normal.device.type == "cpu" and dtype not in (torch.float32, torch.float64):
            raise _no_kernel("qr", dtype, "float64, complex128, float32, complex64")
        q = _signed_q(normal)
        if rows < cols:
            q = q.T
        # paddle's scale kernel: q * gain (in the parameter's dtype) + 0 (the bias turns -0 into +0)
        gain = float(self._gain) if dtype == torch.float64 else float(np.float32(self._gain))
        return q.reshape(shape) * gain + 0.0


class Dirac(Initializer):
    """Zeros with a 1 at the centre of the kernel of each (group's output channel d, input channel d) pair, for
    d below ``min(out_channels / groups, in_channels)``: a convolution that passes its input through."""

    def __init__(self, groups=1, name=None):
        assert groups > 0 and isinstance(groups, int), " 'groups' must be a positive integer. "
        self._groups = groups

    def _make(self, shape, dtype, device):
        assert len(shape) in (3, 4, 5), "Only Tensor with 3/4/5 dimensions can be initialized by Dirac"
        assert shape[0] % self._groups == 0, "Tensor 0-dimension must be divisible by groups"
        per_group = shape[0] // self._groups
        centre = tuple(size // 2 for size in shape[2:])
        values = torch.zeros(shape, dtype=dtype, device=device)
        for group in range(self._groups):
            for d in range(min(per_group, shape[1])):
                values[(group * per_group + d, d) + centre] = 1.0
        return values


class Bilinear(Initializer):
    """The kernel of bilinear upsampling for a transposed convolution (square kernels of shape
    ``[C_out, C_in, K, K]``), computed as paddle does in float32 (its row coordinate ``(i / K) % K`` is a true
    division, so the kernel varies along its flat index, not only by row)."""

    def __init__(self):
        pass

    def _make(self, shape, dtype, device):
        if len(shape) != 4:
            raise ValueError("the length of shape must be 4.")
        if shape[2] != shape[3]:
            raise ValueError("shape[2] must be equal to shape[3].")
        size = shape[3]
        factor = np.ceil(size / 2.0)
        centre = (2 * factor - 1 - factor % 2) / (2.0 * factor)
        index = np.arange(math.prod(shape))
        column = index % size
        row = np.mod(index / size, size)
        weight = ((1 - np.abs(column / factor - centre)) * (1 - np.abs(row / factor - centre))).astype(np.float32)
        return torch.from_numpy(weight.reshape(shape)).to(dtype=dtype, device=device)


#: the initializers ``set_global_initializer`` installed: parameters made without their own initializer use them
_global = {"weight": None, "bias": None}


def set_global_initializer(weight_init, bias_init=None):
    """Sets (``None``: clears) the initializer of every later weight and bias that is not given one by its
    ``ParamAttr``; it takes the place of a layer's own default. paddle checks no types here in dygraph."""
    _global["weight"], _global["bias"] = weight_init, bias_init


def global_initializer(is_bias):
    """The initializer ``set_global_initializer`` set for biases (``is_bias``) or weights, or None."""
    return _global["bias" if is_bias else "weight"]
