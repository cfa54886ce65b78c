"""unigrad._engine.kernel_values: a kernel's values carrying torch's gradient unchanged."""

import doctest

import torch

from unigrad._engine import kernel_values
from unigrad._engine.kernel_values import with_kernel_gradients, with_values


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


def _scaled_product(x, w):
    """x * w whose forward values and first-order gradients are off by 1 (a "kernel" easy to tell from torch)."""
    values = (x * w).detach() + 1
    return with_kernel_gradients(values, torch.mul, lambda g: (g * w.detach() + 1, g * x.detach() + 1), x, w)


def test_with_kernel_gradients_shows_the_kernels_numbers_forward_and_first_order():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    w = torch.tensor([3.0, 4.0], requires_grad=True)
    y = _scaled_product(x, w)
    assert y.tolist() == [4.0, 9.0]
    assert [g.tolist() for g in torch.autograd.grad(y.sum(), (x, w))] == [[4.0, 5.0], [2.0, 3.0]]


def test_with_kernel_gradients_higher_orders_are_torchs_derivative_showing_the_kernels_numbers():
    def square_times(x, w):
        return x * x * w

    x = torch.tensor([1.0, 2.0], requires_grad=True)
    w = torch.tensor([3.0, 4.0])  # no gradient wanted: a fresh leaf stands in for it
    values = square_times(x, w).detach()
    y = with_kernel_gradients(values, square_times, lambda g: (g * 2 * x.detach() * w + 1, None), x, w)
    (dx,) = torch.autograd.grad(y.sum(), x, create_graph=True)
    assert dx.tolist() == [7.0, 17.0] and dx.requires_grad  # the kernel's 2xw + 1
    (dxx,) = torch.autograd.grad(dx.sum(), x)  # torch's d/dx of 2xw
    assert dxx.tolist() == [6.0, 8.0]


def test_with_kernel_gradients_without_a_graph_is_the_values():
    x = torch.tensor([1.0, 2.0])
    assert not _scaled_product(x, torch.ones(2)).requires_grad
    with torch.no_grad():
        assert _scaled_product(x.requires_grad_(), torch.ones(2)).grad_fn is None


def test_doctests():
    assert doctest.testmod(kernel_values).failed == 0


def test_torch_gradients_are_first_order_for_the_chosen_inputs_only():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    w = torch.tensor([3.0, 4.0], requires_grad=True)
    seed = torch.ones(2, requires_grad=True)
    found = kernel_values.torch_gradients(torch.mul, (x, w), seed, [0])
    assert found[1] is None and found[0].tolist() == [3.0, 4.0] and not found[0].requires_grad


def test_expanded_with_kernel_reduction_first_and_second_order():
    from unigrad._engine.kernel_values import expanded_with_kernel_reduction

    def reduce_kernel(grad, shape):  # a "kernel" easy to tell from torch's sum: off by one
        return grad.sum_to_size(shape) + 1

    b = torch.tensor([1.0, 2.0], requires_grad=True)
    out = (expanded_with_kernel_reduction(b, (3, 2), reduce_kernel) * b).sum()
    (g,) = torch.autograd.grad(out, [b])
    assert g.tolist() == [7.0, 13.0]  # first order: the kernel's numbers (3b + 1 summed back, plus b * 3)
    (g,) = torch.autograd.grad((expanded_with_kernel_reduction(b, (3, 2), reduce_kernel) * b).sum(), [b],
                               create_graph=True)
    assert g.tolist() == [7.0, 13.0] and g.requires_grad
    (gg,) = torch.autograd.grad(g.sum(), [b])
    # torch's derivative of the kernel's sum (3), plus the product's term, whose own first-order pass back
    # through the broadcast shows the kernel's numbers again (3 + 1)
    assert gg.tolist() == [7.0, 7.0]


def test_showing_values_keeps_the_ops_own_backward_and_rounds_wider_values():
    x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
    wide = torch.tensor([0.1, -0.0, 1e-50], dtype=torch.float64)
    y = kernel_values.showing_values(x * 2.0, wide)
    assert torch.equal(y.detach(), wide.float()) and str(y.detach()[1].item()) == "-0.0"
    assert y.grad_fn.name() == "MulBackward0"
    (g,) = torch.autograd.grad(y.sum(), x)
    assert torch.equal(g, torch.full((3,), 2.0))


def test_showing_values_refuses_an_op_whose_backward_reads_its_output():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = kernel_values.showing_values(torch.exp(x), torch.tensor([5.0, 6.0]))
    try:
        torch.autograd.grad(y.sum(), x)
    except RuntimeError as e:
        assert "modified by an inplace operation" in str(e)
    else:
        raise AssertionError("torch's engine computed with the overwritten output")


def test_with_first_order_derivative_multiplies_the_gradient_once_by_the_derivative():
    x = torch.tensor([0.5, -0.0, float("inf"), float("nan")], requires_grad=True)
    values = torch.tensor([1.0, -0.0, 2.0, float("nan")])
    derivative = torch.tensor([0.3, -1.0, 0.0, 2.0])
    y = kernel_values.with_first_order_derivative(values, x, derivative)
    assert torch.equal(y.detach()[:3], values[:3]) and y.detach()[3].isnan()
    assert str(y.detach()[1].item()) == "-0.0"
    grad = torch.tensor([0.7, 1.0, -3.0, 1.0])
    (g,) = torch.autograd.grad(y, x, grad)
    assert torch.equal(g, grad * derivative)


def _kernel_log(x):
    """torch's log showing "kernel" numbers that differ from torch's at every non-finite kind: -inf -> the
    lowest float32, +inf kept, nan kept (a nan never compares equal), a finite value off by one ulp."""
    result = torch.log(x)
    plain = result.detach()
    values = torch.where(plain == float("-inf"), torch.finfo(torch.float32).min, plain)
    values = torch.where(torch.isfinite(plain), torch.nextafter(plain, torch.tensor(float("inf"))), values)
    return with_values(result, values)


_AT = [-1.0, 0.0, -0.0, float("inf"), 2.0, -3.0]  # log: nan, -inf, -inf, inf, finite, nan
_TORCH_GRAD = [-1.0, float("inf"), float("-inf"), 0.0, 0.5, -1 / 3]


def _same(a, b):
    a, b = torch.as_tensor(a, dtype=torch.float32), torch.as_tensor(b, dtype=torch.float32)
    return torch.equal(torch.isnan(a), torch.isnan(b)) and torch.equal(a.nan_to_num(7.0), b.nan_to_num(7.0))


def test_with_values_non_finite_elements_carry_torchs_gradient():
    # a nan element never equals itself: it lost its graph (a zero gradient) where torch's gradient is finite
    x = torch.tensor(_AT, requires_grad=True)
    out = _kernel_log(x)
    assert out[1].item() == torch.finfo(torch.float32).min and torch.isnan(out[0]) and out[3].item() == float("inf")
    (g,) = torch.autograd.grad(out, [x], torch.ones(len(_AT)))
    assert _same(g, _TORCH_GRAD)


def test_with_values_non_finite_second_order_is_torchs():
    x = torch.tensor(_AT, requires_grad=True)
    (g,) = torch.autograd.grad(_kernel_log(x), [x], torch.ones(len(_AT)), create_graph=True)
    (gg,) = torch.autograd.grad(g, [x], torch.ones(len(_AT)))
    assert _same(gg, -1 / torch.tensor(_AT) ** 2)


def test_with_values_keeps_a_negative_zero_gradient_beside_non_finite_elements():
    x = torch.tensor([1.0, float("inf")], requires_grad=True)
    out = with_values(x * 1.0, torch.tensor([1.0, float("nan")]))
    (g,) = torch.autograd.grad(out, [x], torch.tensor([-0.0, 1.0]))
    assert g[0].item() == 0.0 and g[0].signbit() and g[1].item() == 1.0


def test_with_values_under_torch_func_transforms():
    x = torch.tensor(_AT)
    assert _same(torch.func.vmap(torch.func.grad(lambda v: _kernel_log(v).sum()))(x), _TORCH_GRAD)
    assert _same(torch.func.grad(lambda v: _kernel_log(v).sum())(x), _TORCH_GRAD)
    assert _same(torch.func.jacfwd(_kernel_log)(x).diagonal(), _TORCH_GRAD)  # forward mode: a tangent, not zeros
    finite = torch.tensor([2.0, 4.0])
    assert torch.func.jacfwd(_kernel_log)(finite).diagonal().tolist() == [0.5, 0.25]
    assert _same(torch.func.vmap(_kernel_log)(x), _kernel_log(x))


def test_with_output_gradient_forward_mode_is_the_formula_on_the_values():
    # under jvp requires_grad is False: the values' own steps (a clamp) gave the tangent, 0 where exp overflows
    from unigrad._engine.kernel_values import with_output_gradient

    def clamped_exp(t):  # a "kernel" whose own derivative is wrong: zero past the clamp, doubled below
        return torch.exp(t.clamp(max=88.0)) * torch.where(t > 88.0, float("inf"), 1.0)

    def f(t):
        return with_output_gradient(t, clamped_exp, lambda g, out: g * out)

    x = torch.tensor([100.0, 1.0])
    _, tangent = torch.func.jvp(f, (x,), (torch.ones(2),))
    assert tangent.tolist() == [float("inf"), torch.exp(torch.tensor(1.0)).item()]
    assert torch.func.jacfwd(f)(x).diagonal().tolist() == [float("inf"), torch.exp(torch.tensor(1.0)).item()]
