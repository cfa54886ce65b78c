"""paddle's CPU ``binomial`` kernel: per element, inversion of geometric waiting times when ``n * p < 10``,
otherwise Hörmann's BTRS transformed rejection (with Stirling tail corrections), on ``p`` or ``1 - p``
whichever is at most one half; uniforms are libstdc++ canonical draws of the generator's mt19937_64.
"""

import math

import numpy as np
import torch

from unigrad.paddle_api import _random

_STIRLING_TAIL = (0.0810614667953272, 0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
                  0.0166446911898211, 0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
                  0.00925546218271273, 0.00833056343336287)


def _stirling_tail(k):
    if k <= 9:
        return _STIRLING_TAIL[int(k)]
    kp1sq = (k + 1) * (k + 1)
    return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1)


def _inversion(n, p, uniform):
    log_q = math.log1p(-p)
    total, count = 0.0, 0
    while True:
        total += math.ceil(math.log(uniform()) / log_q)
        if total > n:
            return count
        count += 1


def _btrs(n, p, uniform):
    stddev = math.sqrt(n * p * (1 - p))
    b = 1.15 + 2.53 * stddev
    a = -0.0873 + 0.0248 * b + 0.01 * p
    c = n * p + 0.5
    v_r = 0.92 - 4.2 / b
    r = p / (1 - p)
    alpha = (2.83 + 5.1 / b) * stddev
    m = math.floor((n + 1) * p)
    while True:
        u = uniform() - 0.5
        v = uniform()
        us = 0.5 - abs(u)
        k = math.floor((2 * a / us + b) * u + c)
        if us >= 0.07 and v <= v_r:
            return k
        if k < 0 or k > n:
            continue
        v = math.log(v * alpha / (a / (us * us) + b))
        bound = ((m + 0.5) * math.log((m + 1) / (r * (n - m + 1)))
                 + (n + 1) * math.log((n - m + 1) / (n - k + 1))
                 + (k + 0.5) * math.log(r * (n - k + 1) / (k + 1))
                 + _stirling_tail(m) + _stirling_tail(n - m) - _stirling_tail(k) - _stirling_tail(n - k))
        if v <= bound:
            return k


def _draw(n, p, uniform):
    if n <= 0 or p <= 0:
        return 0
    if p >= 1:
        return n
    q = p if p <= 0.5 else 1.0 - p
    k = _btrs(n, q, uniform) if n * q >= 10.0 else _inversion(n, q, uniform)
    return k if p <= 0.5 else n - k


def binomial(count, prob):
    """int64 binomial draws for torch tensors ``count`` and ``prob`` of one shape."""
    engine = _random.default_generator()
    ftype = np.float64 if prob.dtype == torch.float64 else np.float32
    below_one = float(np.nextafter(ftype(1), ftype(0)))

    def uniform():
        return min(float(engine.take(1).astype(ftype)[0] / ftype(2.0 ** 64)), below_one)

    counts = count.reshape(-1).tolist()
    probs = prob.detach().reshape(-1).tolist()
    values = [_draw(n, float(np.asarray(p, dtype=ftype)), uniform) for n, p in zip(counts, probs)]
    return torch.tensor(values, dtype=torch.int64).reshape(count.shape)
