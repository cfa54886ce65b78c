"""unigrad.numerics.special: the inverse error functions and Box-Muller the random initializers feed."""

import math

import numpy as np

from unigrad.numerics import special


def test_as241_erfinv_inverts_erf_and_handles_the_ends():
    x = np.linspace(-0.999, 0.999, 401).astype(np.float32)
    for ftype in (np.float32, np.float64):
        y = special.as241_erfinv(x.astype(ftype), ftype)
        assert y.dtype == ftype
        assert np.allclose([math.erf(v) for v in y.tolist()], x, atol=2e-6)
    ends = special.as241_erfinv(np.array([1.0, -1.0, 1.5], np.float32), np.float32)
    assert ends[0] == np.inf and ends[1] == -np.inf and np.isnan(ends[2])


def test_boost_erf_inv_inverts_erf_in_every_range():
    p = np.array([1e-12, 0.1, 0.5, 0.75, 0.9, 0.999, 1 - 1e-9, 1 - 1e-15])
    y = special.boost_erf_inv(p, 1.0 - p)
    assert np.allclose([math.erf(v) for v in y.tolist()], p, rtol=1e-12, atol=0)


def test_box_muller_interleaves_cosine_then_sine():
    u1, u2 = np.array([0.25, 0.5]), np.array([0.125, 0.75])
    out = special.box_muller(u1, u2, 1.0, 2.0, math.pi)
    radius = np.sqrt(-2.0 * np.log(u1)) * 2.0
    assert np.array_equal(out, [1.0 + radius[0] * np.cos(2 * math.pi * 0.125), 1.0 + radius[0] * np.sin(2 * math.pi * 0.125),
                                1.0 + radius[1] * np.cos(2 * math.pi * 0.75), 1.0 + radius[1] * np.sin(2 * math.pi * 0.75)])
