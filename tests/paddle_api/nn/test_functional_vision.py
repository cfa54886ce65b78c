"""The rearranging, padding and distance layers and functions of unigrad/paddle_api/nn/functional/vision.py,
distance.py and nn/common.py: layouts against torch's, paddle's argument errors and printing."""

import numpy as np
import pytest
import torch
import torch.nn.functional as TF

from unigrad import paddle_api as paddle
from unigrad.paddle_api import nn
from unigrad.paddle_api.nn import functional as F

RNG = np.random.RandomState(0)


def test_shuffles_match_torch_in_both_layouts():
    x = RNG.randn(2, 8, 3, 5).astype("float32")
    np.testing.assert_array_equal(F.pixel_shuffle(paddle.to_tensor(x), 2).numpy(),
                                  TF.pixel_shuffle(torch.tensor(x), 2).numpy())
    nhwc = x.transpose(0, 2, 3, 1)
    np.testing.assert_array_equal(F.pixel_shuffle(paddle.to_tensor(nhwc), 2, "NHWC").numpy(),
                                  TF.pixel_shuffle(torch.tensor(x), 2).numpy().transpose(0, 2, 3, 1))
    np.testing.assert_array_equal(nn.PixelUnshuffle(2)(nn.PixelShuffle(2)(paddle.to_tensor(x))).numpy(), x)
    np.testing.assert_array_equal(F.channel_shuffle(paddle.to_tensor(x), 4).numpy(),
                                  TF.channel_shuffle(torch.tensor(x), 4).numpy())
    with pytest.raises(ValueError, match=r"The square of upscale_factor\[4\] should divide the number of channel\[5\]"):
        F.pixel_shuffle(paddle.ones([1, 5, 2, 2]), 2)
    with pytest.raises(ValueError, match=r"Downscale factor\[2\] should divide both height\[3\] and width\[2\]"):
        F.pixel_unshuffle(paddle.ones([1, 5, 3, 2]), 2)
    assert repr(nn.PixelUnshuffle(3, "NHWC")) == "PixelUnshuffle(downscale_factor=3, data_format=NHWC)"


def test_fold_inverts_unfold_counts_and_checks_paddings():
    x = paddle.to_tensor(RNG.randn(2, 18, 30).astype("float32"))
    np.testing.assert_allclose(F.fold(x, [5, 6], 3, paddings=1).numpy(),
                               TF.fold(x._torch, [5, 6], 3, padding=1).numpy())
    with pytest.raises(ValueError, match="Output_height and padding"):
        F.fold(paddle.ones([1, 4, 20]), [4, 5], 2, paddings=[1, 0, 0, 2])
    with pytest.raises(ValueError, match=r"calculated number of 5 \* 4 = 20, but got 18"):
        F.fold(paddle.ones([1, 4, 18]), [4, 5], 2, paddings=[1, 0, 0, 2])


def test_temporal_shift_moves_channel_groups_in_time():
    x = np.arange(2 * 3 * 4, dtype="float32").reshape(6, 4, 1, 1)  # 2 clips of 3 segments, 4 channels
    out = F.temporal_shift(paddle.to_tensor(x), 3, 0.25).numpy().reshape(2, 3, 4)
    v = x.reshape(2, 3, 4)
    np.testing.assert_array_equal(out[:, 1:, 0], v[:, :-1, 0])  # channel 0 from the previous segment
    np.testing.assert_array_equal(out[:, :-1, 1], v[:, 1:, 1])  # channel 1 from the next one
    assert not out[:, 0, 0].any() and not out[:, -1, 1].any()
    np.testing.assert_array_equal(out[:, :, 2:], v[:, :, 2:])


def test_sequence_mask_label_smooth_and_zeropad2d():
    mask = F.sequence_mask(paddle.to_tensor([3, 1, 0]), 4)
    assert mask.numpy().tolist() == [[1, 1, 1, 0], [1, 0, 0, 0], [0, 0, 0, 0]] and mask.stop_gradient
    assert F.sequence_mask(paddle.to_tensor([2, 1]), dtype="bool").numpy().tolist() == [[True, True], [True, False]]
    label = np.eye(4, dtype="float32")
    np.testing.assert_allclose(F.label_smooth(paddle.to_tensor(label), epsilon=0.1).numpy(), label * 0.9 + 0.025)
    with pytest.raises(ValueError, match="between 0 and 1"):
        F.label_smooth(paddle.to_tensor(label), epsilon=2)
    with pytest.warns(UserWarning, match="zeropad2d\" is deprecated"):
        padded = F.zeropad2d(paddle.ones([1, 1, 2, 2]), [1, 0, 2, 1])
    assert list(padded.shape) == [1, 1, 5, 3]


@pytest.mark.parametrize("layer, mode", [
    (nn.ReflectionPad2D([1, 2, 2, 1]), "reflect"), (nn.ReplicationPad2D(1), "replicate"),
    (nn.CircularPad2D([2, 1, 0, 1]), "circular"), (nn.ConstantPad2D(1, 0.5), "constant")])
def test_padding_layers_match_torch(layer, mode):
    x = RNG.randn(2, 3, 4, 5).astype("float32")
    pad = layer._pad if isinstance(layer._pad, list) else [layer._pad] * 4
    want = TF.pad(torch.tensor(x), pad, mode, 0.5) if mode == "constant" else TF.pad(torch.tensor(x), pad, mode)
    np.testing.assert_array_equal(layer(paddle.to_tensor(x)).numpy(), want.numpy())
    assert repr(layer).startswith(type(layer).__name__ + f"(padding={pad}, mode={mode}")


def test_distances():
    a, b = RNG.randn(5, 7).astype("float32"), RNG.randn(5, 7).astype("float32")
    np.testing.assert_allclose(F.cosine_similarity(paddle.to_tensor(a), paddle.to_tensor(b)).numpy(),
                               TF.cosine_similarity(torch.tensor(a), torch.tensor(b)).numpy(), rtol=1e-5)
    np.testing.assert_allclose(nn.PairwiseDistance(3.0)(paddle.to_tensor(a), paddle.to_tensor(b)).numpy(),
                               TF.pairwise_distance(torch.tensor(a), torch.tensor(b), 3.0).numpy(), rtol=1e-5)
    assert repr(nn.PairwiseDistance(3, 1e-5, True)) == "PairwiseDistance(p=3, epsilon=1e-05, keepdim=True)"
    assert repr(nn.CosineSimilarity()) == "CosineSimilarity(axis=1, eps=1e-08)"
    assert list(nn.Unflatten(1, [2, -1])(paddle.ones([3, 6])).shape) == [3, 2, 3]


def test_lp_pool_follows_its_formula_and_paddle_bits():
    x = RNG.rand(2, 3, 6, 7).astype("float32") * 2
    out = F.lp_pool2d(paddle.to_tensor(x), 3.0, 2, 2)
    np.testing.assert_allclose(out.numpy(), TF.lp_pool2d(torch.tensor(x), 3.0, 2, 2).numpy(), rtol=1e-5)
    # paddle takes the root with powf(sum, 1.0f / p): for p = 1.7 that differs from float32(1 / 1.7) in 85 of 90
    t = paddle.to_tensor(x, stop_gradient=False)
    out = F.lp_pool2d(t, 1.7, (2, 3), (1, 2), ceil_mode=True)
    sums = torch.tensor(x, dtype=torch.float64).pow(np.float32(1.7)).unfold(2, 2, 1).unfold(3, 3, 2).sum((-1, -2))
    np.testing.assert_allclose(out.numpy()[..., :3], sums.pow(1 / 1.7).numpy(), rtol=2e-6)
    out.sum().backward()
    assert t.grad is not None and list(t.grad.shape) == [2, 3, 6, 7]
    layer = nn.LPPool1D(3, 3, 2)
    assert repr(layer) == "LPPool1D(norm_type=3.0, kernel_size=3, stride=2, padding=0)"
    assert list(layer(paddle.to_tensor(x[0])).shape) == [3, 6, 3]
    with pytest.raises(ValueError, match="Excepted Input X is 4-D tensor, but received 3-D"):
        F.lp_pool2d(paddle.to_tensor(x[0]), 2, 2)


def test_local_response_norm_and_dropout1d():
    x = RNG.randn(2, 6, 3, 4).astype("float32")
    want = TF.local_response_norm(torch.tensor(x), 3, 0.01, 0.75, 1.5)
    got = nn.LocalResponseNorm(3, 0.01, 0.75, 1.5)(paddle.to_tensor(x))
    np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5)
    assert repr(nn.LocalResponseNorm(3, data_format="NHWC")) == \
        "LocalResponseNorm(size=3, alpha=0.0001, beta=0.75, k=1.0, data_format=NHWC)"
    paddle.seed(4)
    out = F.dropout1d(paddle.ones([3, 4, 5]), 0.5).numpy()
    assert all(len(set(row.tolist())) == 1 for row in out.reshape(12, 5))  # whole channels dropped or kept
    with pytest.raises(RuntimeError, match="dropout1d expects 2D or 3D input, got 1D"):
        F.dropout1d(paddle.ones([3]))


def test_max_unpool_writes_back_the_pooled_maxima():
    x = paddle.to_tensor(RNG.randn(2, 3, 6, 8).astype("float32"))
    pooled, mask = F.max_pool2d(x, 2, 2, return_mask=True)
    out = F.max_unpool2d(pooled, mask, 2)
    want = TF.max_unpool2d(*TF.max_pool2d(x._torch, 2, 2, return_indices=True), 2)
    np.testing.assert_array_equal(out.numpy(), want.numpy())
    assert list(nn.MaxUnPool2D(2, output_size=[7, 9])(pooled, mask).shape) == [2, 3, 7, 9]
    assert repr(nn.MaxUnPool2D(2, output_size=[6, 8])) == "MaxUnPool2D(output_size=[6, 8])"
    with pytest.raises(ValueError, match=r"dim 0 must be between 4 and 8"):
        F.max_unpool2d(pooled, mask, 2, output_size=[9, 9])
