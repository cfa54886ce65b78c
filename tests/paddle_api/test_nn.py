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
