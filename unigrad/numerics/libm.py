"""The C library's math functions (libm), for kernels that round as a framework's CPU kernels do.

Paddle's and MindSpore's CPU kernels call libm's ``logf``, ``expf``, ``erff`` ...
whose last bit can differ from numpy's and torch's. :func:`elementwise`
gives libm's result for a whole tensor while calling libm only for the few
elements where a correctly rounded result could differ from it. The library
is loaded, and ``ctypes`` imported, on first use only, so importing unigrad
stays inert.

>>> function("logf")(1.0)
0.0
"""

import functools

__all__ = ["function", "elementwise", "numpy_elementwise", "each", "glibc_logf", "c_log", "through_numpy", "powf"]


@functools.lru_cache(maxsize=None)
def function(name, double=False, arity=1):
    """libm's ``name`` as a callable on ``arity`` Python floats (``double``: the double signature), or None
    when there is no C math library to load."""
    import ctypes
    import ctypes.util

    try:
        fn = getattr(ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6"), name)
    except (OSError, AttributeError):
        return None
    c_type = ctypes.c_double if double else ctypes.c_float
    fn.restype, fn.argtypes = c_type, [c_type] * arity
    return fn


def each(name, values, double=False):
    """libm's ``name`` called on every element of the 1-D numpy array ``values`` (a numpy array of the
    same dtype). One call per element: for the few values :func:`elementwise` cannot settle, or for
    double functions, whose exact value torch cannot compute."""
    import numpy as np

    fn = function(name, double)
    return np.fromiter(map(fn, values.tolist()), dtype=values.dtype, count=values.size)


def _exact_functions():
    import torch

    return {"expf": torch.exp, "erff": torch.erf, "logf": torch.log, "log1pf": torch.log1p, "tanf": torch.tan}


#: How far from the exact value (in ulps of the correctly rounded float32) glibc's result can be
#: while still equal to it: elements past this are computed by libm itself (glibc's ``expf`` errs
#: by at most 0.502 ulp, so only within 0.002 ulp of a midpoint: 0.49 gave libm's bits on 9.6 million
#: values; its ``erff``/``logf``/``log1pf``/``tanf`` by up to about 0.8 ulp).
_SAFE_ULPS = {"expf": 0.49, "erff": 0.1, "logf": 0.1, "log1pf": 0.1, "tanf": 0.1}


#: up to this many values, :func:`elementwise` calls libm on each directly
_FEW = 32


def elementwise(name, x):
    """The C library's float32 ``name`` (``"expf"`` ...) of each element of a float32 tensor.

    A kernel's scalar loop calls libm, whose results are not always the
    correctly rounded ones. Where the exact value (float64) lies well inside
    a float32 rounding interval both agree, so only the elements near an
    interval's edge (and non-finite or tiny ones) are passed to libm itself.
    Without a C library: the correctly rounded values.
    """
    import torch

    from unigrad.numerics.plain import is_traced, numpy_view, on_plain_values

    if is_traced(x):  # under vmap no element can be picked out by its value: the steps below on the plain values
        return on_plain_values(lambda plain: elementwise(name, plain), x)
    x = x.detach()
    if name in _NUMPY_CALLS:
        return through_numpy(name, x)
    if name == "tanhf":
        return _glibc_tanhf(x)
    fn = function(name)
    if fn is not None and x.numel() <= _FEW:
        # a few values: libm itself on each costs less than the dozen tensor operations that settle most
        values = x.reshape(-1).tolist()
        return torch.tensor([fn(v) for v in values], dtype=torch.float32, device=x.device).reshape(x.shape)
    if fn is not None and x.numel() <= _NUMPY_AT_MOST and name in _NUMPY_EXACT:
        values = numpy_view(x)
        if values is not None:  # (none off the CPU)
            return torch.from_numpy(numpy_elementwise(name, values))
    exact = _exact_functions()[name](x.double())
    out = exact.float()
    if function(name) is None or not out.numel():
        return out
    base = out.double()
    step = (torch.nextafter(out, torch.where(exact >= base, torch.inf, -torch.inf).float()).double() - base).abs()
    off = ((exact - base).abs() / step).nan_to_num(1.0)
    hard = (off > _SAFE_ULPS[name]) | ~torch.isfinite(out) | (out.abs() < 1.2e-38)
    if bool(hard.any()):
        out = out.clone()
        fn = function(name)
        out[hard] = torch.tensor([fn(v) for v in x[hard].tolist()], dtype=torch.float32, device=out.device)
    return out


#: up to this many values :func:`elementwise` settles them with numpy, whose calls on small arrays cost a
#: fraction of torch's (above it, torch's faster float64 functions win)
_NUMPY_AT_MOST = 1 << 14
_NUMPY_EXACT = {"expf": "exp", "logf": "log", "log1pf": "log1p", "tanf": "tan"}
#: the smallest normal float32: below it (and at non-finite results) libm itself decides
_TINY = 1.1754944e-38


#: libm functions whose float32 results glibc does not round correctly often enough to settle from float64
#: (rounding the exact value differs in up to 350 of 2,000 values), and the numpy ufunc whose float32 loop
#: calls them, where numpy has no SIMD version of its own (x86 without AVX-512): checked once per process
_NUMPY_CALLS = {"sinhf": "sinh", "coshf": "cosh", "asinf": "arcsin", "acosf": "arccos", "atanf": "arctan",
                "atanhf": "arctanh", "asinhf": "arcsinh", "expm1f": "expm1"}
#: the probe's values: spread over each function's domain, with its edges
_PROBE = (-0.999, -0.75, -0.5, -0.3, -0.1, -1e-3, -1e-6, 0.0, 1e-7, 2e-4, 0.05, 0.2, 0.37, 0.5, 0.61, 0.8, 0.93,
          0.9999, 1.5, 2.7, 5.5, 9.2, 20.0, 42.0, 88.0, 89.5, -3.3, -11.0, -30.0)


#: libm double functions, and the numpy ufunc whose float64 loop calls them on some CPUs (others, AVX-512 ones,
#: run numpy's own: measured, its float64 tan differs from glibc's in 1 value in 200)
_NUMPY_DOUBLE_CALLS = {"tan": "tan"}


@functools.lru_cache(maxsize=None)
def _numpy_calls_libm(name, double=False):
    """Whether numpy's float32 (``double``: float64) ufunc for ``name`` gives libm's bits (numpy's AVX-512
    builds use SVML instead)."""
    import numpy as np

    fn = function(name, double)
    if fn is None:
        return False
    dtype = np.float64 if double else np.float32
    values = np.array(_PROBE + tuple(np.linspace(-10, 10, 1001)), dtype=dtype)
    with np.errstate(all="ignore"):
        ours = getattr(np, (_NUMPY_DOUBLE_CALLS if double else _NUMPY_CALLS)[name])(values)
    theirs = np.array([fn(v) for v in values.tolist()], dtype=dtype)
    bits = np.uint64 if double else np.uint32
    same = (ours.view(bits) == theirs.view(bits)) | (np.isnan(ours) & np.isnan(theirs))
    return bool(same.all())


def through_numpy(name, x, double=False):
    """libm's float32 ``name`` (``double``: its double ``name``, ``"tan"``, on a float64 tensor) of each element of
    ``x``, through numpy's loop where that loop calls libm (about 20 ns a value), else one ``ctypes`` call a value."""
    import numpy as np
    import torch

    from unigrad.numerics.plain import numpy_view

    values = numpy_view(x, detach=True)
    if values is None:  # off the CPU
        return through_numpy(name, x.cpu(), double).to(x.device)
    numpy_name = (_NUMPY_DOUBLE_CALLS if double else _NUMPY_CALLS)[name]
    if _numpy_calls_libm(name, double) or (double and function(name, double=True) is None):
        with np.errstate(all="ignore"):
            return torch.from_numpy(getattr(np, numpy_name)(values))
    if function(name) is None:  # no C library: the correctly rounded values
        return getattr(torch, numpy_name.replace("arc", "a"))(x.double()).float()
    return torch.from_numpy(each(name, values.reshape(-1), double=double).reshape(values.shape))


@functools.lru_cache(maxsize=None)
def _numpy_power_calls_powf():
    """Whether numpy's float32 ``power`` gives libm's ``powf`` bits (checked once, on pairs spread over
    both operands' ranges)."""
    import numpy as np

    fn = function("powf", arity=2)
    if fn is None:
        return False
    grid = np.array(_PROBE + (0.5, 1.0, 2.0, 3.0, 1e-3, 7.25, 100.0), dtype=np.float32)
    x, y = (np.abs(grid)[:, None] + np.zeros_like(grid)).ravel(), (np.zeros_like(grid)[:, None] + grid / 4).ravel()
    with np.errstate(all="ignore"):
        ours = np.power(x, y)
    theirs = np.fromiter(map(fn, x.tolist(), y.tolist()), dtype=np.float32, count=x.size)
    same = (ours.view(np.uint32) == theirs.view(np.uint32)) | (np.isnan(ours) & np.isnan(theirs))
    return bool(same.all())


def powf(x, y):
    """libm's ``powf`` of each pair of elements of the float32 tensors ``x`` and ``y`` (broadcast together):
    numpy's float32 ``power`` where it calls ``powf`` (about 20 ns a pair), else one ``ctypes`` call a pair;
    without a C library, the correctly rounded powers. glibc's ``powf`` is not always correctly rounded
    (measured: 118 of 200,000 pairs differ), and torch's float32 ``pow`` differs from it in 1 pair in 56."""
    import numpy as np
    import torch

    from unigrad.numerics.plain import numpy_view

    x, y = torch.broadcast_tensors(x.detach(), y.detach())
    if not x.is_cpu:
        return powf(x.cpu(), y.cpu()).to(x.device)
    fn = function("powf", arity=2)
    if fn is None:
        return torch.pow(x.double(), y.double()).float()
    bases, exponents = numpy_view(x), numpy_view(y)
    if _numpy_power_calls_powf():
        with np.errstate(all="ignore"):
            return torch.from_numpy(np.power(bases, exponents))
    pairs = np.fromiter(map(fn, bases.ravel().tolist(), exponents.ravel().tolist()), np.float32, count=bases.size)
    return torch.from_numpy(pairs.reshape(bases.shape))


def _glibc_tanhf(x):
    """glibc's ``tanhf`` (fdlibm's): from its ``expm1f`` of 2|x| at or above 1 (``1 - 2 / (t + 2)``) or of -2|x|
    below (``-t / (t + 2)``), +-1 from 22, ``x * (1 + x)`` below 2**-55, in float32 (numpy's float32 tanh is its
    own SIMD kernel; measured: 0 of 600,000 values differ from libm's)."""
    import torch

    size = x.abs()
    above_one = size >= 1.0
    t = elementwise("expm1f", torch.where(above_one, 2.0 * size, -2.0 * size))  # one expm1f a value
    out = torch.where(above_one, 1.0 - 2.0 / (t + 2.0), -t / (t + 2.0))
    out = torch.where(size >= 22.0, torch.ones_like(out), out)
    out = torch.where(size < 2.0 ** -55, x * (1.0 + x), torch.where(x < 0, -out, out))
    out = torch.where(x == 0, x, out)
    out = torch.where(x.isinf(), torch.sign(x), out)
    return torch.where(x.isnan(), x, out)


def numpy_elementwise(name, values):
    """:func:`elementwise` on a float32 numpy array, in numpy: the same floats (libm's), settled the same
    way, with the float32 ulp taken just below each result's magnitude (where the ulp changes, at a power
    of two, the smaller one: a few more values go to libm, none fewer)."""
    import numpy as np

    if name == "logf":  # most logf values lie too near an edge to settle: glibc's own steps, vectorised
        return glibc_logf(values).reshape(values.shape)
    with np.errstate(all="ignore"):
        exact = getattr(np, _NUMPY_EXACT[name])(values.astype(np.float64))
        out = exact.astype(np.float32)
        size = np.abs(out)
        ulp = np.spacing(np.nextafter(size, np.float32(0)))
        hard = np.abs(exact - out) > _SAFE_ULPS[name] * ulp.astype(np.float64)
        hard |= ~((size >= np.float32(_TINY)) & (size < np.float32(np.inf)))
    if hard.any():
        fn = function(name)
        out[hard] = [fn(v) for v in values[hard].tolist()]
    return out.reshape(values.shape)


def _hex_floats(text):
    return tuple(float.fromhex(h) for h in text.split())


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


#: elements :func:`glibc_logf` computes per pass: its dozen buffers stay in cache
_LOGF_CHUNK = 1 << 14


def glibc_logf(x):
    """glibc's ``logf`` of each element of the float32 array ``x``, bit for bit, as whole-array operations.

    One libm call per element (the polar method of the random normal kernels needs a log for every
    pair) made paddle's normal initialisation of a ResNet-50 take minutes. glibc's build for FMA machines fuses the multiply-adds;
    on 80 million random inputs both builds, and this, round to the same float32 as glibc 2.36's libm.
    Zero, negative, infinite and NaN inputs go to libm itself. The arithmetic runs a cache-sized chunk
    at a time into preallocated buffers (fresh 16 MB temporaries per operation cost ten times more).
    """
    import numpy as np

    x = np.ascontiguousarray(x, dtype=np.float32).reshape(-1)
    fn = function("logf")
    if fn is not None and x.size <= _FEW:  # a few values: libm itself costs less than the steps below
        return np.array([fn(v) for v in x.tolist()], dtype=np.float32)
    bits = x.view(np.uint32)
    special = (bits - np.uint32(0x00800000)) >= np.uint32(0x7f800000 - 0x00800000)
    rest = None
    if special.any():
        bits = bits.copy()
        subnormal = special & (bits > 0) & (bits < 0x00800000)
        if subnormal.any():  # scaled by 2^23 into the normal range, the exponent taken back below
            bits[subnormal] = (x[subnormal] * np.float32(2.0 ** 23)).view(np.uint32) - np.uint32(23 << 23)
        rest = special & ~subnormal
        bits[rest] = 0x3f800000  # a harmless stand-in: these go to libm below
    invc, logc = np.array(_LOGF_INVC), np.array(_LOGF_LOGC)
    a0, a1, a2 = _LOGF_POLY
    out = np.empty(x.size, dtype=np.float32)
    size = min(x.size, _LOGF_CHUNK)
    offset, index, z_bits = (np.empty(size, dtype=np.uint32) for _ in range(3))
    k, z, r, r2, y, y0 = (np.empty(size, dtype=np.float64) for _ in range(6))
    centre, fifteen = np.uint32(0x3f330000), np.uint32(15)
    shift19, shift23, exponent = np.uint32(19), np.int32(23), np.uint32(0xff800000)
    for start in range(0, x.size, _LOGF_CHUNK):
        w = bits[start:start + _LOGF_CHUNK]
        n = w.size
        o, i, zb, k_, z_, r_, r2_, y_, y0_ = (buf[:n] for buf in (offset, index, z_bits, k, z, r, r2, y, y0))
        # x = 2^k z with z in [0x3f330000, 2 * 0x3f330000); i = z's sixteenth of that range
        np.subtract(w, centre, o)
        np.right_shift(o, shift19, i)
        np.bitwise_and(i, fifteen, i)
        np.right_shift(o.view(np.int32), shift23, zb.view(np.int32))
        k_[:] = zb.view(np.int32)
        np.bitwise_and(o, exponent, zb)
        np.subtract(w, zb, zb)
        z_[:] = zb.view(np.float32)
        # r = z/c - 1; log(x) = log1p(r) + log(c) + k ln2, log1p(r) by a cubic
        np.take(invc, i, out=r_)
        np.multiply(z_, r_, r_)
        np.subtract(r_, 1.0, r_)
        np.take(logc, i, out=y0_)
        np.multiply(k_, _LOGF_LN2, k_)
        np.add(y0_, k_, y0_)
        np.multiply(r_, r_, r2_)
        np.multiply(r_, a1, y_)
        np.add(y_, a2, y_)
        np.multiply(r2_, a0, z_)
        np.add(z_, y_, y_)
        np.multiply(y_, r2_, y_)
        np.add(y0_, r_, y0_)
        np.add(y_, y0_, y_)
        out[start:start + n] = y_
    out[bits == 0x3f800000] = 0
    if rest is not None and rest.any():
        out[rest] = [fn(v) for v in x[rest].tolist()]
    return out


def c_log(values):
    """The C library's ``logf``/``log`` of a float32/float64 numpy array, elementwise: numpy's own log
    differs in the last bit for a fraction of float32 inputs (libstdc++'s polar method and paddle's
    erfinv feed it into every output)."""
    import numpy as np

    if values.dtype == np.float32:
        return glibc_logf(values)
    fn = function("log", double=True)
    return np.fromiter(map(fn, values.tolist()), dtype=values.dtype, count=values.size)
