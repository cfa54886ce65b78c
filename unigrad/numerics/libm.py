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

__all__ = ["function", "elementwise", "each"]


@functools.lru_cache(maxsize=None)
def function(name, double=False):
    """libm's ``name`` as a callable on one Python float (``double``: the double signature), or None
    when there is no C math library to load."""
    import ctypes
    import ctypes.util

    try:
        fn = getattr(ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6"), name)
    except (OSError, AttributeError):
        return None
    c_type = ctypes.c_double if double else ctypes.c_float
    fn.restype, fn.argtypes = c_type, [c_type]
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
#: only right at a midpoint, its ``erff``/``logf``/``log1pf``/``tanf`` by up to about 0.8 ulp).
_SAFE_ULPS = {"expf": 0.45, "erff": 0.1, "logf": 0.1, "log1pf": 0.1, "tanf": 0.1}


def elementwise(name, x):
    """The C library's float32 ``name`` (``"expf"`` ...) of each element of a float32 tensor.

    A kernel's scalar loop calls libm, whose results are not always the
    correctly rounded ones. Where the exact value (float64) lies well inside
    a float32 rounding interval both agree, so only the elements near an
    interval's edge (and non-finite or tiny ones) are passed to libm itself.
    Without a C library: the correctly rounded values.
    """
    import torch

    x = x.detach()
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
        # tolist(): also under torch.func transforms, whose wrapped tensors have no numpy view
        out[hard] = torch.tensor([fn(v) for v in x[hard].tolist()], dtype=torch.float32, device=out.device)
    return out
