"""Paddle's seeded CPU random numbers, reproduced bit for bit.

Paddle's CPU generator is a ``std::mt19937_64`` engine. ``paddle.seed(n)`` reseeds it through
``std::seed_seq({n})`` (so only the low 32 bits of ``n`` matter), while a kernel given its own
nonzero ``seed`` attribute builds a fresh engine with the engine's plain ``seed(n)``. Each kernel
builds a new libstdc++ distribution object per call, so nothing carries over between calls except
the engine's position (the normal distribution's cached second value is dropped).

What the kernels draw, as libstdc++ computes it:

- ``generate_canonical<T>``: one 64-bit output ``u``, ``T(u) / 2**64`` (``T(u)`` rounded to nearest),
  clamped below 1.
- ``uniform_real_distribution<T>(a, b)``: ``canonical * (b - a) + a`` in ``T``; paddle passes ``a``
  and ``b`` as float32 even for float64 tensors.
- ``normal_distribution<T>(mean, std)``: Marsaglia's polar method, two canonicals per attempt,
  ``x = T(2 * c1 - 1.0)``, ``y = T(2 * c2 - 1.0)``, accepted when ``0 < x*x + y*y <= 1``; each
  accepted pair yields ``y * m`` then ``x * m`` with ``m = sqrt(-2 * log(r2) / r2)``, then
  ``v * std + mean``. ``log`` is the C library's ``logf``/``log``, called here through ctypes so
  the last bit agrees with paddle running on the same machine.
- ``uniform_int_distribution<T>(a, b)``: Lemire's multiply-and-reject on the full 64-bit output.

The engine and the distributions are ``unigrad.numerics.random``'s (vectorised, dialect-free);
this module keeps paddle's seeding convention and how each of its kernels uses them.
"""

import os

import numpy as np
import torch

from unigrad.numerics import libm as _libm
from unigrad.numerics import random as _std
from unigrad.numerics import special as _special

__all__ = []  # internal: the paddle front end wires these into its random ops



def _random_seed():
    # paddle's unseeded default: 53 random bits (it keeps seeds representable as a double)
    return int.from_bytes(os.urandom(8), "little") & 0x1FFFFFFFFFFFFF


class Generator:
    """A ``std::mt19937_64`` engine in paddle's seeding convention (``numerics.random``'s engine
    underneath): ``peek``/``take``/``skip`` its 64-bit outputs."""

    def __init__(self, seed=None):
        self.seed(_random_seed() if seed is None else seed)

    def seed(self, seed):
        """Reseed as ``paddle.seed(seed)`` does (``seed_seq``: low 32 bits)."""
        self._seed = int(seed)
        self._engine = _std.MT19937_64.from_seed_seq([self._seed])
        return self

    def manual_seed(self, seed):
        return self.seed(seed)

    def initial_seed(self):
        return self._seed

    @classmethod
    def plain(cls, seed):
        """A fresh engine seeded as a kernel's own ``seed`` attribute seeds it (no seed_seq)."""
        gen = cls.__new__(cls)
        gen._seed = int(seed)
        gen._engine = _std.MT19937_64.plain(int(seed))
        return gen

    def get_state(self):
        words, ahead = self._engine.get_state()
        return GeneratorState(self._seed, words, ahead)

    def set_state(self, state):
        self._seed = state.seed
        self._engine.set_state((state.words, state.ahead))

    def peek(self, n):
        """The next ``n`` 64-bit outputs as uint64, without using them."""
        return self._engine.peek(n)

    def skip(self, n):
        self._engine.skip(n)

    def take(self, n):
        return self._engine.take(n)


class GeneratorState:
    """A saved engine position (``paddle.get_rng_state()`` entries)."""

    def __init__(self, seed, words, ahead):
        self.seed, self.words, self.ahead = seed, words, ahead


# printed as paddle prints its own (``<paddle.base.libpaddle.Generator object at 0x...>``)
Generator.__module__ = GeneratorState.__module__ = "paddle.base.libpaddle"

_default = Generator()


def default_generator():
    """The process-wide generator ``paddle.seed`` reseeds."""
    return _default


def seed(value):
    """Reseed the default generator as ``paddle.seed(value)`` does."""
    _default.seed(value)
    return _default


# --- libstdc++ distributions -------------------------------------------------------------

_NP = {torch.float32: np.float32, torch.float64: np.float64}


def _compute_dtype(dtype):
    # float16/bfloat16 kernels draw float32 and cast; float32/float64 draw in their own type
    return np.float64 if dtype == torch.float64 else np.float32


def _canonical(words, ftype):
    """``generate_canonical<ftype>`` from one 64-bit word each."""
    return _std.generate_canonical(words, ftype, 2.0 ** 64)


def _draw_canonical(gen, n, ftype):
    """The next ``n`` canonicals of ``gen`` (read in place: ``take`` would copy the words first)."""
    values = _canonical(gen.peek(n), ftype)
    gen.skip(n)
    return values


_c_log = _libm.c_log


def _to_torch(values, shape, dtype):
    t = torch.from_numpy(np.ascontiguousarray(values)).reshape(tuple(shape))
    return t.to(dtype) if t.dtype != dtype else t


def _numel(shape):
    n = 1
    for s in shape:
        n *= int(s)
    return n


def uniform(shape, low=0.0, high=1.0, dtype=torch.float32, generator=None, seed=0):
    """paddle's ``uniform`` CPU kernel (``paddle.rand``/``uniform``, ``Uniform``/Xavier/Kaiming
    uniform initializers). ``low``/``high`` pass through float32 as in paddle. A nonzero
    ``seed`` uses a fresh engine seeded with it, as the kernel's seed attribute does."""
    gen = Generator.plain(seed) if seed else (generator or _default)
    ftype = _compute_dtype(dtype)
    a, b = ftype(np.float32(low)), ftype(np.float32(high))
    n = _numel(shape)
    values = _draw_canonical(gen, n, ftype)
    values *= b - a
    values += a
    return _to_torch(values, shape, dtype)


def gaussian(shape, mean=0.0, std=1.0, dtype=torch.float32, generator=None, seed=0):
    """paddle's ``gaussian`` CPU kernel (``paddle.randn``/``normal``/``standard_normal``, the
    ``Normal``/XavierNormal/KaimingNormal initializers). ``mean``/``std`` pass through float32."""
    gen = Generator.plain(seed) if seed else (generator or _default)
    ftype = _compute_dtype(dtype)
    n = _numel(shape)
    values = _std.normal_polar(gen, n, ftype, lambda words: _canonical(words, ftype), _c_log)
    values = values[:n] * ftype(np.float32(std)) + ftype(np.float32(mean))
    return _to_torch(values, shape, dtype)


def randint(low, high, shape, dtype=torch.int64, generator=None, seed=0):
    """paddle's ``randint`` CPU kernel: ``uniform_int_distribution(low, high - 1)``.

    The engine's range is all 64 bits, so libstdc++ uses Lemire's method with 128-bit
    products: ``hi, lo = u * span``; when ``lo < (2**64 - span) % span`` the draw is rejected.
    """
    gen = Generator.plain(seed) if seed else (generator or _default)
    n = _numel(shape)
    span = int(high) - int(low)
    # 128-bit product split into 32-bit halves so numpy's uint64 never overflows
    drawn = _std.uniform_ints(gen, span, n, "lemire")
    values = drawn.astype(np.int64) + int(low)
    return _to_torch(values, shape, dtype)


def dropout_keep(shape, p, generator=None, seed=0):
    """The keep mask (bool, True = kept) of paddle's CPU dropout kernels for ``p < 1``: one
    float32 canonical per mask element, dropped when it is ``< float32(p)``. For ``axis``
    dropout (``dropout2d``/``3d``) ``shape`` is the mask's shape (1 on the broadcast axes).
    The kept outputs are ``x / T(float32(1) - float32(p))`` in upscale_in_train mode."""
    gen = Generator.plain(seed) if seed else (generator or _default)
    n = _numel(shape)
    drop = _draw_canonical(gen, n, np.float32) < np.float32(p)
    return torch.from_numpy(~drop).reshape(tuple(shape))


# Wichura's AS241 rational approximations (1988), as evaluated by paddle's Erfinv: central
# region |x| <= 0.85, tail r <= 5 and far tail, each numerator/denominator of degree 7.
def _erf(value):
    return _libm.function("erf", double=True)(value)


def truncated_gaussian(shape, mean=0.0, std=1.0, a=-2.0, b=2.0, dtype=torch.float32,
                       generator=None, seed=0):
    """paddle's ``truncated_gaussian_random`` CPU kernel (``TruncatedNormal`` initializer):
    inverse-CDF sampling, one canonical per element drawn from ``[FLT_MIN, 1)``, mapped between
    the normal CDFs of ``a`` and ``b`` (absolute bounds), through Erfinv, then clamped to
    ``[a, b]``. Arithmetic in float32 (float64 for float64 tensors)."""
    gen = Generator.plain(seed) if seed else (generator or _default)
    ftype = _compute_dtype(dtype)
    f64 = np.float64
    mean_, std_, a_, b_ = (ftype(v) for v in (mean, std, a, b))

    def cdf(v):
        return ftype((1.0 + _erf(float(f64(v) / np.sqrt(2.0)))) / 2.0)

    a_cdf, b_cdf = cdf((a_ - mean_) / std_), cdf((b_ - mean_) / std_)
    n = _numel(shape)
    low = ftype(np.finfo(np.float32).tiny)
    value = _draw_canonical(gen, n, ftype) * (ftype(1.0) - low) + low
    p = a_cdf + (b_cdf - a_cdf) * value
    inv = _special.as241_erfinv(ftype(2) * p - ftype(1), ftype)
    ret = (np.sqrt(2.0) * inv.astype(f64) * f64(std_) + f64(mean_)).astype(ftype)
    return _to_torch(np.clip(ret, a_, b_), shape, dtype)


def randperm(n, dtype=torch.int64, generator=None, seed=0):
    """paddle's ``randperm`` CPU kernel: ``std::shuffle`` of ``0..n-1`` by the engine.

    libstdc++ shuffles two positions per draw when the engine's range covers ``n**2`` (always,
    for paddle's int ``n``): one draw below ``(i + 1) * (i + 2)`` gives the swap partners of
    positions ``i`` and ``i + 1``; with ``n`` even, position 1 first swaps with a draw below 2.
    """
    gen = Generator.plain(seed) if seed else (generator or _default)
    n = int(n)
    perm = _std.shuffled_positions(n, lambda spans: _std.uniform_int_lemire(gen, spans), 1 << 64)
    return torch.from_numpy(perm).to(dtype)


# --- what the front end calls ------------------------------------------------------------

def _complex_uniform(shape, dtype, **params):
    # paddle draws every real part, then every imaginary part
    part = dtype.to_real()
    real, imag = uniform(shape, dtype=part, **params), uniform(shape, dtype=part, **params)
    return torch.complex(real, imag)


def _complex_gaussian(shape, dtype, mean=0.0, std=1.0, **params):
    # paddle draws (real, imaginary) pairs, each part with std / sqrt(2)
    part = dtype.to_real()
    pairs = gaussian(list(shape) + [2], 0.0, 1.0, dtype=part, **params)
    values = torch.view_as_complex(pairs.contiguous()) * (std / np.sqrt(2.0))
    return values + complex(mean)


#: kernel name -> (paddle's CPU kernel, torch's draw on another device: paddle's GPU streams are
#: Philox-based and not reproduced, so there the numbers are torch's)
_KERNELS = {
    "uniform": (uniform, lambda shape, low=0.0, high=1.0, dtype=torch.float32, device=None, **_: (
        torch.empty(shape, dtype=dtype, device=device).uniform_(low, high))),
    "gaussian": (gaussian, lambda shape, mean=0.0, std=1.0, dtype=torch.float32, device=None, **_: (
        torch.empty(shape, dtype=dtype, device=device).normal_(mean, std))),
    "truncated_gaussian": (truncated_gaussian, lambda shape, mean=0.0, std=1.0, a=-2.0, b=2.0,
                           dtype=torch.float32, device=None, **_: torch.nn.init.trunc_normal_(
        torch.empty(shape, dtype=dtype, device=device), mean, std, a, b)),
    "randint": (randint, lambda low, high, shape, dtype=torch.int64, device=None, **_: (
        torch.randint(low, high, tuple(shape), dtype=dtype, device=device))),
    "randperm": (randperm, lambda n, dtype=torch.int64, device=None, **_: (
        torch.randperm(n, dtype=dtype, device=device))),
    "dropout_keep": (dropout_keep, lambda shape, p, device=None, **_: (
        torch.rand(tuple(shape), device=device) >= p)),
}

_COMPLEX = {"uniform": _complex_uniform, "gaussian": _complex_gaussian}


def draw(kernel, *args, device=None, **params):
    """Run paddle's random ``kernel`` (a key of ``_KERNELS``) for a tensor on ``device``.

    On the CPU the values are paddle's, bit for bit; elsewhere torch draws them.
    A complex ``dtype`` draws its parts as paddle does.
    """
    cpu_kernel, torch_draw = _KERNELS[kernel]
    if device is not None and torch.device(device).type != "cpu":
        return torch_draw(*args, device=device, **params)
    dtype = params.get("dtype")
    if dtype is not None and dtype.is_complex:
        return _COMPLEX[kernel](*args, **params)
    return cpu_kernel(*args, **params)
