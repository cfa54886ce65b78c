"""``paddle.vision.transforms.functional`` on paddle Tensors (CHW or HWC) and NumPy HWC arrays.

Paddle hands NumPy images to OpenCV for resizing, flipping, padding and colour changes; unigrad,
like paddle in an environment without ``cv2``, raises paddle's ``ImportError`` for those, and
does the rest (to_tensor, normalize, crops, transpose) as paddle does on NumPy. PIL images go
through PIL's own methods, as paddle's PIL backend does; PIL is no dependency of unigrad: it is only
looked up (never imported) when an image might be one, so code that made a PIL image has it.
"""

import numbers
import sys
from collections.abc import Iterable

import numpy as np

__all__ = ["to_tensor", "normalize", "crop", "center_crop", "hflip", "vflip", "resize"]

_NO_CV2 = ("Failed importing cv2. This likely means that some paddle modules require additional dependencies that "
           "have to be manually installed (usually with `pip install cv2`). ")


def _tensor_type():
    from unigrad.paddle_api.tensor import Tensor

    return Tensor


def _is_tensor(img):
    return isinstance(img, _tensor_type()) and img.ndim in (2, 3)


def _is_numpy(img):
    return isinstance(img, np.ndarray) and img.ndim in (2, 3)


def _is_pil(img):
    image = sys.modules.get("PIL.Image")
    return image is not None and isinstance(img, image.Image)


# paddle's private names for these checks, which its own doc examples call from user code
_is_pil_image, _is_numpy_image = _is_pil, _is_numpy


def _is_tensor_image(img):
    return isinstance(img, _tensor_type())


def _pil_filter(interpolation):
    resampling = sys.modules["PIL.Image"].Resampling
    return {"nearest": resampling.NEAREST, "bilinear": resampling.BILINEAR, "bicubic": resampling.BICUBIC,
            "box": resampling.BOX, "lanczos": resampling.LANCZOS, "hamming": resampling.HAMMING}[interpolation]


def _check_image(img):
    if not (_is_pil(img) or _is_numpy(img) or _is_tensor(img)):
        raise TypeError(f"pic should be PIL Image or Tensor Image or ndarray with dim=[2 or 3]. Got {type(img)}")


def _needs_cv2():
    raise ImportError(_NO_CV2)


def _channel_first(data_format):
    return data_format.upper() == "CHW"


def image_size(img, data_format="CHW"):
    """``(width, height)`` of an image (NumPy images are HWC)."""
    if _is_pil(img):
        return img.size
    if _is_tensor(img):
        if img.ndim == 2 or _channel_first(data_format):
            return img.shape[-1], img.shape[-2]
        return img.shape[-2], img.shape[-3]
    return img.shape[1], img.shape[0]


def to_tensor(pic, data_format="CHW"):
    """HWC uint8 NumPy -> float32 tensor in [0, 1] (CHW by default); tensors pass (transposed for HWC)."""
    from unigrad.paddle_api.tensor import to_tensor as make

    _check_image(pic)
    if _is_tensor(pic):
        return pic if data_format.lower() == "chw" else pic.transpose((1, 2, 0))
    if data_format not in ["CHW", "HWC"]:
        raise ValueError(f"data_format should be CHW or HWC. Got {data_format}")
    if _is_pil(pic):
        return _pil_to_tensor(pic, data_format)
    if pic.ndim == 2:
        pic = pic[:, :, None]
    img = make(pic.transpose((2, 0, 1)) if data_format == "CHW" else pic)
    if img.dtype.name == "UINT8":
        return img.astype("float32") / 255.0
    return img


def _pil_to_tensor(pic, data_format):
    """A PIL image's pixels in its mode's dtype (8-bit ones scaled to [0, 1]), HWC or CHW, as paddle converts them."""
    from unigrad.paddle_api.tensor import to_tensor as make

    kinds = {"I": np.int32, "I;16": np.int32, "F": np.float32, "1": np.uint8}
    pixels = np.asarray(pic, kinds[pic.mode]) if pic.mode in kinds else np.asarray(pic)
    if pic.mode == "1":
        pixels = pixels * np.uint8(255)
    channels = 3 if pic.mode == "YCbCr" else 1 if pic.mode == "I;16" else len(pic.mode)
    img = make(pixels)
    if img.dtype.name == "UINT8":
        img = img.astype("float32") / 255.0
    img = img.reshape([pic.size[1], pic.size[0], channels])
    return img.transpose([2, 0, 1]) if data_format == "CHW" else img


def normalize(img, mean, std, data_format="CHW", to_rgb=False):
    """``(img - mean) / std`` per channel (float32 constants for NumPy images)."""
    from unigrad.paddle_api.tensor import to_tensor as make

    if _is_tensor(img):
        mean, std = make(mean), make(std)
        if _channel_first(data_format):
            mean, std = mean.reshape([-1, 1, 1]), std.reshape([-1, 1, 1])
        return (img - mean) / std
    if _is_pil(img):
        img = np.array(img).astype(np.float32)
    shape = (-1, 1, 1) if data_format == "CHW" else (1, 1, -1)
    mean = np.float32(np.array(mean).reshape(shape))
    std = np.float32(np.array(std).reshape(shape))
    if to_rgb:
        img = img[..., ::-1]
    return (img - mean) / std


def crop(img, top, left, height, width, data_format="CHW"):
    _check_image(img)
    if _is_pil(img):
        return img.crop((left, top, left + width, top + height))
    if _is_tensor(img) and _channel_first(data_format):
        return img[:, top:top + height, left:left + width]
    return img[top:top + height, left:left + width, :]


def center_crop(img, output_size, data_format="CHW"):
    _check_image(img)
    if isinstance(output_size, numbers.Number):
        output_size = (int(output_size), int(output_size))
    width, height = image_size(img, data_format)
    crop_height, crop_width = output_size
    top = int(round((height - crop_height) / 2.0))
    left = int(round((width - crop_width) / 2.0))
    return crop(img, top, left, crop_height, crop_width, data_format)


def _flip(img, data_format, horizontal):
    _check_image(img)
    if _is_pil(img):
        transpose = sys.modules["PIL.Image"].Transpose
        return img.transpose(transpose.FLIP_LEFT_RIGHT if horizontal else transpose.FLIP_TOP_BOTTOM)
    if not _is_tensor(img):
        _needs_cv2()
    if horizontal:
        axis = -1 if _channel_first(data_format) else -2
    else:
        axis = -2 if _channel_first(data_format) else -3
    return img.flip(axis=[axis])


def hflip(img, data_format="CHW"):
    return _flip(img, data_format, True)


def vflip(img, data_format="CHW"):
    return _flip(img, data_format, False)


def resize(img, size, interpolation="bilinear", data_format="CHW"):
    """Resize a tensor image; an int ``size`` sets the shorter side, keeping the aspect ratio."""
    from unigrad.paddle_api.nn.functional import interpolate

    _check_image(img)
    if _is_pil(img):
        return _pil_resize(img, size, interpolation)
    if not _is_tensor(img):
        _needs_cv2()
    width, height = image_size(img, data_format)
    if isinstance(size, int):
        if (width <= height and width == size) or (height <= width and height == size):
            return img
        if width < height:
            size = (int(size * height / width), size)
        else:
            size = (size, int(size * width / height))
    layout = "NCHW" if _channel_first(data_format) else "NHWC"
    batch = img.unsqueeze(0) if img.ndim == 3 else img.unsqueeze(0).unsqueeze(0)
    out = interpolate(batch, size=list(size), mode=interpolation.lower(), data_format=layout)
    return out.squeeze(0) if img.ndim == 3 else out.squeeze(0).squeeze(0)


def _pil_resize(img, size, interpolation):
    if not (isinstance(size, int) or (isinstance(size, Iterable) and len(size) == 2)):
        raise TypeError(f"Got inappropriate size arg: {size}")
    if isinstance(size, int):
        width, height = img.size
        if (width <= height and width == size) or (height <= width and height == size):
            return img
        size = (int(size * height / width), size) if width < height else (size, int(size * width / height))
    return img.resize(tuple(size)[::-1], _pil_filter(interpolation))
