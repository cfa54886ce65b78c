"""paddle.nn.utils on unigrad: gradient clipping, parameter vectors, weight_norm and spectral_norm."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api.nn import utils


def _params_with_grads():
    ps = [paddle.create_parameter([3, 2], "float32"), paddle.create_parameter([4], "float32")]
    (ps[0].sum() * 3 + (ps[1] ** 2).sum()).backward()
    return ps


def test_clip_grad_norm_scales_to_the_max_norm_and_returns_the_norm_before():
    ps = _params_with_grads()
    grads = np.concatenate([p.grad.numpy().ravel() for p in ps])
    total = utils.clip_grad_norm_(ps, 1.0)
    assert np.isclose(float(total), np.linalg.norm(grads), rtol=1e-6)
    clipped = np.concatenate([p.grad.numpy().ravel() for p in ps])
    assert np.isclose(np.linalg.norm(clipped), 1.0, rtol=1e-5)
    assert np.isclose(float(utils.clip_grad_norm_(ps, 5.0, norm_type=float("inf"))), np.abs(clipped).max())
    with pytest.raises(ValueError, match=r"norm_type only support \[inf, 0, 1, 2\]"):
        utils.clip_grad_norm_(ps, 1.0, norm_type=3)
    assert float(utils.clip_grad_norm_([paddle.ones([2])], 1.0)) == 0.0  # no gradients: a 0-D zero


def test_clip_grad_norm_error_if_nonfinite():
    p = paddle.create_parameter([2], "float32")
    (p * float("inf")).sum().backward()
    with pytest.raises(RuntimeError, match="is non-finite, so it cannot be clipped"):
        utils.clip_grad_norm_(p, 1.0, error_if_nonfinite=True)


def test_clip_grad_value_clamps_in_place():
    ps = _params_with_grads()
    utils.clip_grad_value_(ps, 0.01)
    assert np.all(np.abs(ps[0].grad.numpy()) <= 0.01) and np.all(np.abs(ps[1].grad.numpy()) <= 0.01)


def test_parameters_to_vector_and_back():
    ps = _params_with_grads()
    vector = utils.parameters_to_vector(ps)
    assert vector.shape == [10] and not vector.stop_gradient
    assert np.array_equal(vector.numpy(), np.concatenate([p.numpy().ravel() for p in ps]))
    utils.vector_to_parameters(vector * 2, ps)
    assert np.array_equal(ps[1].numpy(), vector.numpy()[6:] * 2) and ps[0].shape == [3, 2]
    assert not ps[0].stop_gradient
    with pytest.raises(ValueError, match="equal to or larger than"):
        utils.vector_to_parameters(vector[:4], ps)


def test_weight_norm_reparametrises_and_remove_restores_one_parameter():
    conv = paddle.nn.Conv2D(3, 5, 3)
    weight = conv.weight.numpy()
    utils.weight_norm(conv)
    assert sorted(n for n, _ in conv.named_parameters()) == ["bias", "weight_g", "weight_v"]
    assert np.allclose(conv.weight_g.numpy(), np.linalg.norm(weight.reshape(5, -1), axis=1), rtol=1e-6)
    assert np.allclose(conv.weight.numpy(), weight, atol=1e-6) and not conv.weight_g.stop_gradient
    conv(paddle.ones([1, 3, 4, 4])).sum().backward()
    assert conv.weight_g.grad is not None
    with pytest.raises(RuntimeError, match="Cannot register two weight_norm hooks on the same parameter weight"):
        utils.weight_norm(conv)
    utils.remove_weight_norm(conv)
    assert sorted(n for n, _ in conv.named_parameters()) == ["bias", "weight"]
    with pytest.raises(ValueError, match="weight_norm of 'weight' not found in"):
        utils.remove_weight_norm(conv)


def test_spectral_norm_divides_by_the_largest_singular_value():
    paddle.seed(7)
    lin = paddle.nn.Linear(4, 3)
    weight = lin.weight.numpy()
    utils.spectral_norm(lin, n_power_iterations=30)
    # paddle keeps the computed weight as a (non-persistable) buffer beside u and v
    assert sorted(n for n, _ in lin.named_buffers()) == ["weight", "weight_u", "weight_v"]
    lin(paddle.ones([1, 4]))
    sigma = np.linalg.svd(weight, compute_uv=False)[0]
    assert np.allclose(lin.weight.numpy(), weight / sigma, rtol=1e-4)
    with pytest.raises(ValueError, match="Expected n_power_iterations to be positive, but got n_power_iterations=0"):
        utils.spectral_norm(paddle.nn.Linear(2, 2), n_power_iterations=0)


def test_spectral_norm_layer_divides_its_input_and_keeps_its_vectors():
    from unigrad.paddle_api.nn.spectral_norm import SpectralNorm

    paddle.seed(2023)
    x = paddle.rand([2, 3, 4])
    x.stop_gradient = False
    layer = SpectralNorm(x.shape, dim=1, power_iters=50)
    u = layer.weight_u.numpy().copy()
    out = layer(x)
    matrix = np.transpose(x.numpy(), (1, 0, 2)).reshape(3, -1)
    sigma = np.linalg.svd(matrix, compute_uv=False)[0]
    assert np.allclose(out.numpy(), x.numpy() / sigma, rtol=1e-4)
    assert np.array_equal(layer.weight_u.numpy(), u) and layer.weight_u.stop_gradient  # copies iterate, not these
    out.sum().backward()
    assert x.grad.shape == [2, 3, 4]
    with pytest.raises(ValueError, match=r"Attr\(dim\) can only be 0 or 1, but received 2"):
        SpectralNorm([2, 3, 4], dim=2)(paddle.rand([2, 3, 4]))
