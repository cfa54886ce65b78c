"""``paddle.vision.transforms.functional`` on paddle Tensors (CHW or HWC) and NumPy HWC arrays.

Paddle hands NumPy images to OpenCV for resizing, flipping, padding and colour changes; unigrad,
like paddle in an environment without ``cv2``, raises paddle's ``ImportError`` for those, and
does the rest (to_tensor, normalize, crops, transpose) as paddle does on NumPy. PIL images are
not supported (PIL is no dependency of unigrad).
"""

import numbers

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


def _check_image(img):
    if not (_is_numpy(img) or _is_tensor(img)):
        raise TypeError(f"pic should be PIL Image or Tensor Image or ndarray with dim=[2 or 3]. Got {type(img)}")


def _needs_cv2():
    raise ImportError(_NO_CV2)


def _channel_first(data_format):
    return data_format.upper() == "CHW"


def image_size(img, data_format="CHW"):
    """``(width, height)`` of an image (NumPy images are HWC)."""
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
    if pic.ndim == 2:
        pic = pic[:, :, None]
    img = make(pic.transpose((2, 0, 1)) if data_format == "CHW" else pic)
    if img.dtype.name == "UINT8":
        return img.astype("float32") / 255.0
    return img


def normalize(img, mean, std, data_format="CHW", to_rgb=False):
    """``(img - mean) / std`` per channel (float32 constants for NumPy images)."""
    from unigrad.paddle_api.tensor import to_tensor as make

    if _is_tensor(img):
        mean, std = make(mean), make(std)
        if _channel_first(data_format):
            mean, std = mean.reshape([-1, 1, 1]), std.reshape([-1, 1, 1])
        return (img - mean) / std
    shape = (-1, 1, 1) if data_format == "CHW" else (1, 1, -1)
    mean = np.float32(np.array(mean).reshape(shape))
    std = np.float32(np.array(std).reshape(shape))
    if to_rgb:
        img = img[..., ::-1]
    return (img - mean) / std


def crop(img, top, left, height, width, data_format="CHW"):
    _check_image(img)
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
