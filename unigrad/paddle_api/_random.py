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

Everything is vectorized over numpy ``uint64`` arrays: the twist runs 156 words at a time
(each word depends only on words at least 156 back), the polar method's rejection loop is resolved by drawing ahead and
counting accepted pairs with a cumulative sum, and only the draws actually used are consumed.
"""

import os

import numpy as np
import torch

from unigrad.numerics import libm as _libm

__all__ = []  # internal: the paddle front end wires these into its random ops

_N, _M = 312, 156
_MATRIX_A = np.uint64(0xB5026F5AA96619E9)
_UPPER = np.uint64(0xFFFFFFFF80000000)
_LOWER = np.uint64(0x7FFFFFFF)
_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_U = np.uint64


def _plain_state(seed):
    """The state ``std::mt19937_64::seed(seed)`` sets (Knuth's multiplicative recurrence)."""
    state = [seed & _MASK64]
    for i in range(1, _N):
        prev = state[-1]
        state.append((6364136223846793005 * (prev ^ (prev >> 62)) + i) & _MASK64)
    return np.array(state, dtype=np.uint64)


def _seed_seq_state(seed):
    """The state ``std::mt19937_64::seed(std::seed_seq({seed}))`` sets.

    ``seed_seq`` keeps 32-bit words, so the seed is taken modulo 2**32; it fills 624 words
    (two per 64-bit state word, low word first) with the standard's two mixing passes.
    """
    values = [seed & _MASK32]
    n = 2 * _N
    buf = [0x8B8B8B8B] * n
    s = len(values)
    t = 11  # the standard's t for n >= 623
    p = (n - t) // 2
    q = p + t
    m = max(s + 1, n)

    def mix(x):
        return x ^ (x >> 27)

    for k in range(m):
        r1 = (1664525 * mix(buf[k % n] ^ buf[(k + p) % n] ^ buf[(k - 1) % n])) & _MASK32
        if k == 0:
            r2 = r1 + s
        elif k <= s:
            r2 = r1 + k % n + values[k - 1]
        else:
            r2 = r1 + k % n
        r2 &= _MASK32
        buf[(k + p) % n] = (buf[(k + p) % n] + r1) & _MASK32
        buf[(k + q) % n] = (buf[(k + q) % n] + r2) & _MASK32
        buf[k % n] = r2
    for k in range(m, m + n):
        r3 = (1566083941 * mix((buf[k % n] + buf[(k + p) % n] + buf[(k - 1) % n]) & _MASK32)) & _MASK32
        r4 = (r3 - k % n) & _MASK32
        buf[(k + p) % n] ^= r3
        buf[(k + q) % n] ^= r4
        buf[k % n] = r4
    state = [buf[2 * i] | (buf[2 * i + 1] << 32) for i in range(_N)]
    # the engine refuses an all-zero state (only the top bit of word 0 counts there)
    if (state[0] >> 31) == 0 and not any(state[1:]):
        state[0] = 1 << 63
    return np.array(state, dtype=np.uint64)


def _extend(state, count):
    """``state`` followed by the next ``count`` (a multiple of 156) words of the engine's sequence.

    Seen as one sequence, the engine's twist is ``x[k+312] = x[k+156] ^ A(x[k] upper bit,
    x[k+1] lower 31 bits)``: every word depends only on words at least 156 back, so 156 words
    at a time are computed with a handful of in-place numpy operations.
    """
    x = np.empty(_N + count, dtype=np.uint64)
    x[:_N] = state
    y = np.empty(_M, dtype=np.uint64)
    t = np.empty(_M, dtype=np.uint64)
    one, upper, lower, matrix = _U(1), _UPPER, _LOWER, _MATRIX_A
    for s in range(0, count, _M):
        np.bitwise_and(x[s:s + _M], upper, out=y)
        np.bitwise_and(x[s + 1:s + _M + 1], lower, out=t)
        np.bitwise_or(y, t, out=y)
        np.bitwise_and(y, one, out=t)
        np.multiply(t, matrix, out=t)
        np.right_shift(y, one, out=y)
        np.bitwise_xor(y, t, out=y)
        np.bitwise_xor(x[s + _M:s + _N], y, out=x[s + _N:s + _N + _M])
    return x


def _temper(x):
    x = x ^ ((x >> _U(29)) & _U(0x5555555555555555))
    x = x ^ ((x << _U(17)) & _U(0x71D67FFFEDA60000))
    x = x ^ ((x << _U(37)) & _U(0xFFF7EEE000000000))
    return x ^ (x >> _U(43))


def _random_seed():
    # paddle's unseeded default: 53 random bits (it keeps seeds representable as a double)
    return int.from_bytes(os.urandom(8), "little") & 0x1FFFFFFFFFFFFF


class Generator:
    """A ``std::mt19937_64`` engine in paddle's seeding convention.

    ``_state`` holds the last 312 words of the engine's sequence; outputs are produced 156 at a
    time, and those produced but not yet used wait in ``_ahead``, so callers can look ahead
    (``peek``) and then use only part (``skip``).
    """

    def __init__(self, seed=None):
        self.seed(_random_seed() if seed is None else seed)

    def seed(self, seed):
        """Reseed as ``paddle.seed(seed)`` does (``seed_seq``: low 32 bits)."""
        self._seed = int(seed)
        self._state = _seed_seq_state(self._seed)
        self._ahead = np.empty(0, dtype=np.uint64)
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
        gen._state = _plain_state(int(seed))
        gen._ahead = np.empty(0, dtype=np.uint64)
        return gen

    def get_state(self):
        return GeneratorState(self._seed, self._state.copy(), self._ahead.copy())

    def set_state(self, state):
        self._seed, self._state, self._ahead = state.seed, state.words.copy(), state.ahead.copy()

    def peek(self, n):
        """The next ``n`` 64-bit outputs as uint64, without using them."""
        short = n - self._ahead.size
        if short > 0:
            words = _extend(self._state, -(-short // _M) * _M)
            self._state = words[-_N:].copy()
            self._ahead = np.concatenate([self._ahead, _temper(words[_N:])])
        return self._ahead[:n]

    def skip(self, n):
        self.peek(n)
        self._ahead = self._ahead[n:]

    def take(self, n):
        out = self.peek(n).copy()
        self.skip(n)
        return out


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
    out = words.astype(ftype) / ftype(2.0 ** 64)
    below_one = np.nextafter(ftype(1), ftype(0))
    return np.where(out >= ftype(1), below_one, out)


def _c_log(values):
    """The C library's ``logf``/``log`` elementwise: numpy's own log differs in the last bit
    for a fraction of float32 inputs, and the polar method feeds it into every output."""
    if values.dtype == np.float32:
        return _glibc_logf(values)
    fn = _libm.function("log", double=True)
    return np.fromiter(map(fn, values.tolist()), dtype=values.dtype, count=values.size)


def _hex_floats(text):
    return np.array([float.fromhex(h) for h in text.split()])


# glibc's logf (2.27 and later): log(x) = log1p(z/c - 1) + log(c) + k*ln2 for x = 2^k z, with c the centre of
# z's sixteenth of [0x3f330000, 2 * 0x3f330000), 1/c and log(c) from its table, log1p by a cubic in double.
_LOGF_INVC = _hex_floats("""
    0x1.661ec79f8f3bep+0 0x1.571ed4aaf883dp+0 0x1.49539f0f010bp+0 0x1.3c995b0b80385p+0 0x1.30d190c8864a5p+0
    0x1.25e227b0b8eap+0 0x1.1bb4a4a1a343fp+0 0x1.12358f08ae5bap+0 0x1.0953f419900a7p+0 0x1p+0
    0x1.e608cfd9a47acp-1 0x1.ca4b31f026aap-1 0x1.b2036576afce6p-1 0x1.9c2d163a1aa2dp-1 0x1.886e6037841edp-1
    0x1.767dcf5534862p-1""")
_LOGF_LOGC = _hex_floats("""
    -0x1.57bf7808caadep-2 -0x1.2bef0a7c06ddbp-2 -0x1.01eae7f513a67p-2 -0x1.b31d8a68224e9p-3 -0x1.6574f0ac07758p-3
    -0x1.1aa2bc79c81p-3 -0x1.a4e76ce8c0e5ep-4 -0x1.1973c5a611cccp-4 -0x1.252f438e10c1ep-5 0x0p+0
    0x1.aa5aa5df25984p-5 0x1.c5e53aa362eb4p-4 0x1.526e57720db08p-3 0x1.bc2860d22477p-3 0x1.1058bc8a07ee1p-2
    0x1.4043057b6ee09p-2""")
_LOGF_LN2 = float.fromhex("0x1.62e42fefa39efp-1")
_LOGF_POLY = _hex_floats("-0x1.00ea348b88334p-2 0x1.5575b0be00b6ap-2 -0x1.ffffef20a4123p-2")


def _glibc_logf(x):
    """glibc's ``logf`` of each element of the float32 array ``x``, bit for bit, as whole-array operations.

    One libm call per element (the polar method needs a log for every pair) made paddle's normal
    initialisation of a ResNet-50 take minutes. glibc's build for FMA machines fuses the multiply-adds;
    on 80 million random inputs both builds, and this, round to the same float32 as glibc 2.36's libm.
    Zero, negative, infinite and NaN inputs go to libm itself.
    """
    x = np.ascontiguousarray(x, dtype=np.float32).reshape(-1)
    bits = x.view(np.uint32).astype(np.int64)
    special = (bits - 0x00800000) & _MASK32 >= 0x7f800000 - 0x00800000
    subnormal = special & (bits > 0) & (bits < 0x00800000)
    if subnormal.any():  # scaled by 2^23 into the normal range, the exponent taken back below
        bits[subnormal] = (x[subnormal] * np.float32(2.0 ** 23)).view(np.uint32).astype(np.int64) - (23 << 23)
    offset = (bits - 0x3f330000) & _MASK32
    index = (offset >> 19) % 16
    k = (offset.astype(np.uint32).view(np.int32) >> 23).astype(np.float64)
    z = (bits - (offset & (0x1ff << 23))).astype(np.uint32).view(np.float32).astype(np.float64)
    r = z * _LOGF_INVC[index] - 1
    y0 = _LOGF_LOGC[index] + k * _LOGF_LN2
    r2 = r * r
    y = _LOGF_POLY[1] * r + _LOGF_POLY[2]
    y = _LOGF_POLY[0] * r2 + y
    out = (y * r2 + (y0 + r)).astype(np.float32)
    out[bits == 0x3f800000] = 0
    rest = special & ~subnormal
    if rest.any():
        fn = _libm.function("logf")
        out[rest] = [fn(v) for v in x[rest].tolist()]
    return out


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
    values = _canonical(gen.take(n), ftype) * (b - a) + a
    return _to_torch(values, shape, dtype)


def _polar_pairs(gen, pairs, ftype):
    """``pairs`` accepted (x, y) pairs of the polar method and their r2, using exactly the
    draws libstdc++ would (rejected attempts included)."""
    xs, ys, r2s = [], [], []
    while pairs > 0:
        # acceptance is pi/4; draw a little more than needed so one round usually suffices
        attempts = int(pairs * 1.3) + 16
        words = gen.peek(2 * attempts)
        c = _canonical(words, ftype)
        # 2 * c is exact in ftype; "- 1.0" is done in double, then stored back in ftype
        v = ((ftype(2) * c).astype(np.float64) - 1.0).astype(ftype)
        x, y = v[0::2], v[1::2]
        r2 = x * x + y * y
        ok = (r2 <= 1.0) & (r2 != 0.0)
        count = np.cumsum(ok)
        if count[-1] >= pairs:
            used = int(np.searchsorted(count, pairs)) + 1
        else:
            used = attempts
        gen.skip(2 * used)
        ok = ok[:used]
        xs.append(x[:used][ok])
        ys.append(y[:used][ok])
        r2s.append(r2[:used][ok])
        pairs -= int(ok.sum())
    if not xs:  # an empty tensor draws nothing
        return (np.empty(0, ftype),) * 3
    return np.concatenate(xs), np.concatenate(ys), np.concatenate(r2s)


def gaussian(shape, mean=0.0, std=1.0, dtype=torch.float32, generator=None, seed=0):
    """paddle's ``gaussian`` CPU kernel (``paddle.randn``/``normal``/``standard_normal``, the
    ``Normal``/XavierNormal/KaimingNormal initializers). ``mean``/``std`` pass through float32."""
    gen = Generator.plain(seed) if seed else (generator or _default)
    ftype = _compute_dtype(dtype)
    n = _numel(shape)
    x, y, r2 = _polar_pairs(gen, (n + 1) // 2, ftype)
    mult = np.sqrt(ftype(-2) * _c_log(r2) / r2)
    values = np.empty(2 * x.size, dtype=ftype)
    values[0::2] = y * mult  # returned first
    values[1::2] = x * mult  # cached, returned by the next call (dropped at the kernel's end)
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
    threshold = ((1 << 64) - span) % span
    # 128-bit product split into 32-bit halves so numpy's uint64 never overflows
    s_lo, s_hi = _U(span & _MASK32), _U(span >> 32)
    out = []
    need = n
    while need > 0:
        words = gen.peek(need + need // 64 + 8)
        hi, lo = _mul_64x64(words, s_lo, s_hi)
        ok = lo >= _U(threshold)
        count = np.cumsum(ok)
        used = int(np.searchsorted(count, need)) + 1 if count[-1] >= need else words.size
        gen.skip(used)
        out.append(hi[:used][ok[:used]])
        need -= int(ok[:used].sum())
    values = (np.concatenate(out).astype(np.int64) + int(low)) if n else np.empty(0, np.int64)
    return _to_torch(values, shape, dtype)


def _mul_64x64(a, b_lo, b_hi):
    """High and low 64-bit words of ``a * b`` for uint64 ``a`` and ``b = b_hi * 2**32 + b_lo``."""
    m32 = _U(_MASK32)
    s32 = _U(32)
    a_lo, a_hi = a & m32, a >> s32
    ll = a_lo * b_lo
    lh = a_lo * b_hi
    hl = a_hi * b_lo
    hh = a_hi * b_hi
    mid = (ll >> s32) + (lh & m32) + (hl & m32)
    lo = (ll & m32) | (mid << s32)
    hi = hh + (lh >> s32) + (hl >> s32) + (mid >> s32)
    return hi, lo


def dropout_keep(shape, p, generator=None, seed=0):
    """The keep mask (bool, True = kept) of paddle's CPU dropout kernels for ``p < 1``: one
    float32 canonical per mask element, dropped when it is ``< float32(p)``. For ``axis``
    dropout (``dropout2d``/``3d``) ``shape`` is the mask's shape (1 on the broadcast axes).
    The kept outputs are ``x / T(float32(1) - float32(p))`` in upscale_in_train mode."""
    gen = Generator.plain(seed) if seed else (generator or _default)
    n = _numel(shape)
    drop = _canonical(gen.take(n), np.float32) < np.float32(p)
    return torch.from_numpy(~drop).reshape(tuple(shape))


# Wichura's AS241 rational approximations (1988), as evaluated by paddle's Erfinv: central
# region |x| <= 0.85, tail r <= 5 and far tail, each numerator/denominator of degree 7.
_ERFINV = {
    "A": (1.1975323115670912564578e0, 4.7072688112383978012285e1, 6.9706266534389598238465e2,
          4.8548868893843886794648e3, 1.6235862515167575384252e4, 2.3782041382114385731252e4,
          1.1819493347062294404278e4, 8.8709406962545514830200e2),
    "B": (1.0, 4.2313330701600911252e1, 6.8718700749205790830e2, 5.3941960214247511077e3,
          2.1213794301586595867e4, 3.9307895800092710610e4, 2.8729085735721942674e4,
          5.2264952788528545610e3),
    "C": (1.42343711074968357734e0, 4.63033784615654529590e0, 5.76949722146069140550e0,
          3.64784832476320460504e0, 1.27045825245236838258e0, 2.41780725177450611770e-1,
          2.27238449892691845833e-2, 7.74545014278341407640e-4),
    "D": (1.4142135623730950488016887e0, 2.9036514445419946173133295e0,
          2.3707661626024532365971225e0, 9.7547832001787427186894837e-1,
          2.0945065210512749128288442e-1, 2.1494160384252876777097297e-2,
          7.7441459065157709165577218e-4, 1.4859850019840355905497876e-9),
    "E": (6.65790464350110377720e0, 5.46378491116411436990e0, 1.78482653991729133580e0,
          2.96560571828504891230e-1, 2.65321895265761230930e-2, 1.24266094738807843860e-3,
          2.71155556874348757815e-5, 2.01033439929228813265e-7),
    "F": (1.414213562373095048801689e0, 8.482908416595164588112026e-1,
          1.936480946950659106176712e-1, 2.103693768272068968719679e-2,
          1.112800997078859844711555e-3, 2.611088405080593625138020e-5,
          2.010321207683943062279931e-7, 2.891024605872965461538222e-15),
}


def _horner(coeffs, r, ftype):
    acc = ftype(coeffs[-1])
    for c in reversed(coeffs[:-1]):
        acc = acc * r + ftype(c)
    return acc


def _erfinv(x, ftype):
    """paddle's Erfinv<T> on an array of ``ftype``; mixed float/double steps as C++ promotes
    them (double literals promote a float expression to double)."""
    f64 = np.float64
    out = np.empty_like(x)
    ax = np.abs(x)
    central = ax <= 0.85
    xc = x[central]
    r = (f64(0.180625) - f64(0.25) * xc.astype(f64) * xc.astype(f64)).astype(ftype)
    out[central] = xc * _horner(_ERFINV["A"], r, ftype) / _horner(_ERFINV["B"], r, ftype)
    tail = ~central
    xt = x[tail]
    ln2 = f64(ftype(6.931471805599453094172321214581e-1))
    r = np.sqrt(ln2 - _c_log(f64(1.0) - np.abs(xt).astype(f64))).astype(ftype)
    near = r <= 5.0
    rn = (r.astype(f64) - 1.6).astype(ftype)
    rf = (r.astype(f64) - 5.0).astype(ftype)
    num = np.where(near, _horner(_ERFINV["C"], rn, ftype), _horner(_ERFINV["E"], rf, ftype))
    den = np.where(near, _horner(_ERFINV["D"], rn, ftype), _horner(_ERFINV["F"], rf, ftype))
    out[tail] = np.where(xt < 0, -num / den, num / den)
    out[ax > 1] = np.nan
    out[x == 1] = np.inf
    out[x == -1] = -np.inf
    return out


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
    value = _canonical(gen.take(n), ftype) * (ftype(1.0) - low) + low
    p = a_cdf + (b_cdf - a_cdf) * value
    inv = _erfinv(ftype(2) * p - ftype(1), ftype)
    ret = (np.sqrt(2.0) * inv.astype(f64) * f64(std_) + f64(mean_)).astype(ftype)
    return _to_torch(np.clip(ret, a_, b_), shape, dtype)


def _bounded(gen, spans):
    """One ``uniform_int_distribution(0, span - 1)`` draw per entry of ``spans`` (uint64,
    each nonzero), in order, with Lemire's rejection as libstdc++ does it."""
    out = np.empty(spans.size, dtype=np.uint64)
    done = 0
    while done < spans.size:
        span = spans[done:]
        words = gen.peek(span.size)
        hi, lo = _mul_64x64(words, span & _U(_MASK32), span >> _U(32))
        rejected = np.flatnonzero(lo < (_U(0) - span) % span)
        good = rejected[0] if rejected.size else span.size
        out[done:done + good] = hi[:good]
        # a rejected word is used up; that step draws again from the next word
        gen.skip(good + (1 if rejected.size else 0))
        done += good
    return out


def randperm(n, dtype=torch.int64, generator=None, seed=0):
    """paddle's ``randperm`` CPU kernel: ``std::shuffle`` of ``0..n-1`` by the engine.

    libstdc++ shuffles two positions per draw when the engine's range covers ``n**2`` (always,
    for paddle's int ``n``): one draw below ``(i + 1) * (i + 2)`` gives the swap partners of
    positions ``i`` and ``i + 1``; with ``n`` even, position 1 first swaps with a draw below 2.
    """
    gen = Generator.plain(seed) if seed else (generator or _default)
    n = int(n)
    perm = list(range(n))
    if n > 1:
        start = 2 if n % 2 == 0 else 1
        sizes = np.arange(start + 1, n, 2, dtype=np.uint64)  # i + 1 for i = start, start+2, ...
        spans = sizes * (sizes + _U(1))
        if start == 2:
            spans = np.concatenate([np.array([2], dtype=np.uint64), spans])
        draws = _bounded(gen, spans).tolist()
        if start == 2:
            first = draws.pop(0)
            perm[1], perm[first] = perm[first], perm[1]
        for i, x in zip(range(start, n, 2), draws):
            a, b = divmod(x, i + 2)
            perm[i], perm[a] = perm[a], perm[i]
            perm[i + 1], perm[b] = perm[b], perm[i + 1]
    return torch.tensor(perm, dtype=dtype)


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
