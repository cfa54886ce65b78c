"""unigrad.numerics.mindspore_cpu: the fast fused multiply-adds of its small numpy kernels and their check."""

import numpy as np
import torch

from unigrad.numerics import mindspore_cpu, mindspore_cpu_grads
from unigrad.numerics.float32 import fma32


def _deferred(x, y, z):
    fma = mindspore_cpu._DeferredFma()
    out = fma(np.float64(x), np.float64(y), np.float64(z))
    return out, fma.may_differ()


def test_a_float64_sum_rounded_onto_a_midpoint_is_caught():
    # (1 + 2**-12)**2 + 2**-80: float64 loses the 2**-80 and lands on a float32 midpoint (rounded to even)
    x = 1 + 2.0 ** -12
    out, may_differ = _deferred(x, x, 2.0 ** -80)
    assert may_differ
    assert out != fma32(torch.tensor([x]), torch.tensor([x]), torch.tensor([2.0 ** -80])).item()


def test_an_exact_sum_on_a_midpoint_is_not_a_suspect():
    # 1 + 2**-24 is a float32 midpoint, exactly: rounding it once or after float64 is the same
    out, may_differ = _deferred(1.0, 2.0 ** -24, 1.0)
    assert not may_differ and out == 1.0


def test_a_subnormal_sum_is_a_suspect():
    assert _deferred(2.0 ** -70, 2.0 ** -70, 0.0)[1]
    assert not _deferred(0.0, 3.0, 0.0)[1]  # zero is not subnormal


def test_small_kernels_give_the_exact_fmas_bits():
    # tanh at 5.0381813 puts 28 x**2 + 3150 exactly on a midpoint; tiny inputs reach the subnormal range
    x = torch.tensor([2.3847249, -3.1611075, 5.0381813, -5.0381813, 1e-30, -2e-39, 0.0, 80.0, -90.0])
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
                      float("-inf")]).repeat(20)
    for kernel, kernel_numpy in ((mindspore_cpu.exp, mindspore_cpu._exp_numpy),
                                 (mindspore_cpu.tanh, mindspore_cpu._tanh_numpy)):
        with np.errstate(all="ignore"):
            exact = torch.from_numpy(kernel_numpy(x.numpy(), mindspore_cpu._fma_numpy).astype(np.float32))
        assert torch.equal(_bits(kernel(x)), _bits(exact))
        assert torch.isnan(kernel(torch.full((300,), float("nan")))).all()


def test_addcmul_kernels_agree_with_the_emulated_fused_chain():
    g = torch.Generator().manual_seed(3)
    for scale in (1e-3, 1.0, 3.0, 30.0):
        x = (torch.randn(20000, generator=g) * scale).reshape(100, 200)
        assert torch.equal(_bits(mindspore_cpu._tanh_addcmul(x)), _bits(mindspore_cpu._fused(mindspore_cpu._tanh, x)))
        assert torch.equal(_bits(mindspore_cpu._exp_addcmul(x)), _bits(mindspore_cpu._fused(mindspore_cpu._exp, x)))
    x = torch.randn(2, 300, generator=g)[:, ::2] * 4  # not contiguous
    assert torch.equal(_bits(mindspore_cpu.tanh(x)), _bits(mindspore_cpu._fused(mindspore_cpu._tanh, x.contiguous())))


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
