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


def test_pil_images_go_through_pils_own_methods():
    """PIL images (when the program has PIL) are converted, cropped, flipped and resized as paddle's PIL backend does."""
    Image = pytest.importorskip("PIL.Image")
    F = transforms.functional
    pixels = (np.arange(5 * 7 * 3) % 251).astype("uint8").reshape(5, 7, 3)
    img = Image.fromarray(pixels)
    assert F._is_pil_image(img) and not F._is_pil_image(pixels)
    np.testing.assert_array_equal(F.to_tensor(img).numpy(), F.to_tensor(pixels).numpy())
    assert F.to_tensor(img, "HWC").shape == [5, 7, 3]
    gray = img.convert("L")
    assert F.to_tensor(gray).shape == [1, 5, 7]
    assert float(F.to_tensor(gray.convert("1")).max()) == 1.0  # mode "1": 0/1 made 0/255 bytes, then scaled
    assert F.to_tensor(Image.fromarray(np.ones((2, 3), np.float32))).dtype == paddle.float32  # mode 'F'
    np.testing.assert_array_equal(np.asarray(F.crop(img, 1, 2, 3, 4)), pixels[1:4, 2:6])
    np.testing.assert_array_equal(np.asarray(F.center_crop(img, 3)), pixels[1:4, 2:5])
    np.testing.assert_array_equal(np.asarray(F.hflip(img)), pixels[:, ::-1])
    np.testing.assert_array_equal(np.asarray(F.vflip(img)), pixels[::-1])
    assert F.resize(img, 10).size == (14, 10)  # the shorter side becomes 10
    assert F.resize(img, (4, 6), "nearest").size == (6, 4)
    assert F.resize(img, 5) is img
    with pytest.raises(TypeError, match="Got inappropriate size arg"):
        F.resize(img, (1, 2, 3))
    np.testing.assert_array_equal(F.normalize(img, [1, 2, 3], [2, 2, 2], "HWC"),
                                  (pixels.astype("float32") - [1, 2, 3]) / np.float32(2))
    assert transforms.Transpose()(img).shape == (3, 5, 7)


@pytest.mark.parametrize("name,args", [("adjust_brightness", (0.5,)), ("to_grayscale", ()), ("pad", (1,)),
                                       ("rotate", (30,))])
def test_colour_and_geometry_need_opencv_for_numpy_images_only(name, args):
    image = paddle.rand([3, 4, 5])
    assert isinstance(getattr(transforms, name)(image, *args), paddle.Tensor)
    with pytest.raises(ImportError, match="Failed importing cv2"):  # paddle hands NumPy images to OpenCV
        getattr(transforms, name)(np.zeros((4, 5, 3), np.uint8), *args)


def test_tensor_colour_changes_follow_paddles_formulas():
    image = paddle.to_tensor(np.array([[[0.2]], [[0.4]], [[0.9]]], np.float32))  # one RGB pixel
    grey = np.float32(0.2989) * np.float32(0.2) + np.float32(0.587) * np.float32(0.4) + np.float32(0.114) * np.float32(0.9)
    np.testing.assert_allclose(transforms.to_grayscale(image).numpy().ravel(), [grey], rtol=1e-6)
    np.testing.assert_allclose(transforms.adjust_brightness(image, 2.0).numpy().ravel(), [0.4, 0.8, 1.0])  # clipped
    np.testing.assert_array_equal(transforms.adjust_saturation(image, 1.0).numpy(), image.numpy())
    np.testing.assert_allclose(transforms.adjust_hue(image, 0.0).numpy(), image.numpy(), atol=1e-6)
    with pytest.raises(ValueError, match="symmetric"):
        transforms.pad(image, 1, padding_mode="symmetric")
    assert transforms.pad(image, [1, 2], padding_mode="edge").shape == [3, 5, 3]


def test_a_quarter_turn_of_a_tensor_image_moves_pixels_exactly():
    image = paddle.arange(48, dtype="float32").reshape([3, 4, 4])  # paddle's int fill is 3 values: 3 channels
    turned = transforms.affine(image, 90, [0, 0], 1.0, 0.0).numpy()[0]
    assert any(np.array_equal(turned, np.rot90(image.numpy()[0], k)) for k in (1, -1))
    same = transforms.perspective(image, [[0, 0], [3, 0], [3, 3], [0, 3]], [[0, 0], [3, 0], [3, 3], [0, 3]])
    assert np.array_equal(same.numpy(), image.numpy())


def test_erase_on_tensor_and_numpy_images_copies_unless_inplace():
    image = paddle.ones([1, 3, 3])
    out = transforms.erase(image, 0, 1, 2, 1, paddle.zeros([1, 1, 1]))
    assert out.numpy()[0, :, 1].tolist() == [0.0, 0.0, 1.0] and image.numpy().min() == 1.0
    array = np.ones((3, 3, 1), np.uint8)
    transforms.erase(array, 1, 1, 1, 1, 0, inplace=True)
    assert array[1, 1, 0] == 0


def test_random_resized_crop_draws_its_area_from_numpys_generator():
    from PIL import Image

    image = Image.fromarray(np.zeros((30, 40, 3), np.uint8))
    np.random.seed(1)
    first = transforms.RandomResizedCrop(8)._get_param(image)
    np.random.seed(1)
    assert transforms.RandomResizedCrop(8)._get_param(image)[2:] == first[2:]
