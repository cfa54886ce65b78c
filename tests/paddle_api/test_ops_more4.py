"""paddle_api._ops_more and the creation helpers beside it: paddle 3's aliases, special functions, scatter variants,
small constructions, iinfo/finfo, and the kernels they run (stanh, gammaln, lgamma, digamma)."""

import math

import numpy as np
import pytest
import torch

import unigrad.paddle_api as paddle
from unigrad.numerics import eigen, libm
from unigrad.paddle_api import _kernels


def _bits(tensor):
    return tensor.numpy().view(np.uint32)


def _values(seed=0, n=2000, scale=4.0):
    return (np.random.RandomState(seed).standard_normal(n) * scale).astype(np.float32)


@pytest.mark.parametrize("alias, original", [("eq", "equal"), ("ne", "not_equal"), ("ge", "greater_equal"),
                                             ("le", "less_equal"), ("less", "less_than"), ("greater", "greater_than"),
                                             ("gt", "greater_than"), ("lt", "less_than"), ("mul", "multiply"),
                                             ("sub", "subtract"), ("div", "divide")])
def test_aliases_give_the_originals_results_as_functions_and_methods(alias, original):
    x, y = paddle.to_tensor(_values(1, 50)), paddle.to_tensor(_values(2, 50))
    expected = getattr(paddle, original)(x, y).numpy()
    assert np.array_equal(getattr(paddle, alias)(x, y).numpy(), expected)
    assert np.array_equal(getattr(x, alias)(y).numpy(), expected)


def test_sub_alpha_and_div_rounding_modes():
    x = paddle.to_tensor([5.0, -5.0])
    y = paddle.to_tensor([3.0, 3.0])
    assert paddle.sub(x, y, alpha=2).numpy().tolist() == [-1.0, -11.0]
    assert paddle.div(x, y, rounding_mode="trunc").numpy().tolist() == [1.0, -1.0]
    assert paddle.div(x, y, rounding_mode="floor").numpy().tolist() == [1.0, -2.0]
    ints = paddle.div(paddle.to_tensor([5, -5]), paddle.to_tensor([3, 3]), rounding_mode="floor")
    assert ints.numpy().tolist() == [1, -2] and ints.dtype == paddle.int64


def test_in_place_variants_write_into_the_tensor_and_refuse_a_leaf_that_requires_grad():
    x = paddle.to_tensor([1.5, -2.25])
    assert x.mul_(x) is x and x.numpy().tolist() == [2.25, 5.0625]
    assert paddle.frac_(x) is x and x.numpy().tolist() == [0.25, 0.0625]
    leaf = paddle.to_tensor([1.5], stop_gradient=False)
    with pytest.raises(ValueError):
        leaf.frac_()


def test_tensor_methods_follow_paddles():
    assert hasattr(paddle.Tensor, "eq") and hasattr(paddle.Tensor, "erfinv_") and hasattr(paddle.Tensor, "mul_")
    for name in ("positive", "ger", "vecdot", "cartesian_prod", "tril_indices", "pdist"):
        assert not hasattr(paddle.Tensor, name), name
    assert not hasattr(paddle, "mul_") and hasattr(paddle, "sub_")


def test_stanh_is_eigens_tanh_scaled_and_its_gradient_paddles_formula():
    values = _values()
    x = paddle.to_tensor(values, stop_gradient=False)
    out = paddle.stanh(x)
    a, b = np.float32(0.67), np.float32(1.7159)
    inner = _kernels.KERNELS["tanh"](torch.from_numpy(values) * a)
    assert np.array_equal(_bits(out.detach()), (b * inner).numpy().view(np.uint32))
    dout = _values(3)
    (grad,) = paddle.grad(out, x, paddle.to_tensor(dout))
    assert np.array_equal(_bits(grad), (torch.from_numpy(dout) * a * b * (1 - inner * inner)).numpy().view(np.uint32))
    assert not np.array_equal(_bits(out.detach()), (b * torch.tanh(a * torch.from_numpy(values))).numpy().view(np.uint32))


def test_lgamma_and_gammaln_are_the_c_librarys_lgammaf():
    values = _values()
    expected = libm.each("lgammaf", values).view(np.uint32)
    assert np.array_equal(_bits(paddle.gammaln(paddle.to_tensor(values))), expected)
    assert np.array_equal(_bits(paddle.lgamma(paddle.to_tensor(values))), expected)


def test_eigen_digamma_is_within_an_ulp_or_two_of_torchs_and_nan_at_poles():
    values = np.concatenate([_values(), np.float32([1.0, 0.5, -0.5, -2.5])])
    got = eigen.digamma(torch.from_numpy(values)).numpy()
    reference = torch.digamma(torch.from_numpy(values).double()).numpy()
    assert np.allclose(got, reference, rtol=2e-6, atol=2e-6)
    assert abs(float(got[-4]) + 0.5772156649) < 1e-6
    assert np.isnan(eigen.digamma(torch.tensor([0.0, -3.0])).numpy()).all()


def test_lgamma_gradient_is_dout_times_eigens_digamma():
    values = np.abs(_values()) + np.float32(0.1)
    x = paddle.to_tensor(values, stop_gradient=False)
    dout = _values(5)
    (grad,) = paddle.grad(paddle.lgamma(x), x, paddle.to_tensor(dout))
    expected = torch.from_numpy(dout) * eigen.digamma(torch.from_numpy(values))
    assert np.array_equal(_bits(grad), expected.numpy().view(np.uint32))


def test_heaviside_gradient_reaches_y_only_where_x_is_zero():
    x = paddle.to_tensor([-1.0, 0.0, 2.0], stop_gradient=False)
    y = paddle.to_tensor([0.5, 0.25, 0.75], stop_gradient=False)
    out = paddle.heaviside(x, y)
    assert out.numpy().tolist() == [0.0, 0.25, 1.0]
    gx, gy = paddle.grad(out, [x, y], paddle.to_tensor([1.0, 2.0, 3.0]))
    assert gx.numpy().tolist() == [0.0, 0.0, 0.0] and gy.numpy().tolist() == [0.0, 2.0, 0.0]


def test_nextafter_and_diagonal_scatter_stop_gradients_as_paddle_does():
    y = paddle.to_tensor([0.5, 0.25], stop_gradient=False)
    assert paddle.nextafter(y, paddle.to_tensor([1.0, 0.0])).stop_gradient
    assert paddle.diagonal_scatter(paddle.zeros([2, 2]), y).stop_gradient


def test_iinfo_and_finfo_print_as_paddle_and_refuse_other_dtypes():
    assert repr(paddle.iinfo(paddle.int32)) == "paddle.iinfo(min=-2147483648, max=2147483647, bits=32, dtype=int32)"
    info = paddle.finfo(paddle.float16)
    assert str(info).startswith("paddle.finfo(min=-65504, max=65504, eps=0.000976562, resolution=0.001")
    assert info.eps == 0.0009765625 and info.dtype == "float16"
    with pytest.raises(ValueError, match="paddle.iinfo can only be"):
        paddle.iinfo(paddle.float32)
    with pytest.raises(ValueError, match="paddle.finfo can only be"):
        paddle.finfo(paddle.int32)


def test_range_includes_its_end_and_defaults_to_float():
    out = paddle.range(0, 3)
    assert out.numpy().tolist() == [0.0, 1.0, 2.0, 3.0] and out.dtype == paddle.float32
    assert paddle.range(1, 2, 0.5, dtype="int64").numpy().tolist() == [1, 1, 2]


@pytest.mark.parametrize("axes", [1, [1, 2], [[1, 2], [1]], ([1, 0], [0, 1])])
def test_tensordot_reads_axes_as_paddle_does(axes):
    shapes = {1: ([2, 3, 4], [4, 5]), "pair": ([3, 4, 5], [4, 3, 2])}
    a_shape, b_shape = shapes["pair"] if isinstance(axes, tuple) else ([2, 3, 4], [3, 3, 4]) \
        if isinstance(axes, list) else shapes[1]
    a = np.arange(np.prod(a_shape), dtype=np.float64).reshape(a_shape)
    b = np.arange(np.prod(b_shape), dtype=np.float64).reshape(b_shape)
    numpy_axes = {1: 1}.get(axes) if isinstance(axes, int) else ([1, 2], [1, 2]) if axes in ([1, 2], [[1, 2], [1]]) \
        else ([1, 0], [0, 1])
    got = paddle.tensordot(paddle.to_tensor(a), paddle.to_tensor(b), axes).numpy()
    assert np.array_equal(got, np.tensordot(a, b, numpy_axes))


def test_nanmedian_min_returns_indices_only_for_an_int_axis():
    x = paddle.to_tensor([[float("nan"), 2.0, 3.0], [0.0, 1.0, 2.0]])
    values, indices = x.nanmedian(0, mode="min")
    assert values.numpy().tolist() == [0.0, 1.0, 2.0] and indices.numpy().tolist() == [1, 1, 1]
    assert float(x.nanmedian(mode="min")) == 2.0
    assert x.nanmedian(0).numpy().tolist() == [0.0, 1.5, 2.5]


def test_constructions():
    assert paddle.tril_indices(4, 4).shape == [2, 10] and paddle.triu_indices(4, None, 1).shape == [2, 6]
    assert paddle.combinations(paddle.to_tensor([1, 2, 3])).numpy().tolist() == [[1, 2], [1, 3], [2, 3]]
    assert paddle.cartesian_prod([paddle.to_tensor([1, 2]), paddle.to_tensor([3])]).numpy().tolist() == [[1, 3], [2, 3]]
    with pytest.raises(TypeError, match="Expect a 1-D vector"):
        paddle.combinations(paddle.ones([2, 2]))
    with pytest.raises(ValueError, match="must be 0, 1, or 2"):
        paddle.block_diag([paddle.ones([1, 1, 1])])
    assert paddle.block_diag([paddle.ones([1]), paddle.ones([2, 2])]).shape == [3, 3]
    assert paddle.is_empty(paddle.ones([0, 2])).numpy().item() is True
    assert paddle.broadcast_shapes([2, 1], [3], [1, 1]) == [2, 3]
    with pytest.raises(ValueError, match="greater than or equal to 2"):
        paddle.matrix_transpose(paddle.ones([3]))


def test_paddle_tensor_submodules_hold_the_ops():
    mantissa, exponent = paddle.tensor.math.frexp(paddle.to_tensor([8.0, -0.75]))
    assert mantissa.numpy().tolist() == [0.5, -0.75] and exponent.numpy().tolist() == [4.0, 0.0]
    assert paddle.tensor.search.argwhere(paddle.to_tensor([0, 3])).numpy().tolist() == [[1]]


def test_multigammaln_composes_lgamma_as_paddle_does():
    x = paddle.to_tensor([2.5, 7.0])
    expected = [sum(math.lgamma(v + (k - 2) / 2) for k in range(3)) + 1.5 * math.log(math.pi) for v in (2.5, 7.0)]
    assert np.allclose(paddle.multigammaln(x, 3).numpy(), expected, rtol=1e-6)


def test_polygamma_is_paddles_float32_zeta_and_its_gradient_the_next_order():
    values = np.abs(_values()) + np.float32(0.01)
    x = paddle.to_tensor(values, stop_gradient=False)
    out = paddle.polygamma(x, 1)
    reference = torch.polygamma(1, torch.from_numpy(values).double()).numpy()
    assert np.allclose(out.numpy(), reference, rtol=1e-5)
    dout = _values(7)
    (grad,) = paddle.grad(out, x, paddle.to_tensor(dout))
    expected = torch.from_numpy(dout) * _kernels.KERNELS["polygamma"](torch.from_numpy(values), 2)
    assert np.array_equal(_bits(grad), expected.numpy().view(np.uint32))
    # pi^2 / 6 - 1 = 0.644934066...: paddle's float32 zeta lands an ulp above the nearest float32 (0.64493406)
    assert paddle.polygamma(paddle.to_tensor([2.0]), 1).numpy().tolist() == [np.float32(0.64493412).item()]


@pytest.mark.parametrize("name", ["i0", "i0e", "i1", "i1e"])
def test_bessel_functions_are_close_to_torchs_and_every_spelling_agrees(name):
    values = _values()
    out = getattr(paddle, name)(paddle.to_tensor(values))
    reference = getattr(torch.special, name)(torch.from_numpy(values).double()).numpy()
    assert np.allclose(out.numpy(), reference, rtol=3e-6, atol=1e-30)
    assert np.array_equal(_bits(getattr(paddle.to_tensor(values), name)()), _bits(out))
    x = paddle.to_tensor(values, stop_gradient=False)
    (grad,) = paddle.grad(getattr(paddle, name)(x), x)
    step = 1e-3
    numeric = (getattr(torch.special, name)(torch.from_numpy(values).double() + step)
               - getattr(torch.special, name)(torch.from_numpy(values).double() - step)) / (2 * step)
    assert np.allclose(grad.numpy(), numeric.numpy(), rtol=1e-3, atol=1e-4)
