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

from unigrad.numerics.random import philox4x32_10

__all__ = ["draw_seed", "uniform_values", "normal_values", "truncated_normal_values"]

_MASK32 = np.uint64(0xFFFFFFFF)
_SHIFT32 = np.uint64(32)


def draw_seed():
    """The seed one initializer takes from NumPy's global generator (as MindSpore's does)."""
    return int(np.random.randint(low=1, high=(1 << 63), dtype=np.int64))


def _philox_words(seed, count):
    """The first ``count`` 32-bit words (as uint64) of MindSpore's Philox stream for ``seed``."""
    blocks = (count + 3) // 4
    index = np.arange(blocks, dtype=np.uint64)
    seed_lo, seed_hi = seed & 0xFFFFFFFF, (seed >> 32) & 0xFFFFFFFF
    counter = (index & _MASK32, index >> _SHIFT32, np.full(blocks, seed_lo, np.uint64), np.full(blocks, seed_hi, np.uint64))
    return np.stack(philox4x32_10(counter, (seed_lo, seed_hi)), 1).reshape(-1)[:count]


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
    radius = np.sqrt(-2.0 * np.log(u1)) * _as_float32(sigma)
    angle = 2.0 * _as_float32(3.1415926) * u2
    mean = _as_float32(mean)
    values = np.stack([mean + radius * np.cos(angle), mean + radius * np.sin(angle)], 1).reshape(-1)[:count]
    return values.astype(np.float32).reshape(shape)


# Boost's rational approximations of erf_inv, as (Y, numerator, denominator), lowest power first.
_ERF_INV_LOW = (0.0891314744949340820313, (
    -0.000508781949658280665617, -0.00836874819741736770379, 0.0334806625409744615033, -0.0126926147662974029034,
    -0.0365637971411762664006, 0.0219878681111168899165, 0.00822687874676915743155, -0.00538772965071242932965), (
    1.0, -0.970005043303290640362, -1.56574558234175846809, 1.56221558398423026363, 0.662328840472002992063,
    -0.71228902341542847553, -0.0527396382340099713954, 0.0795283687341571680018, -0.00233393759374190016776,
    0.000886216390456424707504))
_ERF_INV_MID = (2.249481201171875, (
    -0.202433508355938759655, 0.105264680699391713268, 8.37050328343119927838, 17.6447298408374015486,
    -18.8510648058714251895, -44.6382324441786960818, 17.445385985570866523, 21.1294655448340526258,
    -3.67192254707729348546), (
    1.0, 6.24264124854247537712, 3.9713437953343869095, -28.6608180499800029974, -20.1432634680485188801,
    48.5609213108739935468, 10.8268667355460159008, -22.6436933413139721736, 1.72114765761200282724))
# the tail: sqrt(-log(q)) below each bound, with the offset subtracted before evaluating
_ERF_INV_TAIL = (
    (3.0, 1.125, 0.807220458984375, (
        -0.131102781679951906451, -0.163794047193317060787, 0.117030156341995252019, 0.387079738972604337464,
        0.337785538912035898924, 0.142869534408157156766, 0.0290157910005329060432, 0.00214558995388805277169,
        -0.679465575181126350155e-6, 0.285225331782217055858e-7, -0.681149956853776992068e-9), (
        1.0, 3.46625407242567245975, 5.38168345707006855425, 4.77846592945843778382, 2.59301921623620271374,
        0.848854343457902036425, 0.152264338295331783612, 0.01105924229346489121)),
    (6.0, 3.0, 0.93995571136474609375, (
        -0.0350353787183177984712, -0.00222426529213447927281, 0.0185573306514231072324, 0.00950804701325919603619,
        0.00187123492819559223345, 0.000157544617424960554631, 0.460469890584317994083e-5,
        -0.230404776911882601748e-9, 0.266339227425782031962e-11), (
        1.0, 1.3653349817554063097, 0.762059164553623404043, 0.220091105764131249824, 0.0341589143670947727934,
        0.00263861676657015992959, 0.764675292302794483503e-4)),
    (18.0, 6.0, 0.98362827301025390625, (
        -0.0167431005076633737133, -0.00112951438745580278863, 0.00105628862152492910091,
        0.000209386317487588078668, 0.149624783758342370182e-4, 0.449696789927706453732e-6,
        0.462596163522878599135e-8, -0.281128735628831791805e-13, 0.99055709973310326855e-16), (
        1.0, 0.591429344886417493481, 0.138151865749083321638, 0.0160746087093676504695,
        0.000964011807005165528527, 0.275335474764726041141e-4, 0.282243172016108031869e-6)),
    (44.0, 18.0, 0.99714565277099609375, (
        -0.0024978212791898131227, -0.779190719229053954292e-5, 0.254723037413027451751e-4,
        0.162397777342510920873e-5, 0.396341011304801168516e-7, 0.411632831190944208473e-9,
        0.145596286718675035587e-11, -0.116765012397184275695e-17), (
        1.0, 0.207123112214422517181, 0.0169410838120975906478, 0.000690538265622684595676,
        0.145007359818232637924e-4, 0.144437756628144157666e-6, 0.509761276599778486139e-9)),
    (math.inf, 44.0, 0.99941349029541015625, (
        -0.000539042911019078575891, -0.28398759004727721098e-6, 0.899465114892291446442e-6,
        0.229345859265920864296e-7, 0.225561444863500149219e-9, 0.947846627503022684216e-12,
        0.135880130108924861008e-14, -0.348890393399948882918e-21), (
        1.0, 0.0845746234001899436914, 0.00282092984726264681981, 0.468292921940894236786e-4,
        0.399968812193862100054e-6, 0.161809290887904476097e-8, 0.231558608310259605225e-11)),
)


def _horner(coefficients, x):
    total = np.full_like(x, coefficients[-1])
    for c in reversed(coefficients[:-1]):
        total = total * x + c
    return total


def _erf_inv(p, q):
    """Boost's erf_inv(p) with q = 1 - p, elementwise in double."""
    out = np.empty_like(p)
    low = p <= 0.5
    y, num, den = _ERF_INV_LOW
    pl = p[low]
    g = pl * (pl + 10.0)
    out[low] = g * y + g * (_horner(num, pl) / _horner(den, pl))
    mid = ~low & (q >= 0.25)
    y, num, den = _ERF_INV_MID
    qm = q[mid]
    xs = qm - 0.25
    out[mid] = np.sqrt(-2.0 * np.log(qm)) / (y + _horner(num, xs) / _horner(den, xs))
    tail = ~low & ~mid
    x = np.sqrt(-np.log(q[tail]))
    result = np.empty_like(x)
    done = np.zeros(x.shape, bool)
    for bound, offset, y, num, den in _ERF_INV_TAIL:
        pick = ~done & (x < bound)
        xp = x[pick]
        xs = xp - offset
        result[pick] = y * xp + (_horner(num, xs) / _horner(den, xs)) * xp
        done |= pick
    out[tail] = result
    return out


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
    quantile = -(sign * _erf_inv(p, q)) * root_two
    return (mean + quantile * sigma).astype(np.float32).reshape(shape)
