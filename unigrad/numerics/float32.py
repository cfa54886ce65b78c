"""float32 arithmetic as C and C++ code does it: constants, fused multiply-adds, polynomials.

A C ``float`` literal is rounded to float32 once; a fused multiply-add
instruction rounds ``x * y + z`` once; Eigen's and Cephes' polynomials are
evaluated by Horner's rule, one rounding per operation. torch evaluates
float32 expressions with its own vectorised kernels (and sometimes in a
wider type), so the kernels in this package build every step from these.
"""

import functools
import math
import struct

import numpy as np
import torch

__all__ = ["f32", "fma32", "fma32_scalar", "fused_multiply_add", "addcmul_is_fused", "add_alpha_is_fused",
           "FusedChain", "any_true", "horner", "horner_fma", "via_float64", "fused_round_numpy", "midpoints_numpy",
           "rounded_numpy", "products_stay_normal_numpy"]


def f32(value):
    """``value`` rounded to the nearest float32, as a C ``float`` literal is (a Python float)."""
    return struct.unpack("f", struct.pack("f", value))[0]


# A float64 whose low 29 mantissa bits are exactly 1 followed by zeros lies halfway between two
# float32 values: only there can rounding the float64 sum to float32 round twice.
_FLOAT32_HALF_ULP_BITS = 0x10000000
_BELOW_FLOAT32 = 0x1FFFFFFF
# float32 subnormals round at coarser steps: below float32's smallest normal every inexact sum goes round-to-odd
_ABS = 0x7FFFFFFFFFFFFFFF
_FLOAT32_MIN_NORMAL_BITS = (1023 - 126) << 52
_FLOAT32_MIN_NORMAL = 2.0 ** -126


def fma32(x, y, z):
    """float32 ``x * y + z`` with one rounding, as a fused multiply-add instruction gives.

    ``x``, ``y``, ``z``: float32 tensors or float64 tensors holding float32
    values (or Python floats that are). The product is exact in float64 and
    the float64 sum is then rounded to float32; that double rounding is
    wrong only where the float64 sum is exactly halfway between two float32
    values and inexact (or in float32's subnormal range). There (and only there, rarely) the sum is made
    round-to-odd (truncated, last bit set), which cannot round twice.
    """
    a = x.double() * (y.double() if isinstance(y, torch.Tensor) else y)
    b = z.double() if isinstance(z, torch.Tensor) else z
    s = a + b
    bits = s.view(torch.int64)
    tie = ((bits & _BELOW_FLOAT32) == _FLOAT32_HALF_ULP_BITS) | ((bits & _ABS) < _FLOAT32_MIN_NORMAL_BITS)
    if not any_true(tie):
        return s.float()
    return torch.where(tie, _round_to_odd_sum(a, b, s), s).float()


def fused_multiply_add(x, y, z):
    """float32 ``x * y + z`` rounded once (:func:`fma32`'s values), in one torch call where torch's kernel
    is itself a fused multiply-add (see :func:`addcmul_is_fused`, :func:`add_alpha_is_fused`), else by
    :func:`fma32`.

    ``x``: a float32 tensor; ``y``, ``z``: float32 tensors (broadcasting) or Python floats holding
    float32 values. Returns a float32 tensor.
    """
    if isinstance(y, torch.Tensor):
        if not addcmul_is_fused():
            return fma32(x, y, z)
        return torch.addcmul(z if isinstance(z, torch.Tensor) else _constant(z), x, y)
    if not add_alpha_is_fused():
        return fma32(x, y, z)
    # a constant multiplier: torch.add's alpha (addcmul is not vectorised with two broadcast operands)
    _constant(y)  # (refuses a multiplier torch would round)
    return torch.add(z if isinstance(z, torch.Tensor) else _constant(z), x, alpha=y)


@functools.lru_cache(maxsize=None)
def _constant(value):
    """A 0-D float32 tensor holding ``value`` (kernels pass the same few constants on every call); a value
    that is not a float32 is refused (torch would round it, where :func:`fma32` takes it as it is)."""
    if f32(value) != value and value == value:
        raise ValueError(f"{value!r} is not a float32 value: round it first (f32)")
    return torch.tensor(value, dtype=torch.float32)


def _probe_operands():
    """``(x, y, z)`` float32 tensors of 20 values (two AVX2 packets and a scalar tail, so that both of
    ``addcmul``'s loops are tried) where rounding ``x * y`` before adding ``z`` gives another result
    than rounding once: an exact sum just above a float32 midpoint (float64 would round it twice), a
    product whose low bits the sum keeps, a subnormal result, signed zeros and non-finite values."""
    near_one = 1 + 2.0 ** -12
    cases = [
        (near_one, near_one, 2.0 ** -80),  # 1 + 2**-11 + 2**-24 + 2**-80: rounds up only if rounded once
        (near_one, near_one, -1.0),  # 2**-11 + 2**-24 exactly; the rounded product loses the 2**-24
        (-near_one, near_one, 1.0),
        (2.0 ** -63 * near_one, 2.0 ** -63 * near_one, -(2.0 ** -126)),  # a subnormal result
        (1.5 * 2.0 ** -75, 1.25 * 2.0 ** -70, 2.0 ** -149),  # a subnormal product plus the smallest subnormal
        (3.0, 1.0 / 3.0, -1.0),  # fl(1/3) * 3 - 1 = 2**-25, which the rounded product loses
        (0.1, 10.0, -1.0),
        (-0.0, 1.0, -0.0),
        (float("inf"), 0.0, 1.0),
        (1e38, 10.0, -float("inf")),
    ]
    columns = [[f32(value) for value in column] for column in zip(*cases)]
    # 20 values: the cases in the vector body (16, unrolled twice) and the first four in the scalar tail
    return [torch.tensor(column + column[::-1], dtype=torch.float32) for column in columns]


@functools.lru_cache(maxsize=None)
def addcmul_is_fused():
    """Whether ``torch.addcmul(z, x, y)`` on float32 CPU tensors rounds ``x * y + z`` once, as
    :func:`fma32` does: torch's CPU kernels for AVX2/AVX-512 are compiled so that the multiply and add
    contract into FMA instructions (in the vector body and the scalar tail), the baseline build's are
    not. Decided once per process on fixed values whose fused and unfused results differ,
    contiguous, strided and with one or two broadcast 0-D operands."""
    x, y, z = _probe_operands()
    expected = fma32(x, y, z)
    tries = [
        (torch.addcmul(z, x, y), expected),
        (torch.addcmul(z[::2], x[::2], y[::2]), expected[::2]),
        (torch.addcmul(z, x, y[1]), fma32(x, y[1], z)),
        (torch.addcmul(z[0], x, y[1]), fma32(x, y[1], z[0])),
    ]
    return all(torch.equal(got.view(torch.int32), want.view(torch.int32)) for got, want in tries)


@functools.lru_cache(maxsize=None)
def add_alpha_is_fused():
    """Whether ``torch.add(z, x, alpha=a)`` on float32 CPU tensors rounds ``x * a + z`` once (torch's
    vectorised add computes it with an explicit fused multiply-add, its scalar loop contracts to one),
    decided once per process as :func:`addcmul_is_fused` is, with ``a`` (1 + 2**-12) and ``a / 3``."""
    x, y, z = _probe_operands()
    tries = []
    for alpha in (y[0].item(), f32(y[0].item() / 3)):
        tries += [(torch.add(z, x, alpha=alpha), fma32(x, alpha, z)),
                  (torch.add(z[::2], x[::2], alpha=alpha), fma32(x[::2], alpha, z[::2])),
                  (torch.add(z[0], x, alpha=alpha), fma32(x, alpha, z[0]))]
    return all(torch.equal(got.view(torch.int32), want.view(torch.int32)) for got, want in tries)


def any_true(mask):
    """Whether boolean tensor ``mask`` holds a True; inside ``torch.func.vmap``, where a kernel cannot
    branch on data, True (the caller then takes the path that is right for every element)."""
    try:
        return bool(mask.any())
    except RuntimeError:  # vmap: data-dependent control flow
        return True


class FusedChain:
    """float32 fused multiply-adds evaluated fast, for kernels whose fused results are never in float32's
    subnormal range (other than exact zeros).

    :meth:`fma` takes and returns float64 tensors holding float32 values: the product is exact, the sum
    rounded in float64 then to float32. That double rounding is wrong only where the float64 sum is a
    float32 midpoint; those (rare) elements are recorded, and :meth:`suspects` tells the caller which
    elements to recompute with :func:`fma32`.
    """

    def __init__(self):
        self._ties = None

    def fma(self, x, y, z):
        s = torch.addcmul(z, x, y) if isinstance(z, torch.Tensor) and isinstance(y, torch.Tensor) else (x * y).add_(z)
        tie = (s.view(torch.int64) & _BELOW_FLOAT32) == _FLOAT32_HALF_ULP_BITS
        self._ties = tie if self._ties is None else self._ties.logical_or_(tie)
        return s.float().double()

    def suspects(self):
        """The mask of elements where some fused result may have been rounded twice (or None)."""
        return self._ties


def _round_to_odd_sum(a, b, s):
    """``a + b`` rounded to odd in float64 (``s``: their rounded-to-nearest sum)."""
    if not isinstance(b, torch.Tensor):
        b = torch.full_like(a, b)
    bp = s - a
    error = (a - (s - bp)) + (b - bp)  # the exact sum minus s (Knuth's two-sum)
    inexact = (error != 0) & torch.isfinite(s)
    bits = s.view(torch.int64)
    bits = torch.where(inexact & (s * error < 0), bits - 1, bits)  # s overshot: step back toward zero
    bits = torch.where(inexact, bits | 1, bits)
    return bits.view(torch.float64)


def horner(coefficients, x):
    """The polynomial with ``coefficients`` (highest degree first) at ``x``, by Horner's rule in ``x``'s
    dtype: one multiply then one add per step, each rounded (no FMA), as Eigen evaluates its rational
    approximations."""
    value = torch.full_like(x, coefficients[0])
    for coefficient in coefficients[1:]:
        value = value * x + coefficient
    return value


def horner_fma(coefficients, x):
    """The polynomial with ``coefficients`` (highest degree first) at float32 ``x`` by Horner's rule with
    one fused multiply-add per step (float32 result)."""
    value = torch.full_like(x, coefficients[0], dtype=torch.float32)
    for coefficient in coefficients[1:]:
        value = fused_multiply_add(value, x, coefficient)
    return value


def via_float64(fn, t):
    """``fn`` of float32 ``t`` computed in float64 and rounded once: the correctly rounded result (what a
    libm that rounds correctly, or a kernel computing in double, gives) where torch's float32 kernel
    can be an ulp off."""
    return fn(t.double()).float()


def fma32_scalar(x, y, z):
    """:func:`fma32` on Python floats holding float32 values (a Python float holding the float32 result),
    for the inherently sequential accumulations of scalar C loops."""
    a = x * y  # exact: two 24-bit mantissas
    s = a + z
    bits = struct.unpack("<q", struct.pack("<d", s))[0]
    if math.isfinite(s) and ((bits & _BELOW_FLOAT32) == _FLOAT32_HALF_ULP_BITS or abs(s) < _FLOAT32_MIN_NORMAL):
        bp = s - a
        error = (a - (s - bp)) + (z - bp)
        if error:  # s is a rounded midpoint: move it off, toward the exact sum, so it rounds once
            s = math.nextafter(s, math.inf if error > 0 else -math.inf)
    return f32(s)


def fused_round_numpy(product, addend):
    """float32 ``product + addend`` rounded once, on numpy: ``product`` an exact float64 product of float32
    values, ``addend`` float32 values (any float dtype). Returns a float32 array.

    As :func:`fma32`: the float64 sum is made round-to-odd where rounding it to float32 could round
    twice (a float32 midpoint, or float32's subnormal range), elsewhere it is rounded as it is.
    """
    s = np.add(product, addend, dtype=np.float64)
    bits = s.view(np.int64)
    # a zero sum is exact (a nonzero exact sum of float32 products is far above float64's subnormals), so
    # it is no suspect: the magnitude less one wraps a zero around to the largest
    magnitudes = bits.view(np.uint64) & _ABS_NP
    magnitudes -= _ONE_NP
    suspect = ((bits & _BELOW_FLOAT32) == _FLOAT32_HALF_ULP_BITS) | (magnitudes < _NONZERO_SUBNORMAL_LIMIT_NP)
    if suspect.any():
        addend = np.broadcast_to(np.asarray(addend, dtype=np.float64), s.shape)
        bp = s - product
        error = (product - (s - bp)) + (addend - bp)  # the exact sum minus s (Knuth's two-sum)
        odd = suspect & (error != 0) & np.isfinite(s)
        stepped = np.where(odd & (s * error < 0), bits - 1, bits)  # s overshot: step back toward zero
        s = np.where(odd, stepped | 1, bits).view(np.float64)
    return s.astype(np.float32)


_BELOW_FLOAT32_NP, _FLOAT32_HALF_ULP_BITS_NP = np.int64(_BELOW_FLOAT32), np.int64(_FLOAT32_HALF_ULP_BITS)
_ABS_NP, _ONE_NP = np.uint64(_ABS), np.uint64(1)
_NONZERO_SUBNORMAL_LIMIT_NP = np.uint64(_FLOAT32_MIN_NORMAL_BITS - 1)


def midpoints_numpy(sums):
    """The mask of float64 values in numpy array ``sums`` that lie exactly on a float32 rounding midpoint
    (of float32's normal range): the only place where rounding a float64 sum to float32 can differ from
    rounding the exact sum once (and does, where the float64 sum itself was rounded)."""
    return (sums.view(np.int64) & _BELOW_FLOAT32_NP) == _FLOAT32_HALF_ULP_BITS_NP


def rounded_numpy(sums, a, b):
    """The mask of float64 ``sums`` (each ``a + b`` rounded, numpy arrays of one shape) that differ from
    the exact sum (Knuth's two-sum)."""
    bp = sums - a
    return (a - (sums - bp)) + (b - bp) != 0


# a normal float32 with biased exponent e is a multiple of 2**(e - 150): products of values whose exponents
# add up to this are multiples of 2**-126, and so is every nonzero sum of them and its float32 rounding
_NORMAL_PRODUCTS_EXPONENT_SUM = 2 * 150 - 126


def products_stay_normal_numpy(a, b):
    """Whether every nonzero sum of products of float32 arrays ``a``'s and ``b``'s values (with float32
    roundings between) is at least float32's smallest normal in magnitude, so that rounding float64
    sums to float32 needs no care for subnormals. Decided from the smallest exponents (cheap: no
    product is formed)."""
    return _min_exponent(a) + _min_exponent(b) >= _NORMAL_PRODUCTS_EXPONENT_SUM


_MAGNITUDE_BITS, _ONE = np.uint32(0x7FFFFFFF), np.uint32(1)


def _min_exponent(x):
    """The smallest biased exponent among ``x``'s nonzero float32 values (0 for a subnormal, 255 for none)."""
    if not x.size:
        return 255
    magnitudes = x.view(np.uint32) & _MAGNITUDE_BITS
    magnitudes -= _ONE  # a zero wraps around to the largest: the minimum is the smallest nonzero's, less one
    return min(255, (int(np.minimum.reduce(magnitudes, axis=None)) + 1) >> 23)
