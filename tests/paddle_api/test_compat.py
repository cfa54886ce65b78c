"""paddle.compat.nn (unigrad/paddle_api/compat/nn): torch-signature layers and functions against torch's own."""

import pytest
import torch

import unigrad.paddle_api as paddle
from unigrad.paddle_api.compat import nn as cnn
from unigrad.paddle_api.compat.nn import functional as cF


def test_linear_is_torchs_linear_with_an_out_by_in_weight():
    layer = cnn.Linear(4, 3)
    assert layer.weight.shape == [3, 4] and layer.bias.shape == [3]
    x = paddle.randn([2, 4])
    expected = torch.nn.functional.linear(x._torch, layer.weight._torch, layer.bias._torch)
    assert torch.allclose(layer(x)._torch, expected, atol=1e-6)
    bound = 1 / 4 ** 0.5
    assert float(layer.bias.abs().max()) <= bound


@pytest.mark.parametrize("mode,pad", [("constant", (1, 2)), ("reflect", (1, 1, 2, 0)), ("replicate", (1, 1, 1, 1)),
                                      ("circular", (2, 1, 1, 0))])
def test_pad_is_torchs_pad(mode, pad):
    x = paddle.arange(50, dtype="float32").reshape([1, 2, 5, 5])
    assert torch.equal(cF.pad(x, pad, mode=mode)._torch, torch.nn.functional.pad(x._torch, pad, mode))


def test_avg_pool_counts_padding_as_torch_does():
    x = paddle.arange(50, dtype="float32").reshape([1, 2, 5, 5])
    for include in (True, False):
        ours = cnn.AvgPool2D(3, stride=2, padding=1, count_include_pad=include)(x)
        theirs = torch.nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=include)(x._torch)
        assert torch.allclose(ours._torch, theirs)
    with pytest.raises(TypeError, match="Did you mean to use paddle.nn.AvgPool2D"):
        cnn.AvgPool2D(2, exclusive=True)


def test_nanmedian_is_torchs():
    x = paddle.to_tensor([[1.0, float("nan"), 3.0], [4.0, 5.0, 6.0]])
    result = paddle.compat.nanmedian(x, dim=1)
    expected = torch.nanmedian(x._torch, 1)
    assert torch.equal(result.values._torch, expected.values) and torch.equal(result.indices._torch, expected.indices)
    assert float(paddle.compat.nanmedian(x)) == 4.0


def test_unfold_with_symmetric_paddings_equals_unfold_of_the_padded_input():
    # symmetric paddings go straight to torch's kernel (no padded copy); the values are those of pad-then-unfold
    x = paddle.randn([2, 3, 6, 7])
    for paddings in (1, [2, 1], [1, 2, 1, 2]):
        top, left = (paddings, paddings) if isinstance(paddings, int) else paddings[:2]
        ours = paddle.nn.functional.unfold(x, [3, 2], strides=[2, 1], paddings=paddings, dilations=[1, 2])
        padded = torch.nn.functional.pad(x._torch, (left, left, top, top))
        assert torch.equal(ours._torch, torch.nn.functional.unfold(padded, (3, 2), dilation=(1, 2), stride=(2, 1)))


def test_unfold_with_four_paddings_pads_top_left_bottom_right_first():
    x = paddle.arange(40, dtype="float32").reshape([1, 2, 4, 5])
    ours = paddle.nn.functional.unfold(x, [2, 3], paddings=[1, 0, 0, 2])
    padded = torch.nn.functional.pad(x._torch, (0, 2, 1, 0))
    assert torch.equal(ours._torch, torch.nn.functional.unfold(padded, (2, 3)))
    assert torch.equal(cnn.Unfold(kernel_size=2, padding=1)(x)._torch, torch.nn.Unfold(2, padding=1)(x._torch))


@pytest.mark.parametrize("batch_first, kdim, need_weights, bias_kv", [(True, None, True, False), (False, 6, True, True),
                                                                      (True, None, False, False), (False, None, False, True)])
def test_multihead_attention_agrees_with_torchs_on_the_same_weights(batch_first, kdim, need_weights, bias_kv):
    paddle.seed(1)
    ours = cnn.MultiheadAttention(8, 2, kdim=kdim, vdim=kdim, batch_first=batch_first, add_bias_kv=bias_kv,
                                  add_zero_attn=bias_kv)
    theirs = torch.nn.MultiheadAttention(8, 2, kdim=kdim, vdim=kdim, batch_first=batch_first, add_bias_kv=bias_kv,
                                         add_zero_attn=bias_kv)
    mine = {name: p._torch for name, p in ours.named_parameters()}
    if "q_proj_bias" in mine:  # paddle keeps three biases where torch packs one
        mine["in_proj_bias"] = torch.cat([mine.pop(f"{x}_proj_bias") for x in "qkv"])
    with torch.no_grad():
        for name, p in theirs.named_parameters():
            p.copy_(mine[name])
    shape_q = [2, 3, 8] if batch_first else [3, 2, 8]
    shape_k = [2, 4, kdim or 8] if batch_first else [4, 2, kdim or 8]
    q, k = paddle.randn(shape_q), paddle.randn(shape_k)
    padding = paddle.to_tensor([[False, True, False, False], [False, False, False, True]])
    out, weights = ours(q, k, k, key_padding_mask=padding, need_weights=need_weights)
    expected, expected_weights = theirs(q._torch, k._torch, k._torch, key_padding_mask=padding._torch,
                                        need_weights=need_weights)
    assert torch.allclose(out._torch, expected, atol=1e-5)
    assert (weights is None) == (expected_weights is None)
    if weights is not None:
        assert torch.allclose(weights._torch, expected_weights, atol=1e-6)


def test_scaled_dot_product_attention_matches_torchs_math():
    q, k, v = paddle.randn([2, 2, 3, 4]), paddle.randn([2, 2, 5, 4]), paddle.randn([2, 2, 5, 4])
    keep = paddle.randn([3, 5]) > 0
    ours = cF.scaled_dot_product_attention(q, k, v, attn_mask=keep, scale=0.4)
    expected = torch.nn.functional.scaled_dot_product_attention(q._torch, k._torch, v._torch, attn_mask=keep._torch,
                                                                scale=0.4)
    assert torch.allclose(ours._torch, expected, atol=1e-6, equal_nan=True)
