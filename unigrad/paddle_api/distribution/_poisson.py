"""paddle's CPU ``poisson`` kernel: one libstdc++ ``std::poisson_distribution<int>`` per element on the
generator's ``std::mt19937_64``, reproduced draw for draw.

Means below 12 multiply uniforms until the product falls below ``exp(-mean)``; larger means use
libstdc++'s rejection method (Devroye's, with its normal draws from a ``normal_distribution<double>``
whose second polar value is kept for the same element). The double ``log``/``exp``/``lgamma`` are the
C library's, as in the kernel.
"""

import math

import numpy as np
import torch

from unigrad.numerics import libm
from unigrad.paddle_api import _random

_TWO64 = float(2 ** 64)
_NAF = (1 - np.finfo(np.float64).eps) / 2
_INT_MAX = 2 ** 31 - 1


def _c(name):
    return libm.function(name, double=True)


class _Draws:
    """Canonical doubles and polar normals from the engine, as libstdc++'s adaptors draw them."""

    def __init__(self, engine):
        self._engine = engine
        self._saved = None
        self._log = _c("log")

    def canonical(self):
        value = float(int(self._engine.take(1)[0])) / _TWO64
        return value if value < 1.0 else math.nextafter(1.0, 0.0)

    def normal(self):
        if self._saved is not None:
            value, self._saved = self._saved, None
            return value
        while True:
            x = 2.0 * self.canonical() - 1.0
            y = 2.0 * self.canonical() - 1.0
            r2 = x * x + y * y
            if r2 <= 1.0 and r2 != 0.0:
                break
        mult = math.sqrt(-2 * self._log(r2) / r2)
        self._saved = x * mult
        return y * mult


def _round(x):
    return math.copysign(math.floor(abs(x) + 0.5), x)


def _draw(mean, engine):
    log, exp, lgamma = _c("log"), _c("exp"), _c("lgamma")
    draws = _Draws(engine)
    if mean < 12:
        threshold = exp(-mean)
        count, product = 0, 1.0
        while True:
            product *= draws.canonical()
            count += 1
            if not product > threshold:
                return count - 1
    m = math.floor(mean)
    lm_thr = log(mean)
    lfm = lgamma(m + 1)
    sm = math.sqrt(m)
    pi_4 = 0.7853981633974483096156608458198757
    dx = math.sqrt(2 * m * log(32 * m / pi_4))
    d = _round(max(6.0, min(m, dx)))
    cx = 2 * m + d
    scx = math.sqrt(cx / 2)
    one_cx = 1 / cx
    c2b = math.sqrt(pi_4 * cx) * exp(one_cx)
    cb = 2 * cx * exp(-d * one_cx * (1 + d / 2)) / d
    c1 = sm * 1.2533141373155002512078826424055226
    c2 = c2b + c1
    c3 = c2 + 1
    c4 = c3 + 1
    c5 = c4 + 1.0129030479320018583185514777512983
    c = cb + c5
    two_cx = 2 * (2 * m + d)
    threshold = _INT_MAX + _NAF
    while True:
        u = c * draws.canonical()
        e = -log(1.0 - draws.canonical())
        w = 0.0
        if u <= c1:
            n = draws.normal()
            y = -abs(n) * sm - 1
            x = math.floor(y)
            w = -n * n / 2
            if x < -m:
                continue
        elif u <= c2:
            n = draws.normal()
            y = 1 + abs(n) * scx
            x = math.ceil(y)
            w = y * (2 - y) * one_cx
            if x > d:
                continue
        elif u <= c3:
            x = -1.0
        elif u <= c4:
            x = 0.0
        elif u <= c5:
            x = 1.0
            w = 0.0128205128205128205128205128205128
        else:
            v = -log(1.0 - draws.canonical())
            y = d + v * two_cx / d
            x = math.ceil(y)
            w = -d * one_cx * (1 + y / 2)
        reject = w - e - x * lm_thr > lfm - lgamma(x + m + 1)
        reject = reject or x + m >= threshold
        if not reject:
            return int(x + m + _NAF)


def poisson(rate):
    """Poisson draws of each element of the torch tensor ``rate`` (same dtype), from paddle's default engine."""
    engine = _random.default_generator()
    means = rate.detach().cpu().double().reshape(-1).tolist()
    values = [_draw(mean, engine) for mean in means]
    return torch.tensor(values, dtype=rate.dtype).reshape(rate.shape).to(rate.device)
