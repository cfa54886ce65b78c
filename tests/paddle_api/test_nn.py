"""paddle.nn on unigrad: Linear/Conv2D match torch, Layer registration and state_dict, losses."""

import numpy as np
import torch

import unigrad.paddle_api as paddle


def test_linear_matches_torch_with_paddle_weight_layout():
    lin = paddle.nn.Linear(3, 2)
    w = np.arange(6, dtype="float32").reshape(3, 2)
    lin.weight.set_value(w)
    x = np.ones([4, 3], dtype="float32")
    out = lin(paddle.to_tensor(x))
    assert np.allclose(out.numpy(), x @ w + lin.bias.numpy())
    assert [n for n, _ in lin.named_parameters()] == ["weight", "bias"]


def test_layer_registration_state_dict_and_modes():
    model = paddle.nn.Sequential(paddle.nn.Linear(2, 3), paddle.nn.ReLU(), paddle.nn.Linear(3, 1))
    assert list(model.state_dict()) == ["0.weight", "0.bias", "2.weight", "2.bias"]
    model.eval()
    assert not any(layer.training for layer in model.sublayers(include_self=True))
    other = paddle.nn.Sequential(paddle.nn.Linear(2, 3), paddle.nn.ReLU(), paddle.nn.Linear(3, 1))
    other.set_state_dict(model.state_dict())
    x = paddle.ones([1, 2])
    assert np.allclose(other(x).numpy(), model(x).numpy())


def test_conv2d_matches_torch():
    conv = paddle.nn.Conv2D(2, 3, 3, padding=1)
    x = np.random.RandomState(0).rand(1, 2, 5, 5).astype("float32")
    expected = torch.nn.functional.conv2d(torch.from_numpy(x), conv.weight._torch, conv.bias._torch, padding=1)
    assert torch.allclose(conv(paddle.to_tensor(x))._torch, expected)


def test_cross_entropy_matches_torch_for_both_label_layouts():
    logits = np.random.RandomState(1).randn(4, 5).astype("float32")
    labels = np.array([0, 3, 4, 1])
    expected = torch.nn.functional.cross_entropy(torch.from_numpy(logits), torch.from_numpy(labels))
    for label in (labels, labels.reshape(4, 1)):
        got = paddle.nn.functional.cross_entropy(paddle.to_tensor(logits), paddle.to_tensor(label))
        assert torch.allclose(got._torch, expected) and got.shape == []


def _bits(tensor):
    return tensor.numpy().view(np.uint32).tolist()


# Expected bit patterns below were printed by real paddle 3.3.1 on CPU.
def test_float32_exp_is_eigens_pexp_including_the_overflow_edge():
    from unigrad.numerics.eigen import exp as _eigen_exp32

    # paddle.exp over 16 values: all in full packets (a short tail goes to the C library's expf instead)
    x = torch.tensor([88.5, -3.0, 0.5, 10.0, -87.5, 1.0, 2.0, 3.0])
    assert _eigen_exp32(x).view(torch.int32).tolist() == [2135743683, 1028386183, 1070795084, 1185682670, 7123644,
                                                          1076754516, 1089237798, 1101049646]


def test_log_softmax_silu_sigmoid_round_as_paddle():
    F = paddle.nn.functional
    assert _bits(F.log_softmax(paddle.to_tensor([6.0, 7.0, 8.0, 9.0]))) == [
        3227266065, 3223071761, 3216529443, 3202441355]
    assert _bits(F.silu(paddle.to_tensor([3.0, -1.5]))) == [1077339372, 3196852818]
    assert _bits(F.sigmoid(paddle.to_tensor([3.0, -1.5]))) == [1064557542, 1044041154]


def test_bce_with_logits_rounds_as_paddle_with_and_without_pos_weight():
    F = paddle.nn.functional
    out = F.binary_cross_entropy_with_logits(paddle.to_tensor([2.5, -1.0]), paddle.to_tensor([0.3, 0.9]),
                                             pos_weight=paddle.to_tensor([1.7, 0.4]), reduction="none")
    assert _bits(out) == [1072445420, 1057033400]
    out = F.binary_cross_entropy_with_logits(paddle.to_tensor([5.0, 1.0, 3.0]), paddle.to_tensor([1.0, 0.0, 1.0]),
                                             reduction="none")
    assert _bits(out) == [1004276846, 1067981045, 1028064130]


def test_paddle_rounded_values_keep_torchs_gradients():
    F = paddle.nn.functional
    data = np.array([[0.3, -1.2, 2.0], [4.0, 0.0, -3.5]], dtype="float32")
    x = paddle.to_tensor(data, stop_gradient=False)
    (F.log_softmax(x).sum() + F.silu(x).sum() + F.sigmoid(x).sum()).backward()
    t = torch.tensor(data, requires_grad=True)
    (torch.log_softmax(t, -1).sum() + torch.nn.functional.silu(t).sum() + torch.sigmoid(t).sum()).backward()
    assert np.allclose(x.grad.numpy(), t.grad.numpy(), atol=1e-6)


def test_dropout_zero_signs_follow_paddles_two_paths():
    F = paddle.nn.functional
    paddle.seed(1)
    x = paddle.to_tensor(-np.ones([4, 8], dtype="float32"))
    plain = F.dropout(x, p=0.5).numpy()
    assert (plain == 0).any() and not np.signbit(plain[plain == 0]).any()  # the kernel writes +0
    along = F.dropout(x, p=0.5, axis=1).numpy()
    assert (along == 0).any() and np.signbit(along[along == 0]).all()  # x * mask keeps -0
    assert not np.signbit(F.dropout(x, p=1.0, axis=1).numpy()).any()


def test_softmax_rounds_as_paddles_avx_loop():
    x = paddle.to_tensor([[0.5, -1.25, 2.0, 3.5, -0.75, 1.0, 0.0, 2.25, -3.0]])
    assert _bits(paddle.nn.functional.softmax(x)) == [[1022391967, 1000809764, 1040627156, 1058467504, 1007274415,
                                                       1028012673, 1016191281, 1043134638, 979918105]]


def test_loss_reductions_sum_in_eigens_order():
    v = paddle.to_tensor(np.arange(1, 20, dtype="float32") / 7)
    zero = v * 0
    assert _bits(paddle.nn.functional.mse_loss(v, zero, "sum")) == 1112121846
    assert _bits(paddle.nn.functional.mse_loss(v, zero)) == 1076480962


def test_cross_entropy_mean_counts_ignored_labels_only_for_nonnegative_ignore_index():
    F = paddle.nn.functional
    logits = paddle.to_tensor([[1.0, 2.0, 0.5], [0.3, -1.0, 2.0], [0.0, 0.0, 1.0]])
    # ignore_index -100: paddle averages over all three labels (the ignored one adds 0)
    assert F.cross_entropy(logits, paddle.to_tensor([2, -100, 1])).item() == np.float32(1.1719378232955933)
    # ignore_index >= 0: over the labels kept
    assert F.cross_entropy(logits, paddle.to_tensor([2, 0, 1]), ignore_index=0).item() == np.float32(1.7579067945480347)
