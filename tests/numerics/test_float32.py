"""unigrad.numerics.float32: C float constants and the one correctly rounded fused multiply-add."""

import os
import subprocess
import sys

import torch

from unigrad.numerics.float32 import add_alpha_is_fused, addcmul_is_fused, f32, fma32, fma32_scalar, fused_multiply_add


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


def _bits(t):
    return t.contiguous().view(torch.int32)


def _adversarial_operands():
    """Values where fused and unfused results part: float32 midpoints whose exact sum lies just off them,
    subnormal products and sums, signed zeros, infinities and nan (float32 tensors, 3 x 24 values)."""
    near = 1 + 2.0 ** -12
    cases = [(near, near, 2.0 ** -80), (near, near, -(2.0 ** -80)), (near, near, -1.0), (-near, near, 1.0),
             (2.0 ** -63 * near, 2.0 ** -63 * near, -(2.0 ** -126)), (2.0 ** -75, 2.0 ** -75, 2.0 ** -149),
             (1e-30, 1e-30, -(2.0 ** -149)), (2.0 ** -149, 0.5, 0.0), (3.0, f32(1 / 3), -1.0),
             (-0.0, 1.0, -0.0), (0.0, -1.0, -0.0), (-0.0, -0.0, -0.0), (float("inf"), 0.0, 1.0),
             (float("inf"), 1.0, float("-inf")), (float("nan"), 1.0, 0.0), (1e38, 10.0, -1e38),
             (3e38, 3e38, float("-inf")), (f32(0.1), 10.0, -1.0), (1.0, 1.0, -1.0), (-1.0, 1.0, 1.0),
             (f32(2 / 3), 1.5, -1.0), (2.0 ** 64, 2.0 ** 64, -(2.0 ** 128)), (5.0, 5.0, -25.0), (1e-20, 1e20, -1.0)]
    return [torch.tensor([f32(v) for v in column], dtype=torch.float32) for column in zip(*cases)]


def test_addcmul_is_fused_on_cpus_whose_torch_kernels_use_fma_instructions():
    # torch's AVX2 and AVX-512 kernel builds contract addcmul's multiply-add; the baseline build does not
    if torch.backends.cpu.get_cpu_capability() in ("AVX2", "AVX512"):
        assert addcmul_is_fused() and add_alpha_is_fused()
    x, y, z = _adversarial_operands()
    assert addcmul_is_fused() == torch.equal(_bits(torch.addcmul(z, x, y)), _bits(fma32(x, y, z)))
    alpha = f32(1 + 2.0 ** -12)
    assert add_alpha_is_fused() == torch.equal(_bits(torch.add(z, x, alpha=alpha)), _bits(fma32(x, alpha, z)))


def test_fused_multiply_add_gives_fma32s_bits_on_adversarial_values():
    x, y, z = _adversarial_operands()
    for shift in range(0, 24, 5):  # each case in the vector body and in the scalar tail
        xs, ys, zs = (torch.cat([t.roll(shift), t, t[:5]]) for t in (x, y, z))
        assert torch.equal(_bits(fused_multiply_add(xs, ys, zs)), _bits(fma32(xs, ys, zs)))
        assert torch.equal(_bits(fused_multiply_add(xs[::3], ys[::3], zs[::3])), _bits(fma32(xs[::3], ys[::3], zs[::3])))
        for constant in (f32(1 + 2.0 ** -12), -3.0, f32(1 / 3), 2.0 ** -70, f32(1e38)):  # torch.add's alpha
            for addend in (zs, 2.0 ** -80, -1.0):
                got = fused_multiply_add(xs, constant, addend)
                assert torch.equal(_bits(got), _bits(fma32(xs, constant, addend)))


def test_fused_multiply_add_gives_fma32s_bits_on_random_values_and_constants():
    g = torch.Generator().manual_seed(1)
    x, y = torch.randn(100003, generator=g), torch.randn(100003, generator=g)
    for z in (torch.randn(100003, generator=g) * 1e-3, torch.randn(100003, generator=g) * 1e-39, -x * y):
        assert torch.equal(_bits(fused_multiply_add(x, y, z)), _bits(fma32(x, y, z)))
    for y_, z_ in ((f32(1.44269504088896341), 0.5), (-f32(0.693147), x), (y[:1].reshape(()), 17325.0)):
        assert torch.equal(_bits(fused_multiply_add(x, y_, z_)), _bits(fma32(x, y_, z_)))
    assert fused_multiply_add(x[:1].reshape(()), 3.0, 1.0).shape == ()


def test_fused_multiply_add_under_vmap_and_with_a_gradient_gives_fma32s_bits():
    x, y, z = (t.reshape(4, 6) for t in _adversarial_operands())
    got = torch.func.vmap(fused_multiply_add)(x, y, z)
    assert torch.equal(_bits(got), _bits(fma32(x, y, z)))
    xg = x.clone().requires_grad_()
    assert torch.equal(_bits(fused_multiply_add(xg, y, z).detach()), _bits(fma32(x, y, z)))


_FALLBACK_CHECK = """
import platform
import torch
from unigrad.numerics.float32 import add_alpha_is_fused, addcmul_is_fused, fma32, fused_multiply_add
g = torch.Generator().manual_seed(2)
x, y, z = torch.randn(1003, generator=g), torch.randn(1003, generator=g), torch.randn(1003, generator=g) * 1e-3
fused = torch.equal(torch.addcmul(z, x, y), fma32(x, y, z))
assert addcmul_is_fused() == fused
assert add_alpha_is_fused() == torch.equal(torch.add(z, x, alpha=1.25), fma32(x, 1.25, z))
if platform.machine() in ("x86_64", "AMD64"):  # x86's baseline build has no FMA instructions
    assert not fused
assert torch.equal(fused_multiply_add(x, y, z), fma32(x, y, z))
assert torch.equal(fused_multiply_add(x, 1.25, z), fma32(x, 1.25, z))
print("ok")
"""


def test_fused_multiply_add_falls_back_to_the_emulation_where_addcmul_does_not_fuse():
    # torch's baseline kernels (no FMA instructions) round the product first: the probe must say so
    env = dict(os.environ, ATEN_CPU_CAPABILITY="default")
    done = subprocess.run([sys.executable, "-c", _FALLBACK_CHECK], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_fused_multiply_add_refuses_a_constant_that_is_not_a_float32():
    # torch would round 0.1 to float32 first; fma32 takes the double as it is: no silent difference
    x = torch.ones(3)
    for y, z in ((0.1, 1.0), (2.0, 0.1)):
        try:
            fused_multiply_add(x, y, z)
        except ValueError as e:
            assert "not a float32" in str(e)
        else:
            raise AssertionError("accepted a constant torch would round")
    assert torch.equal(fused_multiply_add(x, f32(0.1), f32(0.1)), fma32(x, f32(0.1), f32(0.1)))
