"""Recurrent, normalisation, pooling, clipping and attention layers of the paddle front end
(unigrad/paddle_api/nn/rnn.py, norm.py, pooling.py, common.py, clip.py, transformer.py) against their
defining formulas; the bytes against real paddle are the conformance cases nn_*.py."""

import numpy as np
import pytest
import torch

from unigrad import paddle_api as paddle
from unigrad.paddle_api import nn
from unigrad.paddle_api.nn import functional as F


def test_lstm_cell_follows_the_gate_formula():
    paddle.seed(0)
    cell = nn.LSTMCell(3, 2)
    x, h, c = paddle.randn([4, 3]), paddle.randn([4, 2]), paddle.randn([4, 2])
    out, (h1, c1) = cell(x, (h, c))
    gates = (x._torch @ cell.weight_ih._torch.T + cell.bias_ih._torch + h._torch @ cell.weight_hh._torch.T
             + cell.bias_hh._torch)
    i, f, g, o = gates.chunk(4, -1)
    c_ref = torch.sigmoid(f) * c._torch + torch.sigmoid(i) * torch.tanh(g)
    torch.testing.assert_close(c1._torch, c_ref)
    torch.testing.assert_close(h1._torch, torch.sigmoid(o) * torch.tanh(c_ref))
    assert out is h1


def test_lstm_names_shapes_and_states():
    layer = nn.LSTM(3, 4, num_layers=2, direction="bidirect")
    names = [n for n, _ in layer.named_parameters()]
    assert names[:4] == ["weight_ih_l0", "weight_hh_l0", "bias_ih_l0", "bias_hh_l0"]
    assert names[4] == "weight_ih_l0_reverse" and len(names) == 16
    assert list(layer.weight_ih_l1.shape) == [16, 8]
    y, (h, c) = layer(paddle.randn([2, 5, 3]))
    assert list(y.shape) == [2, 5, 8] and list(h.shape) == [4, 2, 4] and list(c.shape) == [4, 2, 4]


def test_fused_layers_zero_outputs_past_each_sequence():
    layer = nn.GRU(2, 3, direction="bidirect")
    y, h = layer(paddle.randn([2, 4, 2]), sequence_length=paddle.to_tensor([4, 2]))
    assert torch.count_nonzero(y._torch[1, 2:]) == 0
    # the backward direction's final state is its output at time 0
    torch.testing.assert_close(h._torch[1, 1], y._torch[1, 0, 3:])


def test_batch_norm_running_statistics_use_paddle_momentum_and_biased_variance():
    layer = nn.BatchNorm1D(3, momentum=0.8)
    x = paddle.randn([6, 3])
    layer(x)
    t = x._torch.double()
    expected_mean = 0.2 * t.mean(0)
    expected_var = 0.8 + 0.2 * t.var(0, unbiased=False)
    np.testing.assert_allclose(layer._mean.numpy(), expected_mean.numpy(), rtol=1e-5)
    np.testing.assert_allclose(layer._variance.numpy(), expected_var.numpy(), rtol=1e-5)
    assert layer._mean.stop_gradient and [n for n, _ in layer.named_parameters()][2:] == ["_mean", "_variance"]


def test_pool_padding_spellings_agree():
    x = paddle.randn([1, 2, 7, 7])
    same = F.max_pool2d(x, 3, 2, padding=1)
    pairs = F.max_pool2d(x, 3, 2, padding=[1, 1, 1, 1])
    torch.testing.assert_close(same._torch, pairs._torch)
    assert list(F.avg_pool2d(x, 2, padding="SAME").shape) == [1, 2, 4, 4]
    with pytest.raises(ValueError):
        F.max_pool2d(x, 2, padding="HALF")


def test_global_norm_clip_scales_every_gradient_alike():
    a, b = paddle.to_tensor([3.0, 0.0], stop_gradient=False), paddle.to_tensor([4.0], stop_gradient=False)
    (a * a / 2).sum().backward()
    (b * b / 2).sum().backward()
    clipped = dict((id(p), g) for p, g in nn.ClipGradByGlobalNorm(1.0)([(a, a._torch.grad), (b, b._torch.grad)]))
    torch.testing.assert_close(clipped[id(a)], torch.tensor([0.6, 0.0]))
    torch.testing.assert_close(clipped[id(b)], torch.tensor([0.8]))


def test_attention_int_mask_blocks_positions():
    mha = nn.MultiHeadAttention(4, 2, need_weights=True)
    q = paddle.randn([1, 2, 4])
    _, weights = mha(q, q, q, attn_mask=paddle.to_tensor([[[[1, 0]]]]))
    assert float(weights._torch[..., 1].abs().max()) < 1e-20  # paddle's float32 exp bottoms out near 1e-28


def test_negative_steps_and_scalar_promotion():
    a = paddle.arange(6).reshape([2, 3])
    np.testing.assert_array_equal(a[::-1, ::-2].numpy(), a.numpy()[::-1, ::-2])
    assert (paddle.to_tensor([1.0, 2.0]) / paddle.to_tensor(2)).dtype == paddle.float32
    with pytest.raises(TypeError):
        paddle.to_tensor([1.0]) + paddle.to_tensor([1])


def test_tensor_attribute_becomes_a_non_persistable_buffer():
    layer = nn.Linear(2, 2)
    layer.stat = paddle.zeros([2])
    assert [n for n, _ in layer.named_buffers()] == ["stat"]
    assert "stat" not in layer.state_dict()


def test_forward_hook_removal_keeps_the_other_hooks():
    """Removing a hook must not let a later one take its place in the table (keys were once its length)."""
    layer = paddle.nn.Linear(2, 2)
    calls = []
    first = layer.register_forward_post_hook(lambda m, x, y: calls.append("first"))
    layer.register_forward_post_hook(lambda m, x, y: calls.append("second"))
    first.remove()
    layer.register_forward_post_hook(lambda m, x, y: calls.append("third"))
    layer(paddle.ones([1, 2]))
    assert calls == ["second", "third"]


def test_misuse_leaves_the_layer_as_it_was():
    net = paddle.nn.Layer()
    net.fc = paddle.nn.Linear(2, 2)
    net.w = paddle.create_parameter([2], "float32")
    before = list(net.state_dict())
    for misuse in (lambda: setattr(net, "fc", paddle.ones([2])), lambda: setattr(net, "w", paddle.ones([2])),
                   lambda: net.add_parameter("fc", paddle.create_parameter([1], "float32")),
                   lambda: net.register_buffer("w", paddle.ones([1])), lambda: net.add_sublayer("x", 3)):
        with pytest.raises((TypeError, KeyError, AssertionError)):
            misuse()
    assert list(net.state_dict()) == before and isinstance(net.fc, paddle.nn.Linear)


def test_a_parameter_or_layer_assigned_over_a_buffer_replaces_it():
    net = paddle.nn.Layer()
    net.register_buffer("b", paddle.ones([1]))
    net.b = paddle.create_parameter([1], "float32")
    assert [n for n, _ in net.named_buffers()] == [] and [n for n, _ in net.named_parameters()] == ["b"]
    net.b = None  # a parameter's name keeps its slot
    assert [n for n, _ in net.named_parameters()] == [] and net.b is None
