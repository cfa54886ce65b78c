"""The C++ random engines and libstdc++'s distributions, bit for bit, vectorised with numpy.

Dialect-free: the front ends add only their seeding conventions (which seed reaches which
engine) and which distribution each of their kernels calls.

Engines (each yields its words as a numpy ``uint64`` array; ``peek``/``skip``/``take`` let a
caller look ahead and then use only what a rejection loop really consumed):

``MT19937_64``  ``std::mt19937_64``, seeded plainly (``seed(n)``) or through ``std::seed_seq``
``MT19937``     ``std::mt19937`` (numpy's MT19937 has the same ``init_genrand`` seeding)
``MinstdRand0`` ``std::minstd_rand0``, libstdc++'s ``std::default_random_engine``
``philox4x32_10`` one Philox4x32-10 block (Salmon et al. 2011), on scalars or arrays

libstdc++'s distributions, as its headers compute them:

``generate_canonical``      a float in ``[0, 1)`` from ``k`` engine words
``normal_polar``            ``normal_distribution``: Marsaglia's polar method, a pair per accepted
                            attempt, the second value cached (and dropped when the object dies)
``uniform_int_lemire``      ``uniform_int_distribution`` of libstdc++ 11 and later on a 64-bit engine
``uniform_int_division``    ``uniform_int_distribution`` before libstdc++ 11 on a 32-bit engine
``uniform_ints``            many draws of one range by either method, vectorised
``shuffle``                 ``std::shuffle``, two positions per draw when the engine's range allows

>>> int(MT19937_64.plain(5489).take(10000)[-1])   # the standard's check value
9981545732273789042
>>> int(MT19937(5489).take(10000)[-1])
4123659995
>>> int(MinstdRand0(1).take(10000)[-1])
1043618065
"""

import numpy as np

__all__ = ["MT19937_64", "MT19937", "MinstdRand0", "seed_seq", "philox4x32_10",
           "generate_canonical", "normal_polar", "uniform_int_lemire", "uniform_int_division",
           "uniform_ints", "shuffle", "shuffled_positions", "mul_64x64", "philox_stream"]

_U = np.uint64
_MASK32 = (1 << 32) - 1
_MASK64 = (1 << 64) - 1


class _Engine:
    """Buffered words of an engine: ``_produce(count)`` makes the next ``count`` (or more)."""

    def _reset(self):
        self._ahead = np.empty(0, dtype=np.uint64)

    def peek(self, n):
        """The next ``n`` words as uint64, without using them."""
        short = n - self._ahead.size
        if short > 0:
            # words made but not yet used wait in _ahead: a batch of at least 256 keeps
            # one-word-at-a-time callers cheap
            made = self._produce(max(short, 256))
            self._ahead = np.concatenate([self._ahead, made]) if self._ahead.size else made
        return self._ahead[:n]

    def skip(self, n):
        self.peek(n)
        self._ahead = self._ahead[n:]

    def take(self, n):
        out = self.peek(n).copy()
        self.skip(n)
        return out

    def __call__(self):
        """One word, as a Python int."""
        return int(self.take(1)[0])


# --- std::mt19937_64 ----------------------------------------------------------------------

_N64, _M64 = 312, 156
_MATRIX_A64 = _U(0xB5026F5AA96619E9)
_UPPER64 = _U(0xFFFFFFFF80000000)
_LOWER64 = _U(0x7FFFFFFF)


def seed_seq(values, count):
    """``std::seed_seq(values).generate`` of ``count`` 32-bit words (the standard's two passes)."""
    values = [v & _MASK32 for v in values]
    n = count
    buf = [0x8B8B8B8B] * n
    s = len(values)
    t = 11 if n >= 623 else 7 if n >= 68 else 5 if n >= 39 else 3 if n >= 7 else (n - 1) // 2
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
    return buf


def _mt64_plain_state(seed):
    state = [seed & _MASK64]
    for i in range(1, _N64):
        prev = state[-1]
        state.append((6364136223846793005 * (prev ^ (prev >> 62)) + i) & _MASK64)
    return np.array(state, dtype=np.uint64)


def _mt64_seed_seq_state(values):
    buf = seed_seq(values, 2 * _N64)
    state = [buf[2 * i] | (buf[2 * i + 1] << 32) for i in range(_N64)]
    # the engine refuses an all-zero state (only the top bit of word 0 counts there)
    if (state[0] >> 31) == 0 and not any(state[1:]):
        state[0] = 1 << 63
    return np.array(state, dtype=np.uint64)


#: words the twist makes per vectorised step (see :func:`_mt64_extend`)
_MT64_STEP = _N64 - 1


def _mt64_extend(state, count):
    """``state`` followed by the next ``count`` (a multiple of 311) words of the engine's sequence.

    Seen as one sequence, the twist is ``x[k+312] = x[k+156] ^ f(x[k], x[k+1])`` with
    ``f(a, b) = A(a's upper bit, b's lower 31 bits)``. The ``f`` terms of the next 311 words read
    only words already made, so one step computes them at once, then the words in two halves
    (the second half's ``x[k+156]`` are the first half's words). The loop runs over strided row
    views with preallocated buffers: numpy's per-call cost, not the arithmetic, is what counts.
    """
    step = _MT64_STEP
    rounds = count // step
    # one spare step at the end lets every row view below be a plain reshape
    x = np.empty(_N64 + count + step, dtype=np.uint64)
    x[:_N64] = state

    def rows(start, width):  # row r is x[start + r*step : start + r*step + width]
        return x[start:start + count].reshape(rounds, step)[:, :width]

    lower, one, matrix_a = _TWIST_CONSTANTS
    f = np.empty(step, dtype=np.uint64)
    t = np.empty(step, dtype=np.uint64)
    f_first, f_second = f[:_M64], f[_M64:]
    band, bxor, rshift, mul = np.bitwise_and, np.bitwise_xor, np.right_shift, np.multiply
    for a, b, back, first, first_head, second in zip(
            rows(0, step), rows(1, step), rows(_M64, _M64), rows(_N64, _M64), rows(_N64, _M64 - 1),
            rows(_N64 + _M64, _M64 - 1)):
        bxor(a, b, t)       # y = a's upper bit with b's lower 31: a ^ ((a ^ b) & lower)
        band(t, lower, t)
        bxor(a, t, t)
        rshift(t, one, f)   # f = (y >> 1) ^ (y & 1) * A
        band(t, one, t)
        mul(t, matrix_a, t)
        bxor(f, t, f)
        bxor(back, f_first, first)
        bxor(first_head, f_second, second)
    return x[:_N64 + count]


#: the twist's constants as whole rows (numpy converts a scalar operand on every call)
_TWIST_CONSTANTS = tuple(np.full(_MT64_STEP, c, dtype=np.uint64) for c in (_LOWER64, 1, _MATRIX_A64))
for _row in _TWIST_CONSTANTS:
    _row.flags.writeable = False

_TEMPER_CHUNK = 1 << 15  # words tempered per pass: the buffers stay in cache


def _mt64_temper(x):
    """``x`` tempered in place (uint64 array), a cache-sized chunk at a time."""
    shifts = {k: _U(k) for k in (29, 17, 37, 43)}
    m1, m2, m3 = _U(0x5555555555555555), _U(0x71D67FFFEDA60000), _U(0xFFF7EEE000000000)
    band, bxor, rshift, lshift = np.bitwise_and, np.bitwise_xor, np.right_shift, np.left_shift
    buffer = np.empty(min(x.size, _TEMPER_CHUNK), dtype=np.uint64)
    for start in range(0, x.size, _TEMPER_CHUNK):
        w = x[start:start + _TEMPER_CHUNK]
        t = buffer[:w.size]
        rshift(w, shifts[29], t)
        band(t, m1, t)
        bxor(w, t, w)
        lshift(w, shifts[17], t)
        band(t, m2, t)
        bxor(w, t, w)
        lshift(w, shifts[37], t)
        band(t, m3, t)
        bxor(w, t, w)
        rshift(w, shifts[43], t)
        bxor(w, t, w)
    return x


class MT19937_64(_Engine):
    """``std::mt19937_64``; ``_state`` holds the last 312 words of its sequence."""

    def __init__(self, state):
        self._state = np.asarray(state, dtype=np.uint64).copy()
        self._reset()

    @classmethod
    def plain(cls, seed):
        """``std::mt19937_64(seed)`` (Knuth's multiplicative recurrence)."""
        return cls(_mt64_plain_state(int(seed)))

    @classmethod
    def from_seed_seq(cls, values):
        """``std::mt19937_64(std::seed_seq(values))``."""
        return cls(_mt64_seed_seq_state([int(v) for v in values]))

    def _produce(self, count):
        words = _mt64_extend(self._state, -(-count // _MT64_STEP) * _MT64_STEP)
        self._state = words[-_N64:].copy()
        return _mt64_temper(words[_N64:])

    def get_state(self):
        return self._state.copy(), self._ahead.copy()

    def set_state(self, state):
        words, ahead = state
        self._state, self._ahead = words.copy(), ahead.copy()


# --- std::mt19937 --------------------------------------------------------------------------

class MT19937(_Engine):
    """``std::mt19937(seed)`` (the seed taken modulo 2**32, as the engine's ``seed`` does)."""

    def __init__(self, seed):
        legacy = np.random.RandomState(int(seed) & _MASK32).get_state()
        self._bits = np.random.MT19937()
        self._bits.state = {"bit_generator": "MT19937", "state": {"key": legacy[1], "pos": legacy[2]}}
        self._reset()

    def _produce(self, count):
        return self._bits.random_raw(count).astype(np.uint64)


# --- std::minstd_rand0 ---------------------------------------------------------------------

_MINSTD_A = 16807
_MINSTD_M = 2147483647


def _minstd_powers(count):
    """``16807**k mod (2**31 - 1)`` for k = 1..count (each product stays below 2**62)."""
    powers = np.array([_MINSTD_A], dtype=np.uint64)
    while powers.size < count:
        powers = np.concatenate([powers, powers * powers[-1] % _U(_MINSTD_M)])
    return powers[:count]


#: words :class:`MinstdRand0` makes per vectorised product, and their powers (made on first use)
_MINSTD_CHUNK = 1 << 15
_minstd_chunk_powers = []


class MinstdRand0(_Engine):
    """``std::minstd_rand0(seed)`` (libstdc++'s ``default_random_engine``): ``x = 16807 x mod
    (2**31 - 1)``, each word the new state; the seed is taken modulo the modulus, 0 becoming 1.
    Its words are the state times powers of 16807, so a chunk is one vectorised product (the
    chunk's powers are made once)."""

    def __init__(self, seed):
        state = int(seed) % _MINSTD_M
        self._x = state if state else 1
        self._reset()

    def _produce(self, count):
        if count <= 1024:
            words = _U(self._x) * _minstd_powers(count) % _U(_MINSTD_M)
            self._x = int(words[-1])
            return words
        if not _minstd_chunk_powers:
            _minstd_chunk_powers.append(_minstd_powers(_MINSTD_CHUNK))
        powers = _minstd_chunk_powers[0]
        words = np.empty(count, dtype=np.uint64)
        modulus = _U(_MINSTD_M)
        for start in range(0, count, _MINSTD_CHUNK):
            chunk = words[start:start + _MINSTD_CHUNK]
            np.multiply(powers[:chunk.size], _U(self._x), out=chunk)
            np.remainder(chunk, modulus, out=chunk)
            self._x = int(chunk[-1])
        return words


# --- Philox4x32-10 -------------------------------------------------------------------------

_PHILOX_M0, _PHILOX_M1 = 0xD2511F53, 0xCD9E8D57
_PHILOX_W0, _PHILOX_W1 = 0x9E3779B9, 0xBB67AE85


def philox4x32_10(counter, key):
    """One Philox4x32-10 block: four 32-bit counter words and two key words in, four words out.

    The counter words may be Python ints (a tuple of ints comes back) or uint64 arrays of 32-bit
    values (arrays come back); the key is two ints.
    """
    c0, c1, c2, c3 = counter
    k0, k1 = key
    if isinstance(c0, np.ndarray):
        m0, m1, mask, shift = _U(_PHILOX_M0), _U(_PHILOX_M1), _U(_MASK32), _U(32)
        for _ in range(10):
            p0, p1 = m0 * c0, m1 * c2
            c0, c1, c2, c3 = (p1 >> shift) ^ c1 ^ _U(k0), p1 & mask, (p0 >> shift) ^ c3 ^ _U(k1), p0 & mask
            k0, k1 = (k0 + _PHILOX_W0) & _MASK32, (k1 + _PHILOX_W1) & _MASK32
        return c0, c1, c2, c3
    for _ in range(10):
        p0, p1 = _PHILOX_M0 * c0, _PHILOX_M1 * c2
        c0, c1, c2, c3 = (p1 >> 32) ^ c1 ^ k0, p1 & _MASK32, (p0 >> 32) ^ c3 ^ k1, p0 & _MASK32
        k0, k1 = (k0 + _PHILOX_W0) & _MASK32, (k1 + _PHILOX_W1) & _MASK32
    return c0, c1, c2, c3


#: Philox blocks :func:`philox_stream` computes per pass
_PHILOX_CHUNK = 1 << 14


def philox_stream(key, count, counter_high=(0, 0)):
    """The first ``count`` words (uint64 holding 32-bit values) of the Philox4x32-10 stream whose
    block ``i`` has counter ``(i mod 2**32, i >> 32, *counter_high)`` and the 64-bit ``key`` (low word
    first): the four words of block 0, then block 1's, ... Computed a cache-sized chunk of blocks
    at a time, in place."""
    blocks = (count + 3) // 4
    out = np.empty((blocks, 4), dtype=np.uint64)
    size = min(blocks, _PHILOX_CHUNK)
    c0, c1, c2, c3, p0, p1 = (np.empty(size, dtype=np.uint64) for _ in range(6))
    m0, m1, mask, shift = _U(_PHILOX_M0), _U(_PHILOX_M1), _U(_MASK32), _U(32)
    keys = []
    k0, k1 = key & _MASK32, (key >> 32) & _MASK32
    for _ in range(10):
        keys.append((_U(k0), _U(k1)))
        k0, k1 = (k0 + _PHILOX_W0) & _MASK32, (k1 + _PHILOX_W1) & _MASK32
    for start in range(0, blocks, _PHILOX_CHUNK):
        n = min(_PHILOX_CHUNK, blocks - start)
        a, b, c, d, q0, q1 = c0[:n], c1[:n], c2[:n], c3[:n], p0[:n], p1[:n]
        index = np.arange(start, start + n, dtype=np.uint64)
        np.bitwise_and(index, mask, out=a)
        np.right_shift(index, shift, out=b)
        c.fill(counter_high[0] & _MASK32)
        d.fill(counter_high[1] & _MASK32)
        for k0, k1 in keys:
            np.multiply(a, m0, out=q0)
            np.multiply(c, m1, out=q1)
            np.right_shift(q1, shift, out=a)
            a ^= b
            a ^= k0
            np.bitwise_and(q1, mask, out=b)
            np.right_shift(q0, shift, out=c)
            c ^= d
            c ^= k1
            np.bitwise_and(q0, mask, out=d)
        rows = out[start:start + n]
        rows[:, 0], rows[:, 1], rows[:, 2], rows[:, 3] = a, b, c, d
    return out.reshape(-1)[:count]


# --- libstdc++ distributions ---------------------------------------------------------------

def generate_canonical(words, ftype, engine_range, per_value=1):
    """``std::generate_canonical<ftype>`` from an engine whose words span ``engine_range`` values
    (``max - min + 1``; the words given already have ``min`` subtracted), ``per_value`` words per
    value (libstdc++: ``max(1, ceil(digits / floor(log2(range))))``), lowest word first.

    The sum is kept in ``ftype``: ``sum += ftype(word) * scale`` with ``scale *= ftype(range)``,
    divided once by the final scale; a result that rounds up to 1 is clamped below 1.
    """
    words = np.asarray(words)
    if per_value == 1:
        out = words.astype(ftype)
        out /= ftype(engine_range)
    else:
        grouped = words.reshape(-1, per_value)
        total = np.zeros(grouped.shape[0], dtype=ftype)
        scale = ftype(1)
        for i in range(per_value):
            total = total + grouped[:, i].astype(ftype) * scale
            scale = scale * ftype(engine_range)
        out = total / scale
    # the largest value below 1 in place of those that rounded up to 1 (out has no NaN)
    return np.minimum(out, np.nextafter(ftype(1), ftype(0)), out=out)


def normal_polar(engine, count, ftype, canonical, log):
    """``count`` values of ``std::normal_distribution<ftype>(0, 1)`` from a fresh object on
    ``engine``, consuming exactly the words libstdc++ would (rejected attempts included; the odd
    value's cached partner is dropped, as when the object is destroyed).

    ``canonical(words)`` turns engine words into ``generate_canonical`` values, one word each;
    ``log`` is the C library's ``log``/``logf`` applied elementwise (its last bit matters).
    Each attempt: ``x = ftype(2 * c1 - 1.0)``, ``y = ftype(2 * c2 - 1.0)`` (the ``- 1.0`` in
    double), accepted when ``0 < x*x + y*y <= 1``; it yields ``y * m`` then ``x * m`` with
    ``m = sqrt(-2 * log(r2) / r2)``.
    """
    pairs = (count + 1) // 2
    xs, ys, r2s = (np.empty(pairs, dtype=ftype) for _ in range(3))
    filled = 0
    while filled < pairs:
        # acceptance is pi/4; look a little further ahead than needed so one round usually suffices
        attempts = int((pairs - filled) * 1.3) + 16
        words = engine.peek(2 * attempts)
        used = attempts
        # a cache-sized chunk of attempts at a time: the dozen temporaries stay small
        for start in range(0, attempts, _POLAR_CHUNK):
            c = canonical(words[2 * start:2 * (start + _POLAR_CHUNK)])
            v = ((ftype(2) * c).astype(np.float64) - 1.0).astype(ftype)
            x, y = v[0::2], v[1::2]
            r2 = x * x + y * y
            ok = (r2 <= 1.0) & (r2 != 0.0)
            accepted = np.flatnonzero(ok)
            if accepted.size >= pairs - filled:  # the last pair needed: the attempts after it stay unused
                last = int(accepted[pairs - filled - 1])
                ok[last + 1:] = False
                used = start + last + 1
            n = int(min(accepted.size, pairs - filled))
            xs[filled:filled + n], ys[filled:filled + n], r2s[filled:filled + n] = x[ok], y[ok], r2[ok]
            filled += n
            if filled == pairs:
                break
        engine.skip(2 * used)
    if not pairs:  # nothing asked, nothing drawn
        return np.empty(0, dtype=ftype)
    mult = log(r2s)
    mult *= ftype(-2)
    mult /= r2s
    np.sqrt(mult, out=mult)
    values = np.empty(2 * pairs, dtype=ftype)
    np.multiply(ys, mult, out=values[0::2])
    np.multiply(xs, mult, out=values[1::2])
    return values[:count]


#: polar-method attempts evaluated per pass
_POLAR_CHUNK = 1 << 14


def mul_64x64(a, b_lo, b_hi):
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


def uniform_int_lemire(engine, spans):
    """One ``uniform_int_distribution(0, span - 1)`` draw per entry of ``spans`` (uint64, each
    nonzero), in order, on a 64-bit engine as libstdc++ 11 and later do it: Lemire's method,
    ``hi, lo = word * span`` (128 bits), rejected while ``lo < (2**64 - span) % span``."""
    spans = np.asarray(spans, dtype=np.uint64)

    def attempt(words, span):
        hi, lo = mul_64x64(words, span & _U(_MASK32), span >> _U(32))
        return hi, lo >= (_U(0) - span) % span

    return _each_span(engine, spans, attempt)


def uniform_int_division(engine, spans, engine_range=1 << 32):
    """One ``uniform_int_distribution(0, span - 1)`` draw per entry of ``spans``, in order, as
    libstdc++ before 11 does it when the engine's range (``engine_range`` values, words from 0)
    is larger: a word below ``span * scaling`` (``scaling = (engine_range - 1) // span``) divided
    by ``scaling``; other words are rejected and the draw takes the next one."""
    spans = np.asarray(spans, dtype=np.uint64)

    def attempt(words, span):
        scaling = _U(engine_range - 1) // span
        return words // scaling, words < span * scaling

    return _each_span(engine, spans, attempt)


def _each_span(engine, spans, attempt):
    # rejections are rare: take one word per remaining span, keep everything up to the first
    # rejected word (used up), then go on from the next word
    out = np.empty(spans.size, dtype=np.uint64)
    done = 0
    while done < spans.size:
        span = spans[done:]
        value, ok = attempt(engine.peek(span.size), span)
        rejected = np.flatnonzero(~ok)
        good = int(rejected[0]) if rejected.size else span.size
        out[done:done + good] = value[:good]
        engine.skip(good + (1 if rejected.size else 0))
        done += good
    return out


def uniform_ints(engine, span, count, method):
    """``count`` draws of ``uniform_int_distribution(0, span - 1)`` (one span) by ``method``
    (``"lemire"`` as :func:`uniform_int_lemire`, ``"division"`` as :func:`uniform_int_division`),
    resolved a cache-sized chunk of words at a time."""
    attempt = _ATTEMPTS[method](int(span))
    out = np.empty(count, dtype=np.uint64)
    filled = 0
    while filled < count:
        need = count - filled
        words = engine.peek(need + need // 64 + 8)
        used = words.size
        for start in range(0, words.size, _INT_CHUNK):
            value, ok = attempt(words[start:start + _INT_CHUNK])
            accepted = np.flatnonzero(ok)
            if accepted.size >= count - filled:  # the last draw needed: the words after it stay unused
                accepted = accepted[:count - filled]
                used = start + int(accepted[-1]) + 1
            out[filled:filled + accepted.size] = value[accepted]
            filled += accepted.size
            if filled == count:
                break
        engine.skip(used)
    return out


#: engine words :func:`uniform_ints` resolves per pass
_INT_CHUNK = 1 << 15


def _lemire_attempt(span):
    """Lemire's draw below ``span`` from each word, and whether it stands (not rejected)."""
    threshold = _U(((1 << 64) - span) % span)
    if span < 1 << 32:
        # the 128-bit product's halves with one 32-bit factor: lo wraps, hi from two partial products
        factor, m32, s32 = _U(span), _U(_MASK32), _U(32)

        def attempt(words):
            lo = words * factor
            hi = (words >> s32) * factor
            hi += ((words & m32) * factor) >> s32
            hi >>= s32
            return hi, lo >= threshold
        return attempt
    span_lo, span_hi = _U(span & _MASK32), _U(span >> 32)

    def attempt(words):
        hi, lo = mul_64x64(words, span_lo, span_hi)
        return hi, lo >= threshold
    return attempt


def _division_attempt(span):
    """libstdc++'s pre-11 draw below ``span`` from each 32-bit word, and whether it stands."""
    scaling = _U(_MASK32 // span)
    limit = _U(span * (_MASK32 // span))

    def attempt(words):
        return words // scaling, words < limit
    return attempt


_ATTEMPTS = {"lemire": _lemire_attempt, "division": _division_attempt}


def shuffle(items, bounded, engine_range):
    """``std::shuffle(items)`` in place as libstdc++ 9 and later do it. When the engine's range
    (``engine_range`` values) covers ``len(items)**2``, draws go two positions at a time:
    position 1 first swaps with a draw below 2 when the length is even, then one draw below
    ``(i + 1) * (i + 2)`` gives the partners of positions ``i`` and ``i + 1``; otherwise one draw
    below ``i + 1`` per position ``i``. ``bounded(spans)`` makes one
    ``uniform_int_distribution(0, span - 1)`` draw per span (uint64 array), in order.
    Returns ``items``."""
    order = shuffled_positions(len(items), bounded, engine_range)
    items[:] = [items[k] for k in order.tolist()]
    return items


def shuffled_positions(n, bounded, engine_range):
    """Where ``std::shuffle`` of ``n`` items (as :func:`shuffle` draws) takes each position's final
    item from: an int64 array, ``shuffled[p] = items[result[p]]``."""
    partners = np.zeros(n, dtype=np.int64)  # position i swaps with partners[i] <= i, for i = 1, 2, ...
    if n < 2:
        return partners
    if (engine_range - 1) // n < n:
        partners[1:] = bounded(np.arange(2, n + 1, dtype=np.uint64)).astype(np.int64)
        return _apply_swaps(partners)
    start = 2 if n % 2 == 0 else 1
    sizes = np.arange(start + 1, n, 2, dtype=np.uint64)  # i + 1 for i = start, start+2, ...
    spans = sizes * (sizes + _U(1))
    if start == 2:
        spans = np.concatenate([np.array([2], dtype=np.uint64), spans])
    draws = bounded(spans).astype(np.int64)
    if start == 2:
        partners[1] = draws[0]
        draws = draws[1:]
    below = sizes.astype(np.int64) + 1  # i + 2
    partners[start::2] = draws // below
    partners[start + 1::2] = draws % below
    return _apply_swaps(partners)


def _apply_swaps(partners):
    """The positions ``swap(a[t], a[partners[t]])`` for t = 1, 2, ... (each partner at most t) leave
    each final item at, vectorised.

    Traced back from the end, position p's item arrived by the last swap onto it from a later
    position t (``partners[t] == p``): then it is item t, untouched before time t. Without one it
    came from ``q = partners[p]`` at time p (or stayed, when q == p): the item q held then is
    the one put there by the swap onto q before time p (the previous t with ``partners[t] == q``),
    or, without one, q's own item at time q, found the same way. Sorting the swaps by
    (partner, time) gives every "previous swap onto the same position"; the rest is a short chase.
    """
    n = partners.size
    time = np.arange(n, dtype=np.int64)
    bits = n.bit_length()
    keys = (partners << bits) | time
    keys = keys[partners < time]
    keys.sort()  # numpy's sort of int64 keys is much faster than argsort
    target, when = keys >> bits, keys & ((1 << bits) - 1)
    if not keys.size:
        return time
    same = target[1:] == target[:-1]
    # from[p]: p itself when it swapped with itself, else the previous swap onto its partner, else -1
    source = time.copy()
    previous = np.empty(keys.size, dtype=np.int64)
    previous[0] = -1
    previous[1:] = when[:-1]
    previous[1:][~same] = -1
    source[when] = previous
    last = np.full(n, -1, dtype=np.int64)
    group_end = np.empty(keys.size, dtype=bool)
    group_end[-1] = True
    np.logical_not(same, out=group_end[:-1])
    last[target[group_end]] = when[group_end]
    pending = np.flatnonzero(source < 0)
    hop = partners[pending]
    while pending.size:  # each unresolved position takes its partner's source (few hops)
        found = source[hop]
        done = found >= 0
        source[pending[done]] = found[done]
        pending, hop = pending[~done], partners[hop[~done]]
    return np.where(last >= 0, last, source)
