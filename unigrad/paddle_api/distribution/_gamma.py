"""paddle's CPU gamma sampling (``standard_gamma`` and the ``dirichlet`` kernel), draw for draw.

Each element runs Marsaglia and Tsang's method (boosting ``alpha < 1`` by a power of a uniform), in the
tensor's float type, with fresh libstdc++ ``uniform_real_distribution`` / ``normal_distribution`` objects
per draw on the generator's ``std::mt19937_64`` (so a polar pair's second normal is dropped). ``log`` and
``pow`` are the C library's float functions, as the kernel's are.
"""

import numpy as np
import torch

from unigrad.numerics import libm
from unigrad.paddle_api import _random


class _Sampler:
    """Uniform and normal draws of one float type from the engine, as the kernel's lambdas make them."""

    def __init__(self, engine, ftype):
        self._engine = engine
        self.ftype = ftype
        double = ftype is np.float64
        self.log = libm.function("log" if double else "logf", double=double)
        self.pow = libm.function("pow" if double else "powf", double=double, arity=2)
        self._below_one = np.nextafter(ftype(1), ftype(0))

    def uniform(self):
        value = self._engine.take(1).astype(self.ftype)[0] / self.ftype(2.0 ** 64)
        return min(value, self._below_one)

    def normal(self):
        f = self.ftype
        while True:
            x = f(float(f(2) * self.uniform()) - 1.0)
            y = f(float(f(2) * self.uniform()) - 1.0)
            r2 = x * x + y * y
            if not (r2 > 1.0 or r2 == 0.0):
                break
        mult = np.sqrt(f(f(-2) * f(self.log(r2))) / r2)
        return y * mult


def _sample_gamma(alpha, sampler):
    f = sampler.ftype
    one = f(1)
    scale = one
    if alpha < one:
        if alpha == 0:
            return f(0)
        scale = scale * f(sampler.pow(one - sampler.uniform(), one / alpha))
        alpha = alpha + one
    # the kernel's constants are float literals (1.0f / 3.0f, 0.0331f) also in double arithmetic
    d = alpha - f(np.float32(1) / np.float32(3))
    c = one / np.sqrt(f(9) * d)
    while True:
        while True:
            x = sampler.normal()
            y = one + c * x
            if not y <= 0:
                break
        v = y * y * y
        u = one - sampler.uniform()
        xx = x * x
        if u < one - f(np.float32(0.0331)) * xx * xx:
            return scale * d * v
        if f(sampler.log(u)) < f(0.5) * xx + d * (one - v + f(sampler.log(v))):
            return scale * d * v


def _gammas(alpha):
    ftype = np.float64 if alpha.dtype == torch.float64 else np.float32
    sampler = _Sampler(_random.default_generator(), ftype)
    values = alpha.detach().cpu().numpy().astype(ftype).reshape(-1)
    tiny = np.finfo(ftype).tiny
    out = np.array([max(tiny, _sample_gamma(a, sampler)) for a in values], dtype=ftype)
    return out.reshape(tuple(alpha.shape))


def standard_gamma(alpha):
    """Gamma(alpha, 1) draws for the torch tensor ``alpha`` (float32/float64)."""
    return torch.from_numpy(_gammas(alpha)).to(alpha.device)


def dirichlet(concentration):
    """Dirichlet draws: gamma draws normalized over the last axis."""
    gammas = torch.from_numpy(_gammas(concentration))
    return (gammas / gammas.sum(-1, keepdim=True)).to(concentration.device)
