"""unigrad.mindspore_api.nn.rnn and nn.embedding: the recurrent layers against a plain numpy recurrence, seq_length
masking and reversal, Parameter naming/order, and Embedding's lookups."""

import numpy as np
import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import nn
from unigrad.mindspore_api.nn import rnn


def _sigmoid(v):
    return 1 / (1 + np.exp(-v))


def _numpy_step(kind, x, state, w_ih, w_hh, b_ih, b_hh):
    """The textbook step in float64 (PyTorch/MindSpore gate orders)."""
    if kind == "LSTM":
        h, c = state
        i, f, g, o = np.split(x @ w_ih.T + b_ih + h @ w_hh.T + b_hh, 4, axis=1)
        c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
        return _sigmoid(o) * np.tanh(c), c
    gi, gh = x @ w_ih.T + b_ih, state @ w_hh.T + b_hh
    if kind == "GRU":
        (i_r, i_z, i_n), (h_r, h_z, h_n) = np.split(gi, 3, axis=1), np.split(gh, 3, axis=1)
        r, z = _sigmoid(i_r + h_r), _sigmoid(i_z + h_z)
        n = np.tanh(i_n + r * h_n)
        return (1 - z) * n + z * state
    return np.tanh(gi + gh)


@pytest.mark.parametrize("kind", ["RNN", "GRU", "LSTM"])
def test_a_layer_follows_the_textbook_recurrence(kind):
    ms.set_seed(0)
    net = getattr(nn, kind)(3, 4, bidirectional=True)
    x = np.random.RandomState(1).randn(5, 2, 3)
    output, final = net(ms.Tensor(x, ms.float32))
    weights = [p.asnumpy().astype(np.float64) for p in net.trainable_params()]
    w_ih, w_hh, b_ih, b_hh = weights[0:2], weights[2:4], weights[4:6], weights[6:8]
    expected, finals = [], []
    for direction, steps in enumerate((x, x[::-1])):
        state = (np.zeros((2, 4)), np.zeros((2, 4))) if kind == "LSTM" else np.zeros((2, 4))
        outs = []
        for step in steps:
            state = _numpy_step(kind, step, state, w_ih[direction], w_hh[direction], b_ih[direction], b_hh[direction])
            outs.append(state[0] if kind == "LSTM" else state)
        outs = np.stack(outs)
        expected.append(outs if direction == 0 else outs[::-1])
        finals.append(state[0] if kind == "LSTM" else state)
    np.testing.assert_allclose(output.asnumpy(), np.concatenate(expected, 2), atol=1e-6)
    h_n = final[0] if kind == "LSTM" else final
    np.testing.assert_allclose(h_n.asnumpy(), np.stack(finals), atol=1e-6)


def test_seq_length_freezes_the_state_and_zeroes_the_padding():
    ms.set_seed(0)
    net = nn.GRU(3, 2, batch_first=True)
    x = ms.Tensor(np.random.RandomState(2).randn(2, 4, 3), ms.float32)
    output, h_n = net(x, seq_length=ms.Tensor([4, 2], ms.int32))
    out = output.asnumpy()
    assert (out[1, 2:] == 0).all()
    np.testing.assert_array_equal(h_n.asnumpy()[0, 1], out[1, 1])
    np.testing.assert_array_equal(h_n.asnumpy()[0, 0], out[0, 3])
    short, _ = net(x[1:, :2])
    np.testing.assert_array_equal(short.asnumpy()[0], out[1, :2])


def test_reverse_sequence_reverses_each_prefix():
    x = torch.arange(8.0).reshape(4, 2, 1)
    flipped = rnn._reverse_sequence(x, torch.tensor([4, 2]))
    assert flipped[:, 0, 0].tolist() == [6.0, 4.0, 2.0, 0.0]
    assert flipped[:, 1, 0].tolist() == [3.0, 1.0, 5.0, 7.0]


def test_parameters_are_named_and_ordered_as_mindspore_orders_them():
    net = nn.LSTM(3, 2, num_layers=2, bidirectional=True)
    names = [name for name, _ in net.parameters_and_names()]
    assert names[:4] == ["weight_ih_l0", "weight_ih_l0_reverse", "weight_ih_l1", "weight_ih_l1_reverse"]
    assert names[-1] == "bias_hh_l1_reverse" and len(names) == 16
    assert net.trainable_params()[2].shape == (8, 4)
    assert str(net) == "LSTM(\n  (rnn): _DynamicLSTMCPUGPU()\n  (dropout_op): Dropout(p=0.0)\n)"
    assert [p.name for p in nn.GRUCell(3, 2, has_bias=False).get_parameters()] == ["weight_ih", "weight_hh"]


def test_layer_weights_come_from_numpys_global_generator():
    ms.set_seed(4)
    net = nn.RNN(3, 4)
    np.random.seed(4)
    np.testing.assert_array_equal(net.w_ih_list[0].asnumpy(), np.random.uniform(-0.5, 0.5, (4, 3)).astype(np.float32))


def test_gradients_flow_to_inputs_states_and_weights():
    ms.set_seed(0)
    cell = nn.LSTMCell(2, 3)
    x = ms.Tensor(np.ones((1, 2)), ms.float32)
    h = ms.Tensor(np.zeros((1, 3)), ms.float32)

    def loss(x, h):
        return cell(x, (h, h))[0].sum()

    grads, weight_grads = ms.grad(loss, (0, 1), cell.trainable_params())(x, h)
    assert grads[0].shape == (1, 2) and grads[1].shape == (1, 3)
    assert [g.shape for g in weight_grads] == [(12, 2), (12, 3), (12,), (12,)]


def test_misuse_messages():
    with pytest.raises(TypeError, match="the length of 'hx' must be '2', but got '1'"):
        nn.LSTM(3, 4)(ms.Tensor(np.ones((2, 1, 3)), ms.float32), (ms.Tensor(np.zeros((1, 1, 4)), ms.float32),))
    with pytest.raises(ValueError, match=r"batch size of x and seq_length must be equal, but got 1 of x and 2"):
        nn.RNN(3, 4)(ms.Tensor(np.ones((2, 1, 3)), ms.float32), seq_length=ms.Tensor([1, 2], ms.int32))
    with pytest.raises(ValueError, match="LSTMCell` from old MindSpore version"):
        nn.LSTMCell(3, 4, True, ms.float32)


def test_embedding_lookups():
    table = ms.Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))
    emb = nn.Embedding(4, 2, embedding_table=table)
    ids = ms.Tensor([[3, 0], [1, 1]], ms.int32)
    assert emb(ids).asnumpy().tolist() == [[[6, 7], [0, 1]], [[2, 3], [2, 3]]]
    hot = nn.Embedding(4, 2, use_one_hot=True, embedding_table=table)
    assert hot(ids).asnumpy().tolist() == emb(ids).asnumpy().tolist()
    with pytest.raises(ValueError, match=r"'padding_idx' must be in range of \[0, 4\), but got 4"):
        nn.Embedding(4, 2, padding_idx=4)
    lookup = nn.EmbeddingLookup(4, 2, param_init="ones")
    assert lookup(ms.Tensor([5, 2], ms.int32)).asnumpy().tolist() == [[0, 0], [1, 1]]
