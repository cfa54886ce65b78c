"""Tests of the mindspore_api.nn padding, pooling, convolution, normalization and loss layers and CellDict
against NumPy/torch formulas and against the summation orders measured on MindSpore 2.10's CPU kernels."""

import numpy as np
import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import nn
from unigrad.numerics import mindspore_cpu_bce

RNG = np.random.RandomState(0)


def _t(array):
    return ms.Tensor(np.asarray(array, dtype=np.float32))


def _grad_of_sum(cell, x):
    return ms.grad(lambda t: cell(t).sum())(x).asnumpy()


# -- padding -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("cell, np_pad, mode", [
    (nn.ConstantPad1d((1, 2), 0.5), ((0, 0), (0, 0), (1, 2)), "constant"),
    (nn.ConstantPad2d(1, 0.5), ((0, 0), (1, 1), (1, 1)), "constant"),
    (nn.ReflectionPad1d(2), ((0, 0), (0, 0), (2, 2)), "reflect"),
    (nn.ReflectionPad2d((1, 0, 2, 1)), ((0, 0), (2, 1), (1, 0)), "reflect"),
    (nn.ReplicationPad2d((2, 1, 0, 3)), ((0, 0), (0, 3), (2, 1)), "edge"),
])
def test_padding_layers_match_numpy_pad(cell, np_pad, mode):
    x = RNG.randn(2, 4, 5).astype(np.float32)
    kwargs = {"constant_values": 0.5} if mode == "constant" else {}
    np.testing.assert_array_equal(cell(_t(x)).asnumpy(), np.pad(x, np_pad, mode=mode, **kwargs))


def test_constant_pad_crops_with_negative_amounts():
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    np.testing.assert_array_equal(nn.ConstantPad1d((-1, 1), 9.0)(_t(x)).asnumpy(),
                                  np.concatenate([x[:, 1:], np.full((3, 1), 9.0, np.float32)], axis=1))


def test_mirror_pad_modes_and_gradient_counts_copies():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    for mode, np_mode in (("REFLECT", "reflect"), ("SYMMETRIC", "symmetric")):
        out = nn.Pad(((1, 1), (2, 2)), mode)(_t(x)).asnumpy()
        np.testing.assert_array_equal(out, np.pad(x, ((1, 1), (2, 2)), mode=np_mode))
    # ReflectionPad1d(2) on [a b c d]: c b | a b c d | c b -> b and c appear 3 times
    grad = _grad_of_sum(nn.ReflectionPad1d(2), _t([[1.0, 2.0, 3.0, 4.0]]))
    np.testing.assert_array_equal(grad, [[1.0, 3.0, 3.0, 1.0]])


def test_padding_argument_errors():
    with pytest.raises(ValueError, match="must equal to 2"):
        nn.ConstantPad1d((1, 2, 3, 4), 0.0)
    with pytest.raises(TypeError, match=r"must be in \[int, float\]"):
        nn.ConstantPad1d(1, "a")
    with pytest.raises(ValueError, match="must be >= 0"):
        nn.ReflectionPad1d((1, -1))
    with pytest.raises(ValueError, match="MirrorPad"):
        nn.ReflectionPad1d(4)(_t([[1.0, 2.0, 3.0, 4.0]]))
    with pytest.raises(ValueError, match="must be equal to 3, but got 4"):
        nn.ReplicationPad1d(1)(_t(np.zeros((1, 2, 3, 4))))


def test_pixel_shuffle_round_trip_and_channel_shuffle_order():
    x = _t(RNG.randn(1, 8, 2, 3))
    up = nn.PixelShuffle(2)(x)
    assert up.shape == (1, 2, 4, 6)
    np.testing.assert_array_equal(nn.PixelUnshuffle(2)(up).asnumpy(), x.asnumpy())
    channels = _t(np.arange(6).reshape(1, 6, 1, 1))
    assert nn.ChannelShuffle(2)(channels).asnumpy().ravel().tolist() == [0, 3, 1, 4, 2, 5]


# -- pooling -------------------------------------------------------------------------------------------------

def test_adaptive_avg_pool_sums_in_double():
    # values whose float32 running sum differs from the double sum rounded once
    x = np.array([1e8, 1.0, -1e8, 1.0], dtype=np.float32).reshape(1, 1, 1, 4)
    out = nn.AdaptiveAvgPool2d((1, 1))(_t(x)).asnumpy()
    assert out.ravel()[0] == np.float32(0.5)


def test_avg_pool1d_same_leaves_padding_out_of_the_count():
    x = _t(np.arange(1, 6, dtype=np.float32).reshape(1, 1, 5))
    out = nn.AvgPool1d(3, 2, "same")(x).asnumpy().ravel()
    # windows [0|1 2], [2 3 4], [4 5|0]: 'same' pads 1 each side and divides by the real values' count
    np.testing.assert_allclose(out, [1.5, 3.0, 4.5])


def test_pool1d_layers_and_adaptive_1d_windows():
    x = _t(RNG.randn(2, 3, 12))
    np.testing.assert_array_equal(nn.MaxPool1d(3, 2)(x).asnumpy(),
                                  torch.nn.functional.max_pool1d(x._torch, 3, 2).numpy())
    np.testing.assert_array_equal(nn.AdaptiveMaxPool1d(4)(x).asnumpy(),
                                  torch.nn.functional.max_pool1d(x._torch, 3, 3).numpy())
    values, indices = nn.MaxPool1d(3, 2, "pad", padding=1, return_indices=True)(x)
    assert values.shape == (2, 3, 6) and indices.shape == (2, 3, 6)
    with pytest.raises(ValueError, match="divisible by output size 5"):
        nn.AdaptiveAvgPool1d(5)(x)
    with pytest.raises(ValueError, match="can not be set to non-default value"):
        nn.MaxPool1d(2, padding=1)


# -- convolutions --------------------------------------------------------------------------------------------

def test_conv1d_uses_a_2d_weight_and_matches_torch():
    conv = nn.Conv1d(4, 6, 3, pad_mode="pad", padding=1, has_bias=True)
    assert conv.weight.shape == (6, 4, 1, 3)
    x = _t(RNG.randn(2, 4, 9))
    expected = torch.nn.functional.conv1d(x._torch, conv.weight._torch.squeeze(2), conv.bias._torch, padding=1)
    np.testing.assert_allclose(conv(x).asnumpy(), expected.numpy(), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("kwargs, size", [
    ({}, 18), ({"pad_mode": "valid"}, 19), ({"pad_mode": "pad", "padding": 1}, 17), ({"kernel_size": 2, "stride": 3}, 27),
])
def test_conv2d_transpose_output_sizes(kwargs, size):
    kwargs = {"kernel_size": 3, "stride": 2, **kwargs}
    cell = nn.Conv2dTranspose(4, 2, **kwargs)
    assert cell.weight.shape == (4, 2, kwargs["kernel_size"], kwargs["kernel_size"])
    assert cell(_t(RNG.randn(1, 4, 9, 9))).shape == (1, 2, size, size)


def test_conv2d_transpose_pad_mode_is_torch_padding():
    cell = nn.Conv2dTranspose(4, 2, 3, stride=2, pad_mode="pad", padding=1)
    x = _t(RNG.randn(1, 4, 5, 5))
    expected = torch.nn.functional.conv_transpose2d(x._torch, cell.weight._torch, stride=2, padding=1)
    np.testing.assert_allclose(cell(x).asnumpy(), expected.numpy(), rtol=1e-5, atol=1e-5)


def test_conv3d_and_transposes_shapes():
    x = _t(RNG.randn(1, 4, 5, 6, 7))
    assert nn.Conv3d(4, 2, 3)(x).shape == (1, 2, 5, 6, 7)
    assert nn.Conv3dTranspose(4, 2, 3, stride=2, pad_mode="pad", padding=1, output_padding=1)(x).shape == (1, 2, 10, 12, 14)
    assert nn.Conv1dTranspose(4, 2, 3, stride=2)(_t(RNG.randn(2, 4, 11))).shape == (2, 2, 22)


# -- normalization -------------------------------------------------------------------------------------------

def test_layer_and_group_norm_close_to_torch():
    x = _t(RNG.randn(3, 4, 10) * 2 + 1)
    ln = nn.LayerNorm((10,))
    np.testing.assert_allclose(ln(x).asnumpy(), torch.nn.functional.layer_norm(x._torch, (10,), eps=1e-7).numpy(),
                               rtol=1e-5, atol=1e-5)
    gn = nn.GroupNorm(2, 4)
    np.testing.assert_allclose(gn(x).asnumpy(), torch.nn.functional.group_norm(x._torch, 2, eps=1e-5).numpy(),
                               rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="must be divided by 'num_groups'"):
        nn.GroupNorm(3, 4)
    with pytest.raises(TypeError, match="normalized_shape"):
        nn.LayerNorm(3)


def test_batchnorm3d_wraps_a_batchnorm2d():
    bn = nn.BatchNorm3d(3)
    assert [p.name for p in bn.get_parameters()] == ["bn2d.moving_mean", "bn2d.moving_variance", "bn2d.gamma", "bn2d.beta"]
    assert bn(_t(RNG.randn(2, 3, 2, 2, 3))).shape == (2, 3, 2, 2, 3)


# -- losses --------------------------------------------------------------------------------------------------

def test_bce_kernel_sum_order_is_four_lanes_then_tail():
    values = torch.tensor([1e8, 1.0, -1e8, 1.0, 3.0], dtype=torch.float32)
    # lanes l0..l3 = 1e8, 1, -1e8, 1; (l0 + l2) + (l1 + l3) = 2, then + 3
    assert mindspore_cpu_bce.four_lane_sum(values).item() == 5.0
    # a running sum loses the 1 next to 1e8: the order matters here
    assert ((((values[0] + values[1]) + values[2]) + values[3]) + values[4]).item() == 4.0


def test_bce_loss_values_and_gradient_formula():
    x = RNG.uniform(0.05, 0.95, (3, 5)).astype(np.float32)
    y = RNG.uniform(0, 1, (3, 5)).astype(np.float32)
    expected = -(y * np.log(x) + (1 - y) * np.log(1 - x))
    np.testing.assert_allclose(nn.BCELoss(reduction="none")(_t(x), _t(y)).asnumpy(), expected, rtol=1e-6)
    grad = ms.grad(lambda t: nn.BCELoss()(t, _t(y)))(_t(x)).asnumpy()
    np.testing.assert_allclose(grad, (x - y) / (x * (1 - x)) / x.size, rtol=1e-5)


def test_composed_losses_against_formulas():
    a, b = RNG.randn(4, 6).astype(np.float32), RNG.randn(4, 6).astype(np.float32)
    sign = np.sign(RNG.randn(4, 6)).astype(np.float32)
    np.testing.assert_allclose(nn.MarginRankingLoss(0.1, "none")(_t(a), _t(b), _t(sign)).asnumpy(),
                               np.maximum(0, -sign * (a - b) + 0.1), rtol=1e-6)
    z = np.abs(a - b)
    np.testing.assert_allclose(nn.HuberLoss("none", 0.7)(_t(a), _t(b)).asnumpy(),
                               np.where(z < 0.7, 0.5 * z * z, 0.7 * (z - 0.35)), rtol=1e-6)
    np.testing.assert_allclose(nn.RMSELoss()(_t(a), _t(b)).asnumpy(), np.sqrt(np.mean((a - b) ** 2)), rtol=1e-6)
    labels = np.array([1, -1, 1, -1], np.int32)
    cos = (a * b).sum(1) / np.sqrt((a * a).sum(1) * (b * b).sum(1))
    expected = np.where(labels == 1, 1 - cos, np.maximum(cos - 0.2, 0)).mean()
    np.testing.assert_allclose(nn.CosineEmbeddingLoss(0.2)(_t(a), _t(b), ms.Tensor(labels)).asnumpy(), expected, rtol=1e-5)
    with pytest.raises(ValueError, match=r"must > 0.0"):
        nn.HuberLoss("mean", 0)(_t(a), _t(b))


def test_nll_smooth_l1_kl_div_against_torch():
    a = torch.from_numpy(RNG.randn(4, 6).astype(np.float32))
    target = torch.tensor([1, 0, 5, 3])
    got = nn.NLLLoss()(ms.Tensor(a.numpy()), ms.Tensor(target.numpy().astype(np.int32))).asnumpy()
    np.testing.assert_allclose(got, torch.nn.functional.nll_loss(a, target).numpy(), rtol=1e-6)
    b = torch.from_numpy(RNG.randn(4, 6).astype(np.float32))
    np.testing.assert_allclose(nn.SmoothL1Loss(0.6)(ms.Tensor(a.numpy()), ms.Tensor(b.numpy())).asnumpy(),
                               torch.nn.functional.smooth_l1_loss(a, b, reduction="none", beta=0.6).numpy(), rtol=1e-6)
    p = torch.rand(4, 6)
    np.testing.assert_allclose(nn.KLDivLoss("batchmean")(ms.Tensor(a.numpy()), ms.Tensor(p.numpy())).asnumpy(),
                               torch.nn.functional.kl_div(a, p, reduction="batchmean").numpy(), rtol=1e-5)
    grad = ms.grad(lambda t: nn.KLDivLoss("sum")(t, ms.Tensor(p.numpy())))(ms.Tensor(a.numpy())).asnumpy()
    np.testing.assert_array_equal(grad, -p.numpy())


# -- CellDict ------------------------------------------------------------------------------------------------

def test_cell_dict_registers_and_checks():
    cells = nn.CellDict({"dense": nn.Dense(3, 2), "act": nn.ReLU()})
    assert list(cells.keys()) == ["dense", "act"] and len(cells) == 2 and "act" in cells
    assert [p.name for p in cells.get_parameters()] == ["dense.weight", "dense.bias"]
    assert isinstance(cells.pop("act"), nn.ReLU) and list(cells) == ["dense"]
    with pytest.raises(TypeError, match="key should be string"):
        cells[1] = nn.ReLU()
    with pytest.raises(KeyError, match="can not contain"):
        cells["a.b"] = nn.ReLU()
    with pytest.raises(TypeError, match="can not be CellDict, CellList or SequentialCell"):
        cells["x"] = nn.CellList()
    with pytest.raises(ValueError, match="length should be 2"):
        cells.update([("a", nn.ReLU(), 1)])


def test_dice_losses():
    x = RNG.uniform(0, 1, (3, 4)).astype(np.float32)
    y = (RNG.uniform(0, 1, (3, 4)) > 0.5).astype(np.float32)
    expected = 1 - 2 * (x * y).sum() / ((x * x).sum() + (y * y).sum() + 1e-5)
    np.testing.assert_allclose(nn.DiceLoss()(_t(x), _t(y)).asnumpy(), expected, rtol=1e-6)
    no_activation = nn.MultiClassDiceLoss(activation=None)(_t(x), _t(y)).asnumpy()
    per_class = [1 - 2 * (x[:, i] * y[:, i]).sum() / ((x[:, i] ** 2).sum() + (y[:, i] ** 2).sum() + 1e-5) for i in range(4)]
    np.testing.assert_allclose(no_activation, np.mean(per_class), rtol=1e-5)
    with pytest.raises(ValueError, match="should be = label_shape"):
        nn.DiceLoss()(_t(x), _t(y.T))


def test_cell_flags_apply_and_sub_cells():
    net = nn.SequentialCell([nn.Dense(2, 2), nn.SequentialCell([nn.ReLU()])])
    assert net.get_flags() == {}
    net.add_flags_recursive(mixed=True)
    assert net[1][0].get_flags() == {"mixed": True} and net[1][0].mixed is True
    seen = []
    assert net.apply(lambda cell: seen.append(type(cell).__name__)) is net
    assert seen == ["Dense", "ReLU", "SequentialCell", "SequentialCell"]
    assert isinstance(net.get_sub_cell("1.0"), nn.ReLU) and net.get_sub_cell("") is net
    with pytest.raises(AttributeError, match="has no attribute `x`"):
        net.get_sub_cell("x")
    net.set_inputs(_t([[1.0, 2.0]]))
    assert len(net.get_inputs()) == 1 and nn.ReLU().get_inputs() is None


def test_linear_pool3d_and_cell_prefix():
    linear = nn.Linear(3, 2)
    assert repr(linear) == "Linear(input_features=3, output_features=2, has_bias=True)"
    x = _t(RNG.randn(4, 3))
    np.testing.assert_allclose(linear(x).asnumpy(), torch.nn.functional.linear(x._torch, linear.weight._torch,
                                                                              linear.bias._torch).numpy(), rtol=1e-5)
    assert repr(nn.Linear(3, 2, bias=False)) == "Linear(input_features=3, output_features=2)"
    volume = _t(RNG.randn(1, 2, 4, 4, 4))
    np.testing.assert_array_equal(nn.MaxPool3d(2, 2)(volume).asnumpy(),
                                  torch.nn.functional.max_pool3d(volume._torch, 2, 2).numpy())
    assert nn.AvgPool3d(3, 2, "same")(volume).shape == (1, 2, 2, 2, 2)
    net = nn.SequentialCell([nn.Dense(2, 2)])
    net.update_cell_prefix()
    assert net.param_prefix == "" and net[0].param_prefix == "0"
