"""``paddle.vision.transforms.functional`` on paddle Tensors (CHW or HWC) and NumPy HWC arrays.

Paddle hands NumPy images to OpenCV for resizing, flipping, padding, rotating and colour changes;
unigrad, like paddle in an environment without ``cv2``, raises paddle's ``ImportError`` for those, and
does the rest (to_tensor, normalize, crops, transpose, erase) as paddle does on NumPy. Tensor images are
warped (affine, perspective, rotate) on paddle's float32 sampling grids with torch's grid_sample (values may
differ from paddle's in the last bits), padded, turned grey and colour-adjusted with paddle's own ops, in
paddle's formulas (CHW or NCHW batches). PIL images go
through PIL's own methods, as paddle's PIL backend does; PIL is no dependency of unigrad: it is only
looked up (never imported) when an image might be one, so code that made a PIL image has it.
"""

import math
import numbers
import sys
from collections.abc import Iterable

import numpy as np

__all__ = ["to_tensor", "normalize", "crop", "center_crop", "hflip", "vflip", "resize", "pad", "adjust_brightness",
           "adjust_contrast", "adjust_saturation", "adjust_hue", "affine", "rotate", "perspective", "to_grayscale",
           "erase"]

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


def _image_kind(img, data_format="CHW"):
    """``"pil"``, ``"numpy"`` or ``"tensor"`` for crop/flip/resize, which take a tensor of any rank and then
    refuse all but CHW/NCHW (HWC/NHWC) ones as paddle does; a TypeError for anything else."""
    if _is_pil(img):
        return "pil"
    if _is_numpy(img):
        return "numpy"
    if _is_tensor_image(img):
        _check_tensor_image(img, data_format)
        return "tensor"
    raise TypeError(_IMAGE_TYPES.format(type(img)))


def _needs_cv2():
    raise ImportError(_NO_CV2)


def _channel_first(data_format):
    return data_format.upper() == "CHW"


def image_size(img, data_format="CHW"):
    """``(width, height)`` of an image (NumPy images are HWC)."""
    if _is_pil(img):
        return img.size
    if _is_tensor_image(img):
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

    if _is_tensor_image(img):
        _check_tensor_image(img, data_format)
        mean, std = make(mean, place=img.place), make(std, place=img.place)
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
    """The rows and columns asked for; paddle slices a tensor's axes 1 and 2 (CHW), so an NCHW batch is cut
    along C and H, as in paddle."""
    kind = _image_kind(img, data_format)
    if kind == "pil":
        return img.crop((left, top, left + width, top + height))
    if kind == "tensor" and _channel_first(data_format):
        return img[:, top:top + height, left:left + width]
    return img[top:top + height, left:left + width, :]


def center_crop(img, output_size, data_format="CHW"):
    _image_kind(img, data_format)
    if isinstance(output_size, numbers.Number):
        output_size = (int(output_size), int(output_size))
    width, height = image_size(img, data_format)
    crop_height, crop_width = output_size
    top = int(round((height - crop_height) / 2.0))
    left = int(round((width - crop_width) / 2.0))
    return crop(img, top, left, crop_height, crop_width, data_format)


def _flip(img, data_format, horizontal):
    kind = _image_kind(img, data_format)
    if kind == "pil":
        transpose = sys.modules["PIL.Image"].Transpose
        return img.transpose(transpose.FLIP_LEFT_RIGHT if horizontal else transpose.FLIP_TOP_BOTTOM)
    if kind == "numpy":
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
    """Resize a tensor image; an int ``size`` sets the shorter side, keeping the aspect ratio. paddle adds one
    leading axis before interpolating, so an NCHW batch reaches ``interpolate`` as 5-D and gets its error."""
    from unigrad.paddle_api.nn.functional import interpolate

    kind = _image_kind(img, data_format)
    if kind == "pil":
        return _pil_resize(img, size, interpolation)
    if kind == "numpy":
        _needs_cv2()
    if not (isinstance(size, int) or (isinstance(size, (tuple, list)) and len(size) == 2)):
        raise TypeError(f"Got inappropriate size arg: {size}")
    width, height = image_size(img, data_format)
    if isinstance(size, int):
        if (width <= height and width == size) or (height <= width and height == size):
            return img
        if width < height:
            size = (int(size * height / width), size)
        else:
            size = (size, int(size * width / height))
    layout = "NCHW" if _channel_first(data_format) else "NHWC"
    out = interpolate(img.unsqueeze(0), size=list(size), mode=interpolation.lower(), data_format=layout)
    return out.squeeze(0)


def _pil_resize(img, size, interpolation):
    if not (isinstance(size, int) or (isinstance(size, Iterable) and len(size) == 2)):
        raise TypeError(f"Got inappropriate size arg: {size}")
    if isinstance(size, int):
        width, height = img.size
        if (width <= height and width == size) or (height <= width and height == size):
            return img
        size = (int(size * height / width), size) if width < height else (size, int(size * width / height))
    return img.resize(tuple(size)[::-1], _pil_filter(interpolation))


_IMAGE_TYPES = "img should be PIL Image or Tensor Image or ndarray with dim=[2 or 3]. Got {}"


def _dispatch(img, name):
    """``"pil"``, ``"tensor"`` or (with OpenCV, which unigrad has not) paddle's ImportError; TypeError otherwise."""
    if not (_is_pil(img) or _is_numpy(img) or _is_tensor_image(img)):
        raise TypeError(_IMAGE_TYPES.format(type(img)))
    if _is_pil(img):
        return "pil"
    if _is_numpy(img):
        _needs_cv2()
    return "tensor"


def _paddle():
    import unigrad.paddle_api as paddle

    return paddle


def _check_tensor_image(img, data_format="CHW"):
    """paddle's tensor-image functions take CHW or NCHW (HWC or NHWC) tensors only."""
    if not _is_tensor_image(img) or img.ndim < 3 or img.ndim > 4 or data_format.lower() not in ("chw", "hwc"):
        raise RuntimeError(f"not support [type={type(img)}, ndim={img.ndim}, data_format={data_format}] paddle image")


def _tensor_pad(img, padding, fill, padding_mode):
    """Pad the last two axes with ``paddle.nn.functional.pad`` (``edge`` is its ``replicate``; no ``symmetric``)."""
    _check_tensor_image(img)
    _check_pad_arguments(padding, fill, padding_mode)
    left, top, right, bottom = _pad_sides(padding)
    if padding_mode == "symmetric":
        raise ValueError("Do not support symmetric mode")
    mode = "replicate" if padding_mode == "edge" else padding_mode
    padded = _paddle().nn.functional.pad(img.unsqueeze(0), pad=[left, right, top, bottom], mode=mode,
                                         value=float(fill), data_format="NCHW")
    return padded.squeeze(0)


def _tensor_grayscale(img, num_output_channels=1):
    """ITU-R 601 luma (0.2989, 0.587, 0.114), summed over the channel axis, repeated to 1 or 3 channels."""
    _check_tensor_image(img)
    if num_output_channels not in (1, 3):
        raise ValueError("num_output_channels should be either 1 or 3")
    paddle = _paddle()
    weights = paddle.to_tensor([0.2989, 0.5870, 0.1140]).astype(img.dtype).reshape((-1, 1, 1))
    gray = (img * weights).sum(axis=-3, keepdim=True)
    shape = list(gray.shape)
    shape[-3] = num_output_channels
    return gray.expand(shape)


def _blend(img, other, ratio):
    """``lerp(other, img, ratio)`` clipped to the image's range (1 for floats, 255 otherwise), in its dtype."""
    paddle = _paddle()
    bound = 1.0 if paddle.is_floating_point(img) else 255.0
    return paddle.lerp(other, img, float(ratio)).clip(0, bound).astype(img.dtype)


def _channels(img):
    return img.shape[-3]


def _tensor_brightness(img, factor):
    _check_tensor_image(img)
    assert factor >= 0, "brightness_factor should be non-negative."
    assert _channels(img) in [1, 3], "channels of input should be either 1 or 3."
    return _blend(img, _paddle().zeros_like(img, img.dtype), factor)


def _tensor_contrast(img, factor):
    _check_tensor_image(img)
    assert factor >= 0, "contrast_factor should be non-negative."
    paddle = _paddle()
    dtype = img.dtype if paddle.is_floating_point(img) else paddle.float32
    if _channels(img) == 1:
        target = paddle.mean(img.astype(dtype), axis=(-3, -2, -1), keepdim=True)
    elif _channels(img) == 3:
        target = paddle.mean(_tensor_grayscale(img).astype(dtype), axis=(-3, -2, -1), keepdim=True)
    else:
        raise ValueError("channels of input should be either 1 or 3.")
    return _blend(img, target, factor)


def _tensor_saturation(img, factor):
    _check_tensor_image(img)
    assert factor >= 0, "saturation_factor should be non-negative."
    if _channels(img) == 1:
        return img
    if _channels(img) != 3:
        raise ValueError("channels of input should be either 1 or 3.")
    return _blend(img, _tensor_grayscale(img), factor)


def _rgb_to_hsv(img):
    """Hue, saturation and value (each in [0, 1]) of an RGB tensor image, on the channel axis."""
    paddle = _paddle()
    maxc, minc = img.max(axis=-3), img.min(axis=-3)
    same = paddle.equal(maxc, minc)
    ones = paddle.ones_like(maxc)
    delta = maxc - minc
    saturation = delta / paddle.where(same, ones, maxc)  # grey pixels: divide by 1, not by 0
    r, g, b = img.unbind(axis=-3)
    divisor = paddle.where(same, ones, delta)
    rc, gc, bc = (maxc - r) / divisor, (maxc - g) / divisor, (maxc - b) / divisor
    hr = (maxc == r).astype(maxc.dtype) * (bc - gc)
    hg = ((maxc == g) & (maxc != r)).astype(maxc.dtype) * (rc - bc + 2.0)
    hb = ((maxc != r) & (maxc != g)).astype(maxc.dtype) * (gc - rc + 4.0)
    hue = (hr + hg + hb) / 6.0 + 1.0
    hue = hue - hue.trunc()
    return paddle.stack([hue, saturation, maxc], axis=-3)


def _hsv_to_rgb(img):
    paddle = _paddle()
    h, s, v = img.unbind(axis=-3)
    f = h * 6.0
    sector = paddle.floor(f)
    f = f - sector
    sector = sector.astype(paddle.int32) % 6
    p = paddle.clip(v * (1.0 - s), 0.0, 1.0)
    q = paddle.clip(v * (1.0 - s * f), 0.0, 1.0)
    t = paddle.clip(v * (1.0 - s * (1.0 - f)), 0.0, 1.0)
    # one-hot over the six hue sectors picks each channel's value (a sum with one non-zero term)
    mask = paddle.equal(sector.unsqueeze(axis=-3), paddle.arange(6, dtype=sector.dtype).reshape((-1, 1, 1)))
    mask = mask.astype(img.dtype)
    table = paddle.stack([paddle.stack([v, q, p, p, t, v], axis=-3), paddle.stack([t, v, v, q, p, p], axis=-3),
                          paddle.stack([p, p, t, v, v, q], axis=-3)], axis=-4)
    return (mask.unsqueeze(-4) * table).sum(axis=-3)


def _tensor_hue(img, factor):
    _check_tensor_image(img)
    assert -0.5 <= factor <= 0.5, "hue_factor should be in range [-0.5, 0.5]"
    if _channels(img) == 1:
        return img
    if _channels(img) != 3:
        raise ValueError("channels of input should be either 1 or 3.")
    paddle = _paddle()
    dtype = img.dtype
    if dtype == paddle.uint8:
        img = img.astype(paddle.float32) / 255.0
    h, s, v = _rgb_to_hsv(img).unbind(axis=-3)
    h = h + factor
    h = h - h.floor()
    out = _hsv_to_rgb(paddle.stack([h, s, v], axis=-3))
    return (out * 255.0).astype(dtype) if dtype == paddle.uint8 else out


def _pil():
    return sys.modules["PIL.Image"]


def pad(img, padding, fill=0, padding_mode="constant"):
    """Pad an image on each side (PIL: ``ImageOps.expand``, or numpy's ``pad`` for the other modes)."""
    if _dispatch(img, "pad") == "tensor":
        return _tensor_pad(img, padding, fill, padding_mode)
    _check_pad_arguments(padding, fill, padding_mode)
    padding = tuple(padding) if isinstance(padding, list) else padding
    left, top, right, bottom = _pad_sides(padding)
    from PIL import ImageOps

    palette = img.getpalette() if img.mode == "P" else None
    if padding_mode == "constant":
        out = ImageOps.expand(img, border=padding, fill=fill)
    else:
        pixels = np.asarray(img)
        widths = ((top, bottom), (left, right)) + (((0, 0),) if pixels.ndim == 3 else ())
        out = _pil().fromarray(np.pad(pixels, widths, padding_mode))
    if palette is not None:
        out.putpalette(palette)
    return out


def _check_pad_arguments(padding, fill, padding_mode):
    if not isinstance(padding, (numbers.Number, list, tuple)):
        raise TypeError("Got inappropriate padding arg")
    if not isinstance(fill, (numbers.Number, str, list, tuple)):
        raise TypeError("Got inappropriate fill arg")
    if not isinstance(padding_mode, str):
        raise TypeError("Got inappropriate padding_mode arg")
    if isinstance(padding, (list, tuple)) and len(padding) not in [2, 4]:
        raise ValueError("Padding must be an int or a 2, or 4 element tuple, not a " + f"{len(padding)} element tuple")
    assert padding_mode in ["constant", "edge", "reflect", "symmetric"], \
        "Padding mode should be either constant, edge, reflect or symmetric"


def _pad_sides(padding):
    """``(left, top, right, bottom)`` from an int, ``(left/right, top/bottom)`` or the four sides."""
    if isinstance(padding, int):
        return padding, padding, padding, padding
    if len(padding) == 2:
        return padding[0], padding[1], padding[0], padding[1]
    return tuple(padding)


def _enhance(img, name, enhancer, factor, tensor_version):
    if _dispatch(img, name) == "tensor":
        return tensor_version(img, factor)
    from PIL import ImageEnhance

    return getattr(ImageEnhance, enhancer)(img).enhance(factor)


def adjust_brightness(img, brightness_factor):
    return _enhance(img, "adjust_brightness", "Brightness", brightness_factor, _tensor_brightness)


def adjust_contrast(img, contrast_factor):
    return _enhance(img, "adjust_contrast", "Contrast", contrast_factor, _tensor_contrast)


def adjust_saturation(img, saturation_factor):
    return _enhance(img, "adjust_saturation", "Color", saturation_factor, _tensor_saturation)


def adjust_hue(img, hue_factor):
    """Shift the hue channel (HSV, 8 bits) by ``int(hue_factor * 255)``, modulo 256."""
    if _dispatch(img, "adjust_hue") == "tensor":
        return _tensor_hue(img, hue_factor)
    if not -0.5 <= hue_factor <= 0.5:
        raise ValueError(f"hue_factor:{hue_factor} is not in [-0.5, 0.5].")
    if img.mode in {"L", "1", "I", "F"}:
        return img
    hue, saturation, value = img.convert("HSV").split()
    shifted = ((np.array(hue, dtype=np.uint8).astype(np.int16) + int(hue_factor * 255)) % 256).astype(np.uint8)
    hue = _pil().fromarray(shifted, "L")
    return _pil().merge("HSV", (hue, saturation, value)).convert(img.mode)


def _fill(fill):
    return tuple([fill] * 3) if isinstance(fill, int) else fill


def _affine_matrix(center, angle, translate, scale, shear):
    """The inverse of rotation, shear, scale and translation about ``center``, as PIL's AFFINE data wants it."""
    rotation, shear_x, shear_y = math.radians(angle), math.radians(shear[0]), math.radians(shear[1])
    a = math.cos(rotation - shear_y) / math.cos(shear_y)
    b = -math.cos(rotation - shear_y) * math.tan(shear_x) / math.cos(shear_y) - math.sin(rotation)
    c = math.sin(rotation - shear_y) / math.cos(shear_y)
    d = -math.sin(rotation - shear_y) * math.tan(shear_x) / math.cos(shear_y) + math.cos(rotation)
    matrix = [value / scale for value in (d, -b, 0.0, -c, a, 0.0)]
    (cx, cy), (tx, ty) = center, translate
    matrix[2] += matrix[0] * (-cx - tx) + matrix[1] * (-cy - ty) + cx
    matrix[5] += matrix[3] * (-cx - tx) + matrix[4] * (-cy - ty) + cy
    return matrix


def affine(img, angle, translate, scale, shear, interpolation="nearest", fill=0, center=None):
    if not (_is_pil(img) or _is_numpy(img) or _is_tensor_image(img)):
        raise TypeError(_IMAGE_TYPES.format(type(img)))
    if not isinstance(angle, (int, float)):
        raise TypeError("Argument angle should be int or float")
    if not isinstance(translate, (list, tuple)):
        raise TypeError("Argument translate should be a sequence")
    if len(translate) != 2:
        raise ValueError("Argument translate should be a sequence of length 2")
    if scale <= 0.0:
        raise ValueError("Argument scale should be positive")
    if not isinstance(shear, (numbers.Number, list, tuple)):
        raise TypeError("Shear should be either a single value or a sequence of two values")
    if not isinstance(interpolation, str):
        raise TypeError("Argument interpolation should be a string")
    shear = [shear, 0.0] if isinstance(shear, numbers.Number) else list(shear)
    if len(shear) == 1:
        shear = [shear[0], shear[0]]
    if len(shear) != 2:
        raise ValueError(f"Shear should be a sequence containing two values. Got {shear}")
    if center is not None and not isinstance(center, (list, tuple)):
        raise TypeError("Argument center should be a sequence")
    if _is_tensor_image(img):
        center_f = [0.0, 0.0]
        if center is not None:  # paddle takes (height, width) as (shape[-1], shape[-2]): kept as it does
            height, width = img.shape[-1], img.shape[-2]
            center_f = [1.0 * (c - s * 0.5) for c, s in zip(center, [width, height])]
        matrix = _affine_matrix(center_f, float(angle), [1.0 * t for t in translate], scale, shear)
        return _warp_tensor(img, lambda w, h: _affine_grid(matrix, w, h), interpolation, _fill(fill))
    _dispatch(img, "affine")
    width, height = img.size
    center = [width * 0.5, height * 0.5] if center is None else center
    matrix = _affine_matrix(center, float(angle), list(translate), scale, shear)
    return img.transform(img.size, _pil().AFFINE, matrix, _pil_filter(interpolation), _fill(fill))


def _affine_grid(matrix, w, h, ow=None, oh=None):
    """grid_sample's [1, oh, ow, 2] sampling points (the input's size by default) of an affine warp of a
    ``w x h`` image: output pixel centres about the centre, through ``matrix`` (6 values), scaled to [-1, 1]
    (float32, as paddle builds them)."""
    import torch

    ow, oh = ow or w, oh or h
    theta = torch.as_tensor(matrix, dtype=torch.float32).reshape(1, 2, 3)
    base = torch.ones(1, oh, ow, 3)
    base[..., 0] = torch.linspace(-ow * 0.5 + 0.5, ow * 0.5 + 0.5 - 1, ow)
    base[..., 1] = torch.linspace(-oh * 0.5 + 0.5, oh * 0.5 + 0.5 - 1, oh).unsqueeze(-1)
    scaled = theta.transpose(1, 2) / torch.tensor([0.5 * w, 0.5 * h])
    return base.reshape(1, oh * ow, 3).bmm(scaled).reshape(1, oh, ow, 2)


def _perspective_grid(coefficients, w, h):
    """The sampling points of a perspective warp with paddle's 8 coefficients (float32)."""
    import torch

    c = torch.tensor([float(v) for v in coefficients], dtype=torch.float32)
    theta1 = c[:6].reshape(1, 2, 3)
    theta2 = torch.cat((c[6:].reshape(1, 2).repeat(2, 1), torch.ones(2, 1)), 1).unsqueeze(0)
    base = torch.ones(1, h, w, 3)
    base[..., 0] = torch.linspace(0.5, w * 1.0 + 0.5 - 1.0, w)
    base[..., 1] = torch.linspace(0.5, h * 1.0 + 0.5 - 1.0, h).unsqueeze(-1)
    flat = base.reshape(1, h * w, 3)
    grid = flat.bmm(theta1.transpose(1, 2) / torch.tensor([0.5 * w, 0.5 * h])) / flat.bmm(theta2.transpose(1, 2)) - 1.0
    return grid.reshape(1, h, w, 2)


def _warp_tensor(img, make_grid, interpolation, fill):
    """Sample a CHW (or NCHW) tensor image at ``make_grid(w, h)`` (torch's grid_sample, zeros outside), then
    put ``fill`` where the warp left the image, as paddle does (a ones channel warped along marks it)."""
    import torch
    import torch.nn.functional as torch_functional

    from unigrad.paddle_api.tensor import wrap

    t = img._torch
    batched = t.unsqueeze(0) if t.dim() == 3 else t
    grid = make_grid(batched.shape[-1], batched.shape[-2]).to(batched.dtype)
    grid = grid.expand(batched.shape[0], -1, -1, -1)
    if fill is not None:
        batched = torch.cat((batched, torch.ones_like(batched[:, :1])), 1)
    out = torch_functional.grid_sample(batched, grid, mode=interpolation, padding_mode="zeros", align_corners=False)
    if fill is not None:
        mask, out = out[:, -1:].expand_as(out[:, :-1]), out[:, :-1]
        values = torch.tensor(fill if isinstance(fill, (tuple, list)) else [fill], dtype=out.dtype)
        fill_image = values.reshape(1, -1, 1, 1).expand_as(out)
        if interpolation == "nearest":
            mask = (mask < 0.5).to(out.dtype)
            out = out * (1.0 - mask) + mask * fill_image
        else:
            out = out * mask + (1.0 - mask) * fill_image
    return wrap(out.squeeze(0) if t.dim() == 3 else out)


def _tensor_rotate(img, angle, interpolation, expand, center, fill):
    """Rotate a CHW tensor image counter-clockwise about ``center`` (the image centre by default), keeping
    its size or (``expand``) growing to hold every corner; the matrix is float32, as paddle computes it."""
    import torch

    h, w = img.shape[-2], img.shape[-1]
    about = [0.0, 0.0] if center is None else [p - s * 0.5 for p, s in zip(center, [w, h])]
    radians = math.radians(-angle % 360)
    m = torch.tensor([math.cos(radians), math.sin(radians), 0.0, -math.sin(radians), math.cos(radians), 0.0])
    m[2] += m[0] * -about[0] + m[1] * -about[1] + about[0]
    m[5] += m[3] * -about[0] + m[4] * -about[1] + about[1]
    ow, oh = w, h
    if expand:
        corners = torch.tensor([[-0.5 * w, -0.5 * h, 1.0], [-0.5 * w, 0.5 * h, 1.0], [0.5 * w, 0.5 * h, 1.0],
                                [0.5 * w, -0.5 * h, 1.0]])
        moved = corners.reshape(1, -1, 3).bmm(m.reshape(1, 2, 3).transpose(1, 2)).reshape(1, -1, 2)
        size = moved.amax(dim=-2).ceil() - moved.amin(dim=-2).floor()
        ow, oh = int(size[0][0]), int(size[0][1])
    return _warp_tensor(img.unsqueeze(0), lambda w_, h_: _affine_grid(m, w, h, ow, oh), interpolation,
                        fill).squeeze(0)


def rotate(img, angle, interpolation="nearest", expand=False, center=None, fill=0):
    if _dispatch(img, "rotate") == "tensor":
        return _tensor_rotate(img, angle, interpolation, expand, center, fill)
    center = tuple(center) if isinstance(center, list) else center
    fill = tuple(fill) if isinstance(fill, list) else fill
    return img.rotate(angle, _pil_filter(interpolation), expand, center, fillcolor=_fill(fill))


def _perspective_coefficients(startpoints, endpoints):
    """The 8 coefficients taking ``endpoints`` to ``startpoints`` (least squares, as paddle solves them)."""
    rows = []
    for (x, y), (u, v) in zip(endpoints, startpoints):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    return list(np.linalg.lstsq(np.array(rows, dtype=np.float64), np.array(startpoints).reshape([8]), rcond=None)[0])


def perspective(img, startpoints, endpoints, interpolation="nearest", fill=0):
    if _is_tensor_image(img):
        coefficients = _perspective_coefficients(startpoints, endpoints)
        return _warp_tensor(img, lambda w, h: _perspective_grid(coefficients, w, h), interpolation, fill)
    _dispatch(img, "perspective")
    coefficients = _perspective_coefficients(startpoints, endpoints)
    return img.transform(img.size, _pil().PERSPECTIVE, coefficients, _pil_filter(interpolation), _fill(fill))


def to_grayscale(img, num_output_channels=1):
    if _dispatch(img, "to_grayscale") == "tensor":
        return _tensor_grayscale(img, num_output_channels)
    if num_output_channels not in (1, 3):
        raise ValueError("num_output_channels should be either 1 or 3")
    gray = img.convert("L")
    if num_output_channels == 1:
        return gray
    pixels = np.array(gray, dtype=np.uint8)
    return _pil().fromarray(np.dstack([pixels, pixels, pixels]), "RGB")


def erase(img, i, j, h, w, v, inplace=False):
    """Set the ``h x w`` region at row ``i``, column ``j`` to ``v`` (a tensor image: its last two axes)."""
    if isinstance(img, _tensor_type()):
        if img.ndim < 3 or img.ndim > 4:
            raise RuntimeError(f"not support [type={type(img)}, ndim={img.ndim}, data_format=CHW] paddle image")
        if not inplace:
            img = img.clone()
        img[..., i:i + h, j:j + w] = v
        return img
    if _is_pil(img):
        pixels = np.array(img, dtype=np.uint8)
        pixels[i:i + h, j:j + w, ...] = v
        return _pil().fromarray(pixels, "RGB")
    if not inplace:
        img = img.copy()
    img[i:i + h, j:j + w, ...] = v
    return img
