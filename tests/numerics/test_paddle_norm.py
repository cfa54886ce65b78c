"""paddle's float32 normalisation kernels (layer norm, group norm) against the bits paddle 3.3.1 gave on CPU,
recorded by ``data/record_norms.py``; directly and through ``paddle.nn.functional``."""

import importlib.util
from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import paddle_norm

DATA = Path(__file__).parent / "data"
_spec = importlib.util.spec_from_file_location("record_norms", DATA / "record_norms.py")
RECORD = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(RECORD)
EXPECTED = np.load(DATA / "paddle-3.3.1-norms-float32.npz")


def _bits(t):
    return np.asarray(t.detach().numpy()).reshape(-1).view(np.uint32)


@pytest.mark.parametrize("i", range(len(RECORD.LAYER_NORMS)))
def test_layer_norm_gives_paddles_bits(i):
    rows, n, eps = RECORD.LAYER_NORMS[i]
    x = torch.from_numpy(RECORD.values(i, (rows, n)))
    weight, bias = (torch.from_numpy(a) for a in RECORD.affine(1000 + i, n))
    out = paddle_norm.layer_norm_rows(x, weight, bias, eps)[0]
    assert np.array_equal(_bits(out), EXPECTED[f"layer_norm{i}"].reshape(-1)), n
    plain = paddle_norm.layer_norm_rows(x, None, None, eps)[0]
    assert np.array_equal(_bits(plain), EXPECTED[f"layer_norm_plain{i}"].reshape(-1)), n


@pytest.mark.parametrize("i", range(len(RECORD.GROUP_NORMS)))
def test_group_norm_gives_paddles_bits_through_the_front_end(i):
    import unigrad.paddle_api as paddle

    shape, groups, data_format, eps = RECORD.GROUP_NORMS[i]
    channels = shape[-1] if data_format == "NHWC" else shape[1]
    weight, bias = (paddle.to_tensor(a) for a in RECORD.affine(2000 + i, channels))
    weight.stop_gradient = bias.stop_gradient = False
    x = paddle.to_tensor(RECORD.values(100 + i, shape, 0.01 if i == 8 else 3.0), stop_gradient=False)
    out = paddle.nn.functional.group_norm(x, groups, eps, weight, bias, data_format)
    assert np.array_equal(_bits(out._torch.detach()), EXPECTED[f"group_norm{i}"].reshape(-1)), (shape, data_format)
    out.backward(paddle.to_tensor(RECORD.values(800 + i, shape, 1.0)))
    grads = np.concatenate([x.grad.numpy().reshape(-1), weight.grad.numpy(), bias.grad.numpy()]).view(np.uint32)
    assert np.array_equal(grads, EXPECTED[f"group_norm_grads{i}"]), (shape, data_format)


def test_layer_norm_through_the_layer_and_native_policy():
    import unigrad
    import unigrad.paddle_api as paddle

    i = 20
    rows, n, eps = RECORD.LAYER_NORMS[i]
    layer = paddle.nn.LayerNorm(n, epsilon=eps)
    weight, bias = RECORD.affine(1000 + i, n)
    layer.weight.set_value(weight)
    layer.bias.set_value(bias)
    x = paddle.to_tensor(RECORD.values(i, (rows, n)))
    assert np.array_equal(_bits(layer(x)._torch), EXPECTED[f"layer_norm{i}"].reshape(-1))
    with unigrad.set_numerics("native"):
        native = layer(x)._torch.detach()
    expected = EXPECTED[f"layer_norm{i}"].view(np.float32).reshape(rows, n)
    assert np.allclose(native.numpy(), expected, atol=1e-5)


@pytest.mark.parametrize("i", range(len(RECORD.BATCH_NORMS)))
def test_batch_norm_gives_paddles_bits_and_running_statistics(i):
    import unigrad.paddle_api as paddle

    shape, data_format, training = RECORD.BATCH_NORMS[i]
    channels = shape[-1] if data_format == "NHWC" else shape[1]
    weight, bias = RECORD.affine(3000 + i, channels)
    mean, var = RECORD.affine(4000 + i, channels)
    running_mean, running_var = paddle.to_tensor(mean), paddle.to_tensor(np.abs(var) + 0.5)
    x = paddle.to_tensor(RECORD.values(200 + i, shape), stop_gradient=i % 2 == 0)  # odd: through the graph
    w, b = paddle.to_tensor(weight, stop_gradient=False), paddle.to_tensor(bias, stop_gradient=False)
    y = paddle.nn.functional.batch_norm(x, running_mean, running_var, w, b, training, 0.9, 1e-5, data_format)
    assert np.array_equal(_bits(y._torch), EXPECTED[f"batch_norm{i}"].reshape(-1)), (shape, data_format, training)
    running = np.concatenate([running_mean.numpy(), running_var.numpy()]).view(np.uint32)
    assert np.array_equal(running, EXPECTED[f"batch_norm_running{i}"])
    y.backward(paddle.to_tensor(RECORD.values(600 + i, shape, 1.0)))
    grads = [w.grad.numpy(), b.grad.numpy()] if x.stop_gradient else [x.grad.numpy().reshape(-1), w.grad.numpy(),
                                                                        b.grad.numpy()]
    expected = EXPECTED[f"batch_norm_grads{i}"]
    assert np.array_equal(np.concatenate(grads).view(np.uint32), expected[-len(expected) if not x.stop_gradient
                                                                          else -2 * channels:])


@pytest.mark.parametrize("i", range(len(RECORD.INSTANCE_NORMS)))
def test_instance_norm_gives_paddles_bits(i):
    import unigrad.paddle_api as paddle

    shape, eps = RECORD.INSTANCE_NORMS[i]
    weight, bias = (paddle.to_tensor(a, stop_gradient=False) for a in RECORD.affine(5000 + i, shape[1]))
    x = paddle.to_tensor(RECORD.values(300 + i, shape), stop_gradient=False)
    out = paddle.nn.functional.instance_norm(x, weight=weight, bias=bias, eps=eps)
    assert np.array_equal(_bits(out._torch), EXPECTED[f"instance_norm{i}"].reshape(-1)), shape
    out.backward(paddle.to_tensor(RECORD.values(900 + i, shape, 1.0)))
    grads = np.concatenate([x.grad.numpy().reshape(-1), weight.grad.numpy(), bias.grad.numpy()]).view(np.uint32)
    assert np.array_equal(grads, EXPECTED[f"instance_norm_grads{i}"]), shape


@pytest.mark.parametrize("i", range(0, len(RECORD.LAYER_NORMS), 3))
def test_layer_norm_gradients_give_paddles_bits_through_the_front_end(i):
    import unigrad.paddle_api as paddle

    rows, n, eps = RECORD.LAYER_NORMS[i]
    weight, bias = (paddle.to_tensor(a, stop_gradient=False) for a in RECORD.affine(1000 + i, n))
    x = paddle.to_tensor(RECORD.values(i, (rows, n)), stop_gradient=False)
    out = paddle.nn.functional.layer_norm(x, n, weight, bias, eps)
    assert np.array_equal(_bits(out._torch), EXPECTED[f"layer_norm{i}"].reshape(-1))
    out.backward(paddle.to_tensor(RECORD.values(700 + i, (rows, n), 1.0)))
    grads = np.concatenate([x.grad.numpy().reshape(-1), weight.grad.numpy(), bias.grad.numpy()]).view(np.uint32)
    assert np.array_equal(grads, EXPECTED[f"layer_norm_grads{i}"]), n


def test_layer_norm_second_order_gradient_exists():
    import unigrad.paddle_api as paddle

    x = paddle.to_tensor(RECORD.values(3, (3, 9)), stop_gradient=False)
    y = paddle.nn.LayerNorm(9)(x)
    (g,) = paddle.grad((y * y * y).sum(), x, create_graph=True)
    (gg,) = paddle.grad(g.sum(), x)
    assert gg.shape == x.shape and np.isfinite(gg.numpy()).all()
