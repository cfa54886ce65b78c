"""Tests of mindspore_api._kernels and numerics.mindspore_cpu: MindSpore's CPU float32 arithmetic (values seen from MindSpore 2.10)."""

import functools

import numpy as np
import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import nn, ops
from unigrad._engine.kernel_values import with_kernel_vjp, with_values
from unigrad.mindspore_api import _kernels as kernels
from unigrad.numerics import libm as _libm, mindspore_cpu, simd


def _libm_call(name, values):
    return torch.from_numpy(_libm.each(name, values.numpy()))


@pytest.mark.skipif(_libm.function("expf") is None, reason="no C math library")
@pytest.mark.parametrize("name", ["expf", "erff", "logf", "log1pf"])
def test_libm_matches_the_c_library_element_by_element(name):
    x = torch.linspace(0.01, 9.0, 5001) if name.startswith("log") else torch.linspace(-9.0, 9.0, 5001)
    assert torch.equal(_libm.elementwise(name, x), _libm_call(name, x))


def test_expm1_is_expf_minus_one():
    # MindSpore prints expm1(1) as 1.7182817, not the correctly rounded 1.7182819
    assert ops.expm1(ms.Tensor([1.0], ms.float32)).asnumpy().tolist() == [1.7182817459106445]


def test_softmax_last_axis_uses_its_exp_and_simd_sum():
    out = ops.softmax(ms.Tensor([1.0, 2.0, 3.0, 4.0, 5.0], ms.float32))
    assert str(out) == "[0.01165622 0.03168491 0.08612853 0.23412137 0.6364089 ]"


def test_block_sum_order():
    # 1e8 absorbs a later 1 in float32: the order of additions shows in the sum
    e = torch.tensor([[1e8] + [1.0] * 7 + [-1e8] + [1.0] * 4])
    # lanes 0..7 sum to 1e8 (the 1s absorbed), the 4 after them to -1e8, then the last 1
    assert simd.blocks_then_quad_sum(e).item() == 1.0
    assert simd.sequential_sum(e, from_zero=True).item() == 4.0


def test_softmax_keeps_gradient():
    x = torch.tensor([[0.5, 1.5, -2.0]], requires_grad=True)
    kernels.softmax(x, -1)[0, 0].backward()
    assert torch.allclose(x.grad, torch.func.grad(lambda t: torch.softmax(t, -1)[0, 0])(x.detach()))


def test_gelu_keeps_negative_zero_and_tail():
    out = ops.gelu(ms.Tensor([-9.0, -4.6042657], ms.float32)).asnumpy()
    assert np.signbit(out[0]) and out[0] == 0
    assert out[1] == np.float32(-9.4680290e-06)


def test_float16_sigmoid_and_silu_round_each_step():
    h = ms.Tensor([-1.0, 2.0], ms.float16)
    assert str(nn.Sigmoid()(h)) == "[0.2688 0.8804]"
    assert str(ops.silu(h)) == "[-0.2688  1.761 ]"


def test_std_rounds_its_square_root_correctly():
    # torch's float32 sqrt is not correctly rounded on every CPU; the kernel's is
    x = torch.rand(1000) * 10
    assert torch.equal(mindspore_cpu.sqrt(x), torch.from_numpy(np.sqrt(x.numpy())))


def test_fma_square_sum_rounds_once_per_accumulation():
    d = torch.tensor([[1.0 + 2.0 ** -12, 0.0, 0.0]])  # (1 + 2**-12)**2 needs 25 bits
    assert mindspore_cpu.fma_square_sum(d).item() == np.float32((1 + 2.0 ** -12) ** 2)


def test_var_is_std_squared_and_keeps_gradient():
    x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) * 0.7)
    std = ops.std(x, 0).asnumpy()
    assert ops.var(x, 0).asnumpy().tolist() == (std * std).tolist()
    t = torch.arange(6.0, requires_grad=True)
    with_values(torch.var(t), torch.tensor(1.0)).backward()
    assert torch.allclose(t.grad, torch.func.grad(torch.var)(t.detach()))


def test_log_truncated_ln2_shows_per_binade():
    # exactly a power of two: the series is 0 and e * 0.693147 remains (MindSpore prints log(2) as 0.693147)
    out = mindspore_cpu.log(torch.tensor([2.0, 4.0, 1.0, 1.5, 1.25, 3.0, 0.75, 6.0]))
    assert out[:3].tolist() == [np.float32(0.693147), np.float32(2 * np.float32(0.693147)), 0.0]


def test_log_scalar_tail_uses_libm_and_special_values():
    x = torch.tensor([0.0, -1.0, float("inf"), float("nan"), 2.0])
    out = mindspore_cpu.log(x)
    assert out[0].item() == float("-inf") and torch.isnan(out[1]) and out[2].item() == float("inf")
    assert torch.isnan(out[3]) and out[4].item() == _libm_call("logf", torch.tensor([2.0]))[0].item()


def test_logsumexp_over_all_axes_keeps_shape():
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert ops.logsumexp(x, ()).shape == ()
    assert ops.logsumexp(x, 1, keepdim=True).shape == (2, 1)


def test_softplus_tail_is_log1p_of_its_exp_and_beta_zero_raises():
    x = torch.tensor([0.3, -1.7, 2.9, 4.2, -0.01])
    out = mindspore_cpu.softplus(x)
    e = mindspore_cpu.exp(x)
    assert out[4].item() == _libm_call("log1pf", e[4:])[0].item()
    assert torch.equal(out[:4], mindspore_cpu._simd_log(1.0 + e[:4]))
    with pytest.raises(ValueError, match="cannot be 0"):
        ops.softplus(ms.Tensor([1.0]), beta=0)


def test_sum_of_every_element_has_torchs_gradient_and_the_wide_sum():
    x = torch.tensor([1e8, 1.0, -1e8, 3.0], requires_grad=True)
    with ms.set_numerics("exact") if hasattr(ms, "set_numerics") else _exact():
        out = kernels.KERNELS["sum_all"](x)
    assert out.item() == 4.0  # float64 accumulation, rounded once (float32 in order gives 3.0)
    (g,) = torch.autograd.grad(out, [x], torch.tensor(-0.5))
    assert torch.equal(g, torch.full((4,), -0.5)) and g.dtype is torch.float32


def _exact():
    from unigrad import numerics
    return numerics.set_numerics("exact")


def test_matmul_bprop_runs_only_the_products_asked_for(monkeypatch):
    calls = []
    real = kernels.onednn.matmul
    monkeypatch.setattr(kernels.onednn, "matmul", lambda *args: calls.append(args) or real(*args))
    x, w = torch.randn(1, 4), torch.randn(4, 4, requires_grad=True)
    with _exact():
        out = kernels.matmul(x, w)
        assert len(calls) == 1
        (g,) = torch.autograd.grad(out.sum(), [w])
    assert len(calls) == 2  # the forward and dw: x needs no gradient
    assert torch.equal(g, x.t() * torch.ones(1, 4))  # K = 1: one rounded product each


def test_a_broadcast_that_only_adds_unit_dimensions_keeps_torchs_add():
    # nothing to sum back: torch's own gradient (no Function on the graph), the same bits as MindSpore's
    b = torch.arange(4.0, requires_grad=True)
    with _exact():
        x = torch.randn(1, 4)
        out = kernels.broadcast_binary(torch.add, x, b)
        assert type(out.grad_fn.next_functions[1][0]).__name__ == "AccumulateGrad"  # b's gradient straight from add
        x = torch.randn(3, 4)  # 3 rows summed back in ReduceSum's order
        out = kernels.broadcast_binary(torch.add, x, b)
        assert type(out.grad_fn.next_functions[1][0]).__name__ != "AccumulateGrad"


def test_a_broadcast_binary_op_runs_once(monkeypatch):
    calls = []

    def add(a, b):
        calls.append(1)
        return torch.add(a, b)

    b = torch.arange(4.0, requires_grad=True)
    with _exact():
        for x in (torch.randn(3, 4), torch.randn(1, 4), torch.randn(4)):
            calls.clear()
            kernels.broadcast_binary(add, x, b)
            assert calls == [1]
        with torch.no_grad():  # nothing recorded: torch's broadcast as it is
            assert kernels.broadcast_binary(add, torch.randn(3, 4), b).grad_fn is None


_SPECIAL = [0.0, -0.0, 1e-45, -1e-45, 1e-38, 5.0, -5.0, 9.5, -9.5, 88.7, 89.0, -104.0, 1e30, float("inf"), float("-inf"),
            float("nan")]


def _values_and_gradient(op, x, seed, first_order, monkeypatch):
    monkeypatch.setattr(kernels, "first_order_only", lambda: first_order)
    leaf = x.detach().requires_grad_()
    with _exact():
        out = op(leaf)
        (g,) = torch.autograd.grad(out, leaf, seed)
    return out.detach(), g


@pytest.mark.parametrize("name", ["sin", "cos", "tanh", "exp", "erf", "sum_all"])
def test_first_order_graph_has_the_functions_bits(name, monkeypatch):
    # a transform that is not nested records the derivative as a constant on torch's own nodes: the same
    # values forward and the same gradient as the autograd.Function it replaces
    generator = torch.Generator().manual_seed(0)
    x = torch.cat([torch.rand(4099, generator=generator) * 24 - 12, torch.tensor(_SPECIAL)])
    for tiny in (x[:4], x):  # numpy's small-tensor path and torch's
        out_shape = () if name == "sum_all" else tiny.shape
        seed = torch.randn(out_shape, generator=generator)
        fast = _values_and_gradient(kernels.KERNELS[name], tiny, seed, True, monkeypatch)
        slow = _values_and_gradient(kernels.KERNELS[name], tiny, seed, False, monkeypatch)
        for a, b in zip(fast, slow):
            assert torch.equal(a.view(torch.int32), b.view(torch.int32)) or torch.equal(a.isnan(), b.isnan()) and \
                torch.equal(a[~a.isnan()].view(torch.int32), b[~b.isnan()].view(torch.int32))


def test_a_nested_grad_still_differentiates_the_kernels_gradient():
    # the inner grad is nested: it records the Function whose backward is itself differentiable
    x = ms.Tensor(np.array([0.3, -1.2, 2.0], np.float32))
    with _exact():
        second = ms.grad(ms.grad(lambda t: ops.sin(t).sum()))(x)
        first = ms.grad(lambda t: ops.sin(t).sum())(x)
    assert np.array_equal(first.asnumpy(), np.cos(x.asnumpy().astype(np.float64)).astype(np.float32))
    assert np.array_equal(second.asnumpy(), -np.sin(x.asnumpy().astype(np.float64)).astype(np.float32))


def test_gradients_where_the_forward_is_not_finite_are_mindspores():
    # values seen from MindSpore 2.10: log's gradient at a negative input (a nan forward) is 1/x, not 0
    x = ms.Tensor(np.array([-1.0, 0.0, float("inf"), 2.0, -200.0], np.float32))
    assert ms.grad(ops.log)(x).asnumpy().tolist() == [-1.0, float("inf"), 0.0, 0.5, np.float32(-0.005).item()]
    assert ms.grad(ops.exp)(ms.Tensor(np.array([100.0, -200.0], np.float32))).asnumpy().tolist() == [float("inf"), 0.0]


def test_forward_mode_through_a_kernel():
    # jacfwd carried no tangent through a kernel's values (zeros)
    x = ms.Tensor(np.array([-1.0, 0.0, 2.0], np.float32))
    expected = [[-1.0, -0.0, -0.0], [float("nan"), float("inf"), float("nan")], [0.0, 0.0, 0.5]]
    jac = ms.jacfwd(ops.log)(x).asnumpy()
    assert np.array_equal(jac, np.array(expected, np.float32), equal_nan=True)
    jac = ms.jacfwd(ops.exp)(ms.Tensor(np.array([100.0, 1.0], np.float32))).asnumpy()
    expected = [[np.inf, np.nan], [0.0, 2.7182798385620117]]  # MindSpore's own exp(1)
    assert np.array_equal(jac, np.array(expected, np.float32), equal_nan=True)


def test_vmap_runs_a_kernel_on_the_whole_batch():
    # MindSpore's vmap runs Log on the batch's memory: 8 values in SIMD blocks and 1 through libm's logf, not
    # 3 per sample through libm (values seen from MindSpore 2.10); vmap of grad reached libm's data-dependent
    # test under vmap, and failed
    v = np.array([5.5332537, 7.1803746, 6.0673575, 5.4943433, 4.2941823, 6.494352, 4.432113, 8.928553, 9.640262],
                 np.float32).reshape(3, 3)
    whole = ops.log(ms.Tensor(v)).asnumpy()
    assert whole.reshape(-1)[0] == np.float32(1.71077561378479)  # a SIMD block's value; libm's is 1.7107760
    assert np.array_equal(ms.vmap(ops.log)(ms.Tensor(v)).asnumpy(), whole)
    assert np.array_equal(ms.vmap(ops.log, in_axes=1)(ms.Tensor(v)).asnumpy(), whole.T)

    def total_log(t):
        return ops.log(t).sum()

    x = ms.Tensor(np.array([[-1.0, 0.0, 2.0]], np.float32))
    assert ms.vmap(ms.grad(total_log))(x).asnumpy().tolist() == [[-1.0, float("inf"), 0.5]]


@pytest.mark.parametrize("transpose_a, transpose_b", [(False, False), (True, True), (False, True)])
def test_a_product_beyond_the_exact_limit_is_torchs_own_graph_with_the_bprops_numbers(transpose_a, transpose_b):
    # beyond onednn.EXACT_LIMIT the product and the bprop's two (as many multiply-adds) are torch's: its own
    # MmBackward gives the numbers the Function gave, without the Function
    torch.manual_seed(0)
    a, b = torch.randn(64, 256), torch.randn(256, 512)
    a = (a.t().contiguous() if transpose_a else a).requires_grad_()
    b = (b.t().contiguous() if transpose_b else b).requires_grad_()
    vjp = kernels._MATMUL_VJPS[(transpose_a, transpose_b, True, True)]
    with _exact():
        out = kernels.matmul(a, b, transpose_a, transpose_b)
        assert type(out.grad_fn).__name__ == "MmBackward0"
        seed = torch.randn_like(out)
        grads = torch.autograd.grad(out, (a, b), seed)
        values = functools.partial(kernels._matmul_values, transpose_a=transpose_a, transpose_b=transpose_b)
        through_bprop = with_kernel_vjp(values, vjp, a, b)
        expected = torch.autograd.grad(through_bprop, (a, b), seed)
    assert torch.equal(out, through_bprop)
    assert all(torch.equal(g, e) for g, e in zip(grads, expected))


def _division_spellings(a, z):
    import unigrad.mindspore_api.numpy as mnp
    return {
        "/": a / z, "Tensor.div": a.div(z), "ops.div": ops.div(a, z), "ops.true_divide": ops.true_divide(a, z),
        "RealDiv": ops.RealDiv()(a, z), "mnp.divide": mnp.divide(a, z),
    }


def test_every_division_spelling_reads_a_zero_divisor_as_mindspore_does():
    from unigrad import numerics

    a = ms.Tensor(np.array([1.0, -1.0, 0.0, 2.5], np.float32))
    z = ms.Tensor(np.array([-0.0, -0.0, -0.0, 2.0], np.float32))
    with _exact():
        for spelling, out in _division_spellings(a, z).items():
            assert out.asnumpy().tolist()[:2] == [np.inf, -np.inf], spelling  # x / -0 is x / +0
        assert (3.0 / z).asnumpy()[0] == -np.inf  # a number over a tensor: times IEEE's reciprocal
    with numerics.set_numerics("native"):
        for spelling, out in _division_spellings(a, z).items():
            assert out.asnumpy().tolist()[:2] == [-np.inf, np.inf], spelling  # torch's IEEE division


def test_a_number_over_a_tensor_is_the_number_times_its_reciprocal():
    v = np.random.RandomState(0).uniform(0.1, 10, 1000).astype(np.float32)
    with _exact():
        over = (3.0 / ms.Tensor(v)).asnumpy()
        divided = ops.div(3.0, ms.Tensor(v)).asnumpy()
    assert np.array_equal(over, np.float32(3.0) * (np.float32(1.0) / v))  # two roundings, as MindSpore
    assert np.array_equal(divided, np.float32(3.0) / v)  # ops.div divides once
    assert not np.array_equal(over, divided)
