"""The C library's math functions (libm), for front ends that must round as a framework's CPU kernels do.

Paddle's and MindSpore's CPU kernels call libm's ``logf``, ``expf``, ``erff`` ...
whose last bit can differ from numpy's and torch's; the front ends call the
same functions to agree with them. The library is loaded, and ``ctypes``
imported, on first use only, so importing unigrad stays inert.

>>> function("logf")(1.0)
0.0
"""

import functools

__all__ = ["function"]


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
