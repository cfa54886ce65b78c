"""The losses of unigrad/paddle_api/nn/functional/loss.py and their layers (nn/loss.py): the defining formulas,
paddle's single-kernel losses' measured bits (values below were printed by real paddle 3.3.1 on CPU), the
gradients paddle gives (none to a clipped variance, none to a prior), and the argument errors."""

import math

import numpy as np
import pytest
import torch
import torch.nn.functional as TF

from unigrad import paddle_api as paddle
from unigrad.paddle_api import nn
from unigrad.paddle_api.nn import functional as F

RNG = np.random.RandomState(0)
A, B = RNG.randn(6, 5).astype("float32"), RNG.randn(6, 5).astype("float32")
SIGNS = np.sign(RNG.randn(6, 5)).astype("float32")


def _t(a, grad=False):
    return paddle.to_tensor(a, stop_gradient=not grad)


def test_single_kernel_losses_match_paddle_bits():
    a, b = _t([0.5, -1.3, 2.0, 7.0]), _t([1.5, 0.3, -2.0, 1.0])
    assert F.smooth_l1_loss(a, b, "none", delta=0.7).numpy().tolist() == [
        0.45499998331069946, 0.8749998807907104, 2.555000066757202, 3.9549999237060547]
    assert F.kl_div(a, _t([0.2, 0.0, 0.7, 0.1]), "none").numpy().tolist() == [
        -0.42188760638237, 0.0, -1.6496723890304565, -0.930258572101593]
    assert F.log_loss(_t([[0.2], [0.9]]), _t([[1.0], [0.0]])).numpy().tolist() == [
        [1.6089379787445068], [2.3015854358673096]]


def test_smooth_l1_and_kl_div_against_torch():
    x = _t(A * 2, True)
    F.smooth_l1_loss(x, _t(B)).backward()
    expected = torch.tensor(A * 2, requires_grad=True)
    TF.huber_loss(expected, torch.tensor(B)).backward()
    np.testing.assert_allclose(x.grad.numpy(), expected.grad.numpy(), rtol=1e-6)
    p = np.abs(B) / np.abs(B).sum(1, keepdims=True)
    np.testing.assert_allclose(F.kl_div(_t(A), _t(p), "batchmean").numpy(),
                               TF.kl_div(torch.tensor(A), torch.tensor(p), reduction="batchmean").numpy(), rtol=1e-5)


@pytest.mark.parametrize("name, ours, theirs", [
    ("soft_margin", lambda a, b, s: F.soft_margin_loss(a, s), lambda a, b, s: TF.soft_margin_loss(a, s)),
    ("hinge", lambda a, b, s: F.hinge_embedding_loss(a, s, 0.8), lambda a, b, s: TF.hinge_embedding_loss(a, s, 0.8)),
    ("margin_ranking", lambda a, b, s: F.margin_ranking_loss(a, b, s, 0.3),
     lambda a, b, s: TF.margin_ranking_loss(a, b, s, 0.3)),
    ("triplet", lambda a, b, s: F.triplet_margin_loss(a, b, s, swap=True),
     lambda a, b, s: TF.triplet_margin_loss(a, b, s, swap=True)),
    ("multi_label_soft_margin", lambda a, b, s: F.multi_label_soft_margin_loss(a, (s > 0).astype("float32")),
     lambda a, b, s: TF.multilabel_soft_margin_loss(a, (s > 0).float())),
    ("poisson", lambda a, b, s: F.poisson_nll_loss(a, b.abs()), lambda a, b, s: TF.poisson_nll_loss(a, b.abs())),
])
def test_composed_losses_follow_their_formula(name, ours, theirs):
    got = ours(_t(A), _t(B), _t(SIGNS))
    want = theirs(torch.tensor(A), torch.tensor(B), torch.tensor(SIGNS))
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5, atol=1e-6)


def test_cosine_embedding_and_multi_margin():
    label = _t(SIGNS[:, 0].astype("int64"))
    got = F.cosine_embedding_loss(_t(A), _t(B), label, 0.2, "none")
    want = TF.cosine_embedding_loss(torch.tensor(A), torch.tensor(B), torch.tensor(SIGNS[:, 0]), 0.2, reduction="none")
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5, atol=1e-6)
    target = RNG.randint(0, 5, 6)
    got = F.multi_margin_loss(_t(A), _t(target), p=2, margin=0.5)
    want = TF.multi_margin_loss(torch.tensor(A), torch.tensor(target), p=2, margin=0.5)
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5)
    labels = np.array([[3, 0, -1, 1, 1], [1, 2, 4, -1, -1]] * 3, dtype="int64")
    got = F.multi_label_margin_loss(_t(A), _t(labels), "none")
    want = TF.multilabel_margin_loss(torch.tensor(A), torch.tensor(labels), reduction="none")
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5)


def test_gaussian_nll_gives_the_variance_no_gradient():
    x, var = _t(A, True), _t(np.abs(B) + 0.1, True)
    loss = F.gaussian_nll_loss(x, _t(B), var, full=True)
    want = TF.gaussian_nll_loss(torch.tensor(A), torch.tensor(B), torch.tensor(np.abs(B) + 0.1), full=True)
    np.testing.assert_allclose(loss.numpy(), want.numpy(), rtol=1e-5)
    loss.backward()
    assert x.grad is not None and var.grad is None


def test_focal_dice_and_softmax_with_cross_entropy():
    labels = (SIGNS > 0).astype("float32")
    p = 1 / (1 + np.exp(-A))
    p_t = p * labels + (1 - p) * (1 - labels)
    alpha_t = 0.25 * labels + 0.75 * (1 - labels)
    bce = -(labels * np.log(p) + (1 - labels) * np.log(1 - p))
    np.testing.assert_allclose(F.sigmoid_focal_loss(_t(A), _t(labels)).numpy(),
                               (alpha_t * (1 - p_t) ** 2 * bce).sum(), rtol=1e-5)
    hard = RNG.randint(0, 5, (6, 1))
    with pytest.warns(UserWarning, match="softmax_with_cross_entropy\" is deprecated"):
        loss = F.softmax_with_cross_entropy(_t(A), _t(hard))
    assert list(loss.shape) == [6, 1]
    want = TF.cross_entropy(torch.tensor(A), torch.tensor(hard[:, 0]), reduction="none")
    np.testing.assert_allclose(loss.numpy()[:, 0], want.numpy(), rtol=1e-5)
    probs = np.exp(A) / np.exp(A).sum(1, keepdims=True)
    one_hot = np.eye(5)[hard[:, 0]]
    dice = 1 - 2 * (probs * one_hot).sum(1) / (probs.sum(1) + 1 + 1e-5)
    np.testing.assert_allclose(F.dice_loss(_t(probs.astype("float32")), _t(hard)).numpy(), dice.mean(), rtol=1e-5)


def test_layers_and_errors():
    assert repr(nn.SmoothL1Loss()) == "SmoothL1Loss()"
    layer = nn.TripletMarginWithDistanceLoss(distance_function=lambda x, y: (x - y).abs().sum(-1))
    # paddle's forward does not use the layer's distance_function: the default 2-norm distance
    assert layer(_t(A), _t(B), _t(SIGNS)).numpy() == F.triplet_margin_loss(_t(A), _t(B), _t(SIGNS)).numpy()
    with pytest.raises(ValueError, match=r"interval of \[-1, 1\]"):
        nn.CosineEmbeddingLoss(2)
    with pytest.raises(ValueError, match="should be positive"):
        F.poisson_nll_loss(_t(A), _t(B), epsilon=0)
    with pytest.raises(ValueError, match="'reduction' in MarginRankingLoss"):
        F.margin_ranking_loss(_t(A), _t(B), _t(SIGNS), reduction="x")
    with pytest.raises(ValueError, match="input's shape must equal"):
        F.soft_margin_loss(_t(A), _t(B[:2]))
    assert math.isfinite(float(F.npair_loss(_t(A), _t(B), _t(np.arange(6, dtype="float32"))).numpy()))
