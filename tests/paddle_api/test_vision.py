"""paddle.vision: pretrained weights come only from paddle's cache; transforms' NumPy paths that need OpenCV."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api.vision import transforms
from unigrad.paddle_api.vision.models import classic


def test_pretrained_without_cached_weights_is_paddles_download_error(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    with pytest.raises(RuntimeError, match=r"Download from https://paddle-hapi.bj.bcebos.com/models/resnet18.pdparams"):
        classic._load_pretrained(paddle.vision.models.LeNet(), "resnet18")


def test_pretrained_from_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    paddle.seed(1)
    source = paddle.vision.models.LeNet()
    cache = tmp_path / ".cache" / "paddle" / "hapi" / "weights"
    cache.mkdir(parents=True)
    paddle.save(source.state_dict(), str(cache / "resnet18.pdparams"))
    target = classic._load_pretrained(paddle.vision.models.LeNet(), "resnet18")
    assert np.array_equal(target.fc[0].weight.numpy(), source.fc[0].weight.numpy())


def test_numpy_flip_needs_cv2_as_in_paddle():
    with pytest.raises(ImportError, match="Failed importing cv2"):
        transforms.hflip(np.zeros((2, 2, 3), "uint8"))
    flipped = transforms.hflip(paddle.to_tensor(np.arange(6, dtype="float32").reshape(1, 2, 3)))
    assert flipped.numpy().tolist() == [[[2.0, 1.0, 0.0], [5.0, 4.0, 3.0]]]
