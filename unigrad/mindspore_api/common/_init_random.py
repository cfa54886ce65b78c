"""MindSpore's random stream for weight initializers, number for number.

Each random initializer draws one 63-bit seed from NumPy's global generator
(``np.random.randint(1, 2**63)``, so ``set_seed``, which seeds NumPy, makes
weights reproducible) and fills a float32 buffer from a Philox4x32-10
counter stream keyed by that seed (counter ``(i, 0, seed_lo, seed_hi)``,
key ``(seed_lo, seed_hi)``, four 32-bit words per block). The distributions
compute in double and round each value to float32 once:

- uniform: ``a + (b - a) * word / 2**32``;
- normal: Box-Muller on two words, each made a float in ``[0, 1)`` from its
  low 23 bits; the cosine value first, the sine value next;
- truncated normal: the inverse CDF of a uniform word, with Boost's
  rational approximations of ``erfc_inv``.

MindSpore splits large buffers over threads, each skipping ahead in the same
stream, which gives the same numbers as one pass.

>>> uniform_values(12345, (3,), -1.0, 1.0).tolist()
[0.29665684700012207, -0.5883027911186218, -0.23487304151058197]
"""

import math

import numpy as np

from unigrad.numerics import special
from unigrad.numerics.random import philox_stream

__all__ = ["draw_seed", "uniform_values", "normal_values", "truncated_normal_values"]



def draw_seed():
    """The seed one initializer takes from NumPy's global generator (as MindSpore's does)."""
    return int(np.random.randint(low=1, high=(1 << 63), dtype=np.int64))


def _philox_words(seed, count):
    """The first ``count`` 32-bit words (as uint64) of MindSpore's Philox stream for ``seed``."""
    return philox_stream(seed, count, (seed & 0xFFFFFFFF, (seed >> 32) & 0xFFFFFFFF))


def _as_float32(value):
    """A C++ ``float`` parameter: the Python number rounded to float32, then widened back to double."""
    return float(np.float32(value))


def uniform_values(seed, shape, low, high):
    """float32 values uniform in ``[low, high)``, as MindSpore's initializers draw them."""
    count = math.prod(shape)
    low, high = _as_float32(low), _as_float32(high)
    units = _philox_words(seed, count).astype(np.float64) / 4294967296.0
    return ((high - low) * units + low).astype(np.float32).reshape(shape)


def _unit_float(words):
    """A word's low 23 bits as the mantissa of a float in [1, 2), minus 1 (in float32), widened to double."""
    bits = ((words & np.uint64(0x7FFFFF)) | np.uint64(127 << 23)).astype(np.uint32)
    return (bits.view(np.float32) - np.float32(1.0)).astype(np.float64)


def normal_values(seed, shape, mean, sigma):
    """float32 normal values (Box-Muller in double), as MindSpore's initializers draw them."""
    count = math.prod(shape)
    pairs = (count + 1) // 2
    words = _philox_words(seed, 2 * pairs).reshape(pairs, 2)
    floor = _as_float32(1.0e-7)
    u1 = np.maximum(_unit_float(words[:, 0]), floor)
    u2 = np.maximum(_unit_float(words[:, 1]), floor)
    values = special.box_muller(u1, u2, _as_float32(mean), _as_float32(sigma), _as_float32(3.1415926))
    return values[:count].astype(np.float32).reshape(shape)


def truncated_normal_values(seed, shape, a, b, mean, sigma):
    """float32 normal values truncated to ``[a, b]`` by the inverse CDF, as MindSpore's initializers draw them."""
    count = math.prod(shape)
    a, b, mean, sigma = (_as_float32(v) for v in (a, b, mean, sigma))
    root_two = _as_float32(1.4142135)
    cdf_a = math.erfc(-((a - mean) / sigma) / root_two) / 2.0
    cdf_b = math.erfc(-((b - mean) / sigma) / root_two) / 2.0
    units = _philox_words(seed, count).astype(np.float64) / 4294967296.0
    z = 2.0 * (cdf_a + units * (cdf_b - cdf_a))
    z = np.where(z <= 0.0, float(np.nextafter(np.float32(0), np.float32(2))), z)
    z = np.where(z >= 2.0, float(np.nextafter(np.float32(2), np.float32(0))), z)
    upper = z > 1.0
    q = np.where(upper, 2.0 - z, z)
    p = np.where(upper, 1.0 - q, 1.0 - z)
    sign = np.where(upper, -1.0, 1.0)
    quantile = -(sign * special.boost_erf_inv(p, q)) * root_two
    return (mean + quantile * sigma).astype(np.float32).reshape(shape)
