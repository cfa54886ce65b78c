"""unigrad._engine.kernel_values: a kernel's values carrying torch's gradient unchanged."""

import torch

from unigrad._engine.kernel_values import with_values


def test_with_values_keeps_a_negative_zero_gradient():
    # torch.where would give result a second, +0 gradient: -0 + +0 is +0, where paddle's kernels keep -0
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    out = with_values(x * 1.0, torch.tensor([1.0, 2.0]))
    (g,) = torch.autograd.grad(out, [x], torch.tensor([1.0, -0.0]))
    assert torch.equal(torch.signbit(g), torch.tensor([False, True]))


def test_with_values_keeps_the_kernels_non_finite_values():
    x = torch.tensor([1.0, float("inf")], requires_grad=True)
    out = with_values(x * 1.0, torch.tensor([0.5, float("nan")]))
    assert torch.equal(torch.isnan(out), torch.tensor([False, True])) and out[0].item() == 0.5
    (g,) = torch.autograd.grad(out.sum(), [x], allow_unused=True)
    assert g[0].item() == 1.0


def test_with_values_where_finite_values_sum_past_float32():
    # the finiteness check is one sum; an overflowing sum of finite values takes the general way, same result
    x = torch.tensor([3e38, 3e38, -0.0], requires_grad=True)
    out = with_values(x * 1.0, torch.tensor([3e38, 2e38, -0.0]))
    assert out.tolist() == torch.tensor([3e38, 2e38, -0.0]).tolist() and out[2].signbit()
    (g,) = torch.autograd.grad(out, [x], torch.tensor([1.0, 2.0, -0.0]))
    assert g.tolist() == [1.0, 2.0, 0.0] and g[2].signbit()
