"""unigrad.numerics.float32: C float constants and the one correctly rounded fused multiply-add."""

import torch

from unigrad.numerics.float32 import f32, fma32, fma32_scalar


def _round_to_odd_reference(x, y, z):
    """x * y + z rounded once, by making the float64 sum round-to-odd everywhere."""
    a, b = x.double() * y.double(), z.double()
    s = a + b
    bp = s - a
    error = (a - (s - bp)) + (b - bp)
    inexact = (error != 0) & torch.isfinite(s)
    bits = s.view(torch.int64)
    bits = torch.where(inexact & (s * error < 0), bits - 1, bits)
    return torch.where(inexact, bits | 1, bits).view(torch.float64).float()


def test_constants_round_like_c_float_literals():
    assert f32(0.1) == float(torch.tensor(0.1, dtype=torch.float32))
    assert f32(1.0) == 1.0


def test_fma32_rounds_once_where_float64_would_round_twice():
    # (1 + 2**-12)**2 = 1 + 2**-11 + 2**-24 is a float32 midpoint; 2**-80 puts the exact sum just above it.
    # Rounded in float64 first the 2**-80 is lost and the tie goes to even (down): a double rounding.
    x, z = torch.tensor([1 + 2.0 ** -12]), torch.tensor([2.0 ** -80])
    once = 1 + 2.0 ** -11 + 2.0 ** -23
    assert (x.double() * x.double() + z.double()).float().item() != once
    assert fma32(x, x, z).item() == once
    assert fma32_scalar(1 + 2.0 ** -12, 1 + 2.0 ** -12, 2.0 ** -80) == once


def test_fma32_agrees_with_round_to_odd_on_random_and_tiny_values():
    g = torch.Generator().manual_seed(0)
    x, y = torch.randn(100000, generator=g), torch.randn(100000, generator=g)
    for z in (torch.randn(100000, generator=g) * 1e-3, torch.randn(100000, generator=g) * 1e-40, -x * y):
        assert torch.equal(fma32(x, y, z), _round_to_odd_reference(x, y, z))
