"""How C and C++ libraries compute, on torch: the real frameworks' CPU kernels, and the policy that picks them.

Dialect-free building blocks, each a handful of vectorised torch operations:

``float32``        C float constants, one correctly rounded ``fma32``, Horner, via-float64
``libm``           the C library's math functions (one access, vectorised)
``simd``           packets and tails, lane sums in the orders SIMD loops add
``eigen``/``sleef`` Eigen's and SLEEF's float32 approximations (paddle's CPU kernels)
``eigen_qr``       Eigen's Householder QR (paddle's CPU qr kernel)
``mindspore_cpu``  MindSpore's CPU kernels (``mindspore_cpu_losses``: its softmax cross-entropy kernels;
                   ``mindspore_cpu_grads``: grad kernels; ``onednn_softmax``: oneDNN's log-softmax)
``random``         the C++ random engines (mt19937, mt19937_64, minstd_rand0, Philox) and libstdc++'s distributions

The numerics policy says which kernels the front ends run:

``exact``   (the default) the real framework's CPU kernels, bit for bit where
            unigrad reproduces them; torch's kernels elsewhere.
``native``  torch's own kernels: fastest, within a few ulps of the real
            framework's values, not bit for bit.

On CUDA tensors the policy is always ``native``. Set it with
:func:`set_numerics` (also a context manager), the environment variable
``UNIGRAD_NUMERICS``, or ``unigrad run --numerics``. Importing this package
does not import torch.

>>> get_numerics()
'exact'
>>> with set_numerics("native"):
...     get_numerics()
'native'
>>> get_numerics()
'exact'
"""

import os

__all__ = ["POLICIES", "get_numerics", "set_numerics", "exact"]

POLICIES = ("exact", "native")


def _checked(policy, source):
    if policy not in POLICIES:
        raise ValueError(f"unigrad numerics must be one of {', '.join(POLICIES)}; {source} is {policy!r}")
    return policy


class _Policy:
    """The process-wide policy; ``exact`` is read on the hot path (one attribute, no call)."""

    exact = _checked(os.environ.get("UNIGRAD_NUMERICS", "exact"), "UNIGRAD_NUMERICS") == "exact"


POLICY = _Policy


def get_numerics():
    """The current numerics policy: ``"exact"`` or ``"native"``."""
    return "exact" if _Policy.exact else "native"


class set_numerics:
    """Set the numerics policy (``"exact"`` or ``"native"``) for the process; used as a context
    manager, the previous policy comes back at the end of the block."""

    def __init__(self, policy):
        self._previous = get_numerics()
        _Policy.exact = _checked(policy, "the policy given") == "exact"

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        _Policy.exact = self._previous == "exact"
        return False

    def __repr__(self):
        return f"set_numerics({get_numerics()!r})"


def exact(t):
    """Whether torch tensor ``t`` runs the real framework's kernels: the policy is ``exact`` and ``t``
    is on the CPU (on CUDA the policy is always ``native``)."""
    return _Policy.exact and t.is_cpu
