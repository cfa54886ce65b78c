"""unigrad.numerics.mindspore_cpu: the fast fused multiply-adds of its small numpy kernels and their check."""

import numpy as np
import torch

from unigrad.numerics import mindspore_cpu, mindspore_cpu_grads
from unigrad.numerics.float32 import fma32


def test_a_float64_sum_rounded_onto_a_midpoint_is_caught():
    # (1 + 2**-12)**2 + 2**-80: float64 loses the 2**-80 and lands on a float32 midpoint (rounded to even)
    x = 1 + 2.0 ** -12
    s = np.array([x * x + 2.0 ** -80])
    assert mindspore_cpu._on_a_midpoint(s)
    assert np.float32(s[0]) != fma32(torch.tensor([x]), torch.tensor([x]), torch.tensor([2.0 ** -80])).item()
    assert not mindspore_cpu._on_a_midpoint(np.array([x * x + 2.0 ** -30, 1.0, 0.0, -0.0, np.inf, np.nan]))


def test_fma_numpy_rounds_once_and_lets_zero_sums_be():
    x = np.array([1 + 2.0 ** -12, 2.0 ** -70, 0.0, 3.0, -2.0])
    z = np.array([2.0 ** -80, 0.0, 0.0, -0.0, 4.0])
    expected = fma32(torch.from_numpy(x).float(), torch.from_numpy(x).float(), torch.from_numpy(z).float())
    assert np.array_equal(mindspore_cpu._fma_numpy(x, x, z).astype(np.float32).view(np.int32),
                          expected.numpy().view(np.int32))


def test_small_kernels_recompute_a_call_whose_sum_lies_on_a_midpoint():
    # a few of these inputs put a later Horner sum on a float32 midpoint: the call is computed again with
    # the exact fused multiply-add, and gives its bits
    values = np.linspace(-5, 5, 20001, dtype=np.float32)
    flagged = [v for v in values if mindspore_cpu._tanh_small(np.array([v])) is None]
    assert flagged  # some inputs do land on a midpoint
    x = torch.tensor(flagged[:256])
    with np.errstate(all="ignore"):
        exact = mindspore_cpu._tanh_numpy(x.numpy(), mindspore_cpu._fma_numpy).astype(np.float32)
    assert np.array_equal(mindspore_cpu.tanh(x).numpy().view(np.int32), exact.view(np.int32))


def test_small_kernels_give_the_exact_fmas_bits():
    # tiny inputs reach the subnormal range
    x = torch.tensor([2.3847249, -3.1611075, 5.0381813, -5.0381813, 1e-30, -2e-39, 0.0, -0.0, 80.0, -90.0, 88.8,
                      -104.0, float("inf"), float("-inf"), 5.0, -5.0, 1e-45])
    for kernel, kernel_numpy in ((mindspore_cpu.exp, mindspore_cpu._exp_numpy),
                                 (mindspore_cpu.tanh, mindspore_cpu._tanh_numpy)):
        with np.errstate(all="ignore"):
            exact = torch.from_numpy(kernel_numpy(x.numpy(), mindspore_cpu._fma_numpy).astype(np.float32))
        assert torch.equal(kernel(x).view(torch.int32), exact.view(torch.int32))


def _bits(t):
    return t.contiguous().view(torch.int32)


def test_large_kernels_give_the_exact_fmas_bits():
    # above the numpy size the kernels run on torch.addcmul where it is a fused multiply-add (one rounding)
    x = torch.tensor([2.3847249, -3.1611075, 5.0381813, -5.0381813, 1e-30, -2e-39, 0.0, -0.0, 80.0, -90.0, 5.0, -5.0,
                      5.0000005, 4.9999995, 88.72283935546875, -87.3365478515625, 89.0, -104.0, float("inf"),
                      float("-inf")]).repeat(60)  # 1,200 values: above the numpy size
    for kernel, kernel_numpy in ((mindspore_cpu.exp, mindspore_cpu._exp_numpy),
                                 (mindspore_cpu.tanh, mindspore_cpu._tanh_numpy)):
        with np.errstate(all="ignore"):
            exact = torch.from_numpy(kernel_numpy(x.numpy(), mindspore_cpu._fma_numpy).astype(np.float32))
        assert torch.equal(_bits(kernel(x)), _bits(exact))
        assert torch.isnan(kernel(torch.full((1100,), float("nan")))).all()


def test_addcmul_kernels_agree_with_the_emulated_fused_chain():
    g = torch.Generator().manual_seed(3)
    for scale in (1e-3, 1.0, 3.0, 30.0):
        x = (torch.randn(20000, generator=g) * scale).reshape(100, 200)
        assert torch.equal(_bits(mindspore_cpu._tanh_torch_fma(x)), _bits(mindspore_cpu._fused(mindspore_cpu._tanh, x)))
        assert torch.equal(_bits(mindspore_cpu._exp_torch_fma(x)), _bits(mindspore_cpu._fused(mindspore_cpu._exp, x)))
    x = torch.randn(2, 300, generator=g)[:, ::2] * 4  # not contiguous
    assert torch.equal(_bits(mindspore_cpu.tanh(x)), _bits(mindspore_cpu._fused(mindspore_cpu._tanh, x.contiguous())))


def test_large_tanh_saturates_exactly_at_five_and_keeps_nans():
    # every float32 in [4, 6] of both signs (the fraction's largest magnitudes, then the saturation), the
    # infinities, and NaNs of both signs, which come out with their bits (as from MindSpore's kernel)
    low, high = np.float32(4.0).view(np.int32), np.float32(6.0).view(np.int32)
    around_five = torch.from_numpy(np.arange(low, high + 1, dtype=np.int32).view(np.float32))
    x = torch.cat([around_five, -around_five, torch.tensor([float("inf"), -float("inf"), 1e30, -1e30])])
    assert torch.equal(_bits(mindspore_cpu._tanh_torch_fma(x)), _bits(mindspore_cpu._fused(mindspore_cpu._tanh, x)))
    five = mindspore_cpu._fused(mindspore_cpu._tanh, torch.tensor([5.0]))
    assert five.item() - 1 == mindspore_cpu._TANH_AT_FIVE_MINUS_ONE
    nans = torch.tensor([float("nan"), -float("nan")] * 1000)
    assert torch.equal(_bits(mindspore_cpu.tanh(nans)), _bits(nans))


def test_large_kernels_under_vmap_give_the_same_bits():
    x = torch.randn(3, 400, generator=torch.Generator().manual_seed(4)) * 4
    for kernel in (mindspore_cpu.exp, mindspore_cpu.tanh):
        assert torch.equal(_bits(torch.func.vmap(kernel)(x)), _bits(kernel(x)))


def test_tanh_grad_is_dout_times_the_fused_one_minus_square():
    g = torch.Generator().manual_seed(5)
    out = mindspore_cpu.tanh(torch.randn(5000, generator=g) * 3)
    out[:4] = torch.tensor([1.0, -1.0, 0.0, -0.0])
    dout = torch.randn(5000, generator=g)
    expected = dout * fma32(-out, out, torch.ones_like(out))
    assert torch.equal(_bits(mindspore_cpu_grads.tanh_grad(dout, out)), _bits(expected))
    assert torch.equal(_bits(mindspore_cpu_grads.tanh_grad(dout[:1], out)), _bits(dout[:1] * fma32(-out, out, 1.0)))


def test_tanh_grad_rounds_one_minus_square_once_on_every_value_near_one():
    # where 1 - y * y loses the most bits to a rounded product: every float32 in [0.999, 1.0000098]
    # (tanh's largest output), both signs, and the zeros, infinities and subnormals
    low, high = np.float32(0.999).view(np.int32), np.float32(1.0000098).view(np.int32)
    near_one = torch.from_numpy(np.arange(low, high + 1, dtype=np.int32).view(np.float32))
    specials = torch.tensor([0.0, -0.0, float("inf"), -float("inf"), 1e-45, -1e-45, 1e-20])
    out = torch.cat([near_one, -near_one, specials])
    dout = torch.randn(out.shape, generator=torch.Generator().manual_seed(7))
    expected = dout * fma32(-out, out, 1.0)
    assert torch.equal(_bits(mindspore_cpu_grads.tanh_grad(dout, out)), _bits(expected))
    assert not torch.equal(_bits(dout * (1 - out * out)), _bits(expected))  # the values tell the roundings apart


def test_tanh_grad_keeps_a_nans_sign():
    # as MindSpore 2.10's TanhGrad does (conformance case mindspore/tanh_grad_nan_sign): the fused
    # multiply-add passes the NaN on, negating the product does not flip it
    nans = torch.tensor([float("nan"), -float("nan")] * 10)
    got = mindspore_cpu_grads.tanh_grad(torch.full_like(nans, 2.0), nans)
    assert torch.equal(got.signbit(), nans.signbit()) and got.isnan().all()


def test_small_kernels_agree_with_the_exact_steps_on_random_values():
    g = torch.Generator().manual_seed(6)
    for scale in (1e-3, 1.0, 3.0, 30.0):
        for n in (1, 4, 7, 64, 256):
            x = torch.randn(n, generator=g) * scale
            for kernel, kernel_numpy in ((mindspore_cpu.exp, mindspore_cpu._exp_numpy),
                                         (mindspore_cpu.tanh, mindspore_cpu._tanh_numpy)):
                with np.errstate(all="ignore"):
                    exact = kernel_numpy(x.numpy(), mindspore_cpu._fma_numpy).astype(np.float32)
                assert np.array_equal(kernel(x).numpy().view(np.int32), exact.view(np.int32))
    assert mindspore_cpu.tanh(torch.tensor(0.5)).shape == ()
    assert torch.isnan(mindspore_cpu.exp(torch.tensor([float("nan")] * 3))).all()


def test_tanh_grad_of_a_broadcast_seed_of_one_is_the_derivative_itself():
    out = mindspore_cpu.tanh(torch.randn(3000, generator=torch.Generator().manual_seed(8)) * 3)
    out[:3] = torch.tensor([float("nan"), -0.0, 1.0])
    for seed in (1.0, 2.0, -1.0):
        dout = torch.tensor(seed).expand(out.shape)
        assert torch.equal(_bits(mindspore_cpu_grads.tanh_grad(dout, out)),
                           _bits(torch.full_like(out, seed) * fma32(-out, out, 1.0)))
    empty = torch.zeros(0, 3)
    assert mindspore_cpu_grads.tanh_grad(torch.tensor(1.0).expand(0, 3), empty).shape == (0, 3)


def _running_float64_sum(values):
    total = np.float64(0.0)
    for value in values.astype(np.float64):
        total += value
    return np.float32(total)


def test_sum_all_adds_in_float64_in_order_from_plus_zero():
    # values seen from MindSpore 2.10: 2**-60 is lost between 1 and -1 and kept once they have cancelled
    # (torch's float64 sum adds these in another order and keeps it); -0s sum to +0
    e = 2.0 ** -60
    for values, expected in (([1, e, 0, 0, -1, 0, 0, 0], 0.0), ([1, 1, 1, e, -1, -1, -1], 0.0),
                             ([1, -1, e, 0], e), ([1, 2.0 ** -30, -1], 2.0 ** -30)):
        assert mindspore_cpu.sum_all(torch.tensor(values, dtype=torch.float32)).item() == expected
    assert str(mindspore_cpu.sum_all(torch.tensor([-0.0, -0.0]))) == "tensor(0.)"
    rng = np.random.RandomState(0)
    for n in (1, 5, 64, 65, 1000, 70001):  # the Python loop and torch's cumsum alike
        x = (rng.randn(n) * 2.0 ** rng.randint(-40, 40, n)).astype(np.float32)
        out = mindspore_cpu.sum_all(torch.from_numpy(x))
        assert out.dtype is torch.float32 and out.shape == ()
        assert out.numpy().view(np.uint32) == _running_float64_sum(x).view(np.uint32)


def test_sum_all_of_a_long_vector_adds_two_rounded_halves():
    n = 200_003
    x = np.zeros(n, np.float32)
    x[0], x[1], x[n - 1] = 1.0, 2.0 ** -30, -1.0  # the halves' sums rounded: 1 + -1
    assert mindspore_cpu.sum_all(torch.from_numpy(x)).item() == 0.0
    assert mindspore_cpu.sum_all(torch.from_numpy(x).reshape(1, n)).item() == 2.0 ** -30  # only 1-D is split


def test_reduce_sum_takes_the_kernels_case_for_the_axes():
    # MindSpore 2.10's ReduceSum: float32 for a column sum and a 2-D last axis, float64 in order otherwise;
    # 1, 2**-30, -1 along the summed line shows which (float32 loses 2**-30)
    line, kept = torch.tensor([1.0, 2.0 ** -30, -1.0]), 2.0 ** -30
    assert mindspore_cpu.reduce_sum(line.reshape(3, 1), 0).item() == 0.0  # a column: float32
    assert mindspore_cpu.reduce_sum(line.reshape(1, 3), 1).item() == 0.0  # 2-D last axis: lanes, float32
    assert mindspore_cpu.reduce_sum(line.reshape(1, 3, 1), 1).item() == kept  # a middle axis: float64
    assert mindspore_cpu.reduce_sum(line.reshape(1, 1, 3), 2).item() == kept  # 3-D last axis: float64
    assert mindspore_cpu.reduce_sum(line.reshape(3, 1, 1), (0, 2)).item() == 0.0  # still a column
    assert mindspore_cpu.reduce_sum(line.reshape(1, 3, 1), (0, 1)).item() == kept  # several axes: float64
    assert mindspore_cpu.reduce_mean(line.reshape(3, 1), 0).item() == np.float32(kept / 3)  # no column mean
    x = torch.from_numpy(np.random.RandomState(0).randn(2, 3, 4, 5).astype(np.float32))
    wide = x.double().permute(0, 2, 1, 3).reshape(2, 4, 15).cumsum(-1)[..., -1].float()
    assert torch.equal(mindspore_cpu.reduce_sum(x, (3, -3)), wide)  # the summed axes taken in order
