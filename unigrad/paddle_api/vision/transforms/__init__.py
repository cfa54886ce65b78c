"""``paddle.vision.transforms``: image transforms as callables (``Compose([...])(img)``), paddle's semantics.

Random transforms draw from Python's ``random`` module (and, where paddle does, NumPy's global generator),
in paddle's order, as paddle's do in dygraph mode.
"""

import math
import numbers
import random
import traceback
from collections.abc import Iterable, Sequence

import numpy as np

from unigrad.paddle_api._real_names import RealNamed
from unigrad.paddle_api.vision.transforms import functional
from unigrad.paddle_api.vision.transforms.functional import (
    adjust_brightness, adjust_contrast, adjust_hue, adjust_saturation, affine, center_crop, crop, erase, hflip,
    normalize, pad, perspective, resize, rotate, to_grayscale, to_tensor, vflip,
)

__all__ = ["BaseTransform", "Compose", "ToTensor", "Normalize", "Transpose", "Resize", "CenterCrop", "RandomCrop",
           "RandomHorizontalFlip", "RandomVerticalFlip", "functional", "to_tensor", "normalize", "crop",
           "center_crop", "hflip", "vflip", "resize", "BrightnessTransform", "ContrastTransform",
           "SaturationTransform", "HueTransform", "ColorJitter", "Grayscale", "Pad", "RandomAffine", "RandomErasing",
           "RandomPerspective", "RandomResizedCrop", "RandomRotation", "pad", "adjust_brightness", "adjust_contrast",
           "adjust_saturation", "adjust_hue", "affine", "rotate", "perspective", "to_grayscale", "erase"]


class Compose(RealNamed):
    """Apply ``transforms`` in order."""

    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, data):
        for transform in self.transforms:
            try:
                data = transform(data)
            except Exception as e:  # paddle prints which transform failed, with the traceback, then re-raises
                print(f"fail to perform transform [{transform}] with error: {e} and stack:\n{traceback.format_exc()}")
                raise e
        return data

    def __repr__(self):
        lines = "".join(f"\n    {t}" for t in self.transforms)
        return f"{type(self).__name__}({lines}\n)"


class BaseTransform(RealNamed):
    """A transform of one input or of a tuple whose items are named by ``keys`` (only ``'image'`` is handled here)."""

    def __init__(self, keys=None):
        if keys is None:
            keys = ("image",)
        elif not isinstance(keys, Sequence):
            raise ValueError(f"keys should be a sequence, but got keys={keys}")
        for key in keys:
            if self._get_apply(key) is None:
                raise NotImplementedError(f"{key} is unsupported data structure")
        self.keys = keys
        self.params = None

    def _get_params(self, inputs):
        pass

    def __call__(self, inputs):
        if not isinstance(inputs, tuple):
            inputs = (inputs,)
        self.params = self._get_params(inputs)
        outputs = []
        for i in range(min(len(inputs), len(self.keys))):
            apply = self._get_apply(self.keys[i])
            outputs.append(inputs[i] if apply is None else apply(inputs[i]))
        outputs.extend(inputs[len(self.keys):])
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def _get_apply(self, key):
        return getattr(self, f"_apply_{key}", None)

    def _apply_image(self, image):
        raise NotImplementedError


class ToTensor(BaseTransform):
    def __init__(self, data_format="CHW", keys=None):
        super().__init__(keys)
        self.data_format = data_format

    def _apply_image(self, img):
        return to_tensor(img, self.data_format)


class Normalize(BaseTransform):
    def __init__(self, mean=0.0, std=1.0, data_format="CHW", to_rgb=False, keys=None):
        super().__init__(keys)
        self.mean = [mean] * 3 if isinstance(mean, numbers.Number) else mean
        self.std = [std] * 3 if isinstance(std, numbers.Number) else std
        self.data_format = data_format
        self.to_rgb = to_rgb

    def _apply_image(self, img):
        return normalize(img, self.mean, self.std, self.data_format, self.to_rgb)


class Transpose(BaseTransform):
    def __init__(self, order=(2, 0, 1), keys=None):
        super().__init__(keys)
        self.order = order

    def _apply_image(self, img):
        if functional._is_tensor(img):
            return img.transpose(self.order)
        if functional._is_pil(img):
            img = np.asarray(img)
        if len(img.shape) == 2:
            img = img[..., np.newaxis]
        return img.transpose(self.order)


class Resize(BaseTransform):
    def __init__(self, size, interpolation="bilinear", keys=None):
        super().__init__(keys)
        assert isinstance(size, int) or (isinstance(size, Iterable) and len(size) == 2)
        self.size = size
        self.interpolation = interpolation

    def _apply_image(self, img):
        return resize(img, self.size, self.interpolation)


class CenterCrop(BaseTransform):
    def __init__(self, size, keys=None):
        super().__init__(keys)
        self.size = (int(size), int(size)) if isinstance(size, numbers.Number) else size

    def _apply_image(self, img):
        return center_crop(img, self.size)


class RandomCrop(BaseTransform):
    """Crop ``size`` at a position drawn with ``random.randint``."""

    def __init__(self, size, padding=None, pad_if_needed=False, fill=0, padding_mode="constant", keys=None):
        super().__init__(keys)
        self.size = (int(size), int(size)) if isinstance(size, numbers.Number) else size
        self.padding = padding
        self.pad_if_needed = pad_if_needed
        self.fill = fill
        self.padding_mode = padding_mode

    def _get_param(self, img, output_size):
        width, height = _image_size(img)
        crop_height, crop_width = output_size
        if width == crop_width and height == crop_height:
            return 0, 0, height, width
        return random.randint(0, height - crop_height), random.randint(0, width - crop_width), crop_height, crop_width

    def _apply_image(self, img):
        if self.padding is not None:
            img = pad(img, self.padding, self.fill, self.padding_mode)
        width, height = _image_size(img)
        # too narrow or too low: padded on both sides of that axis first
        if self.pad_if_needed and width < self.size[1]:
            img = pad(img, (self.size[1] - width, 0), self.fill, self.padding_mode)
        if self.pad_if_needed and height < self.size[0]:
            img = pad(img, (0, self.size[0] - height), self.fill, self.padding_mode)
        return crop(img, *self._get_param(img, self.size))


class RandomHorizontalFlip(BaseTransform):
    def __init__(self, prob=0.5, keys=None):
        super().__init__(keys)
        assert 0 <= prob <= 1, "probability must be between 0 and 1"
        self.prob = prob

    def _apply_image(self, img):
        return hflip(img) if random.random() < self.prob else img


class RandomVerticalFlip(BaseTransform):
    def __init__(self, prob=0.5, keys=None):
        super().__init__(keys)
        assert 0 <= prob <= 1, "probability must be between 0 and 1"
        self.prob = prob

    def _apply_image(self, img):
        return vflip(img) if random.random() < self.prob else img


def _image_size(img):
    """``(width, height)``; a tensor image is CHW or NCHW (else ValueError); anything else that is no image:
    TypeError."""
    if functional._is_tensor_image(img) and not functional._is_pil(img):
        if img.ndim not in (3, 4):
            raise ValueError(f"The dim for input Tensor should be 3-D or 4-D, but received {img.ndim}")
        return tuple(img.shape[-1:-3:-1])
    if not (functional._is_pil(img) or functional._is_numpy(img)):
        raise TypeError(f"Unexpected type {type(img)}")
    return functional.image_size(img)


def _factor_range(value, name, center=1, bound=(0, float("inf")), clip_first_on_zero=True):
    """``[low, high]`` to draw a factor from (None: the transform does nothing)."""
    if isinstance(value, numbers.Number):
        if value < 0:
            raise ValueError(f"If {name} is a single number, it must be non negative.")
        value = [center - value, center + value]
        if clip_first_on_zero:
            value[0] = max(value[0], 0)
    elif isinstance(value, (tuple, list)) and len(value) == 2:
        if not bound[0] <= value[0] <= value[1] <= bound[1]:
            raise ValueError(f"{name} values should be between {bound}")
    else:
        raise TypeError(f"{name} should be a single number or a list/tuple with length 2.")
    return None if value[0] == value[1] == center else value


class _RandomFactor(BaseTransform):
    """Apply ``_adjust(img, factor)`` with a factor drawn uniformly from the transform's range."""

    _name = ""

    def __init__(self, value, keys=None):
        super().__init__(keys)
        self.value = _factor_range(value, self._name)

    def _apply_image(self, img):
        if self.value is None:
            return img
        return type(self)._adjust(img, random.uniform(self.value[0], self.value[1]))


class BrightnessTransform(_RandomFactor):
    _name, _adjust = "brightness", staticmethod(adjust_brightness)


class ContrastTransform(_RandomFactor):
    _name, _adjust = "contrast", staticmethod(adjust_contrast)

    def __init__(self, value, keys=None):
        if value < 0:
            raise ValueError("contrast value should be non-negative")
        super().__init__(value, keys)


class SaturationTransform(_RandomFactor):
    _name, _adjust = "saturation", staticmethod(adjust_saturation)


class HueTransform(_RandomFactor):
    _name, _adjust = "hue", staticmethod(adjust_hue)

    def __init__(self, value, keys=None):
        BaseTransform.__init__(self, keys)
        self.value = _factor_range(value, "hue", center=0, bound=(-0.5, 0.5), clip_first_on_zero=False)


class ColorJitter(BaseTransform):
    """Brightness, contrast, saturation and hue changes in an order shuffled per call."""

    def __init__(self, brightness=0, contrast=0, saturation=0, hue=0, keys=None):
        super().__init__(keys)
        self.brightness, self.contrast, self.saturation, self.hue = brightness, contrast, saturation, hue

    def _apply_image(self, img):
        steps = [kind(value, self.keys) for kind, value in ((BrightnessTransform, self.brightness),
                                                             (ContrastTransform, self.contrast),
                                                             (SaturationTransform, self.saturation),
                                                             (HueTransform, self.hue)) if value is not None]
        random.shuffle(steps)
        return Compose(steps)(img)


class Grayscale(BaseTransform):
    def __init__(self, num_output_channels=1, keys=None):
        super().__init__(keys)
        self.num_output_channels = num_output_channels

    def _apply_image(self, img):
        return to_grayscale(img, self.num_output_channels)


class Pad(BaseTransform):
    def __init__(self, padding, fill=0, padding_mode="constant", keys=None):
        assert isinstance(padding, (numbers.Number, list, tuple))
        assert isinstance(fill, (numbers.Number, str, list, tuple))
        assert padding_mode in ["constant", "edge", "reflect", "symmetric"]
        padding = tuple(padding) if isinstance(padding, list) else padding
        fill = tuple(fill) if isinstance(fill, list) else fill
        if isinstance(padding, Sequence) and len(padding) not in [2, 4]:
            raise ValueError("Padding must be an int or a 2, or 4 element tuple, not a " + f"{len(padding)} element tuple")
        super().__init__(keys)
        self.padding, self.fill, self.padding_mode = padding, fill, padding_mode

    def _apply_image(self, img):
        return pad(img, self.padding, self.fill, self.padding_mode)


def _sequence_of(x, name, sizes):
    wanted = sizes[0] if len(sizes) < 2 else " or ".join(str(s) for s in sizes)
    if not isinstance(x, Sequence):
        raise TypeError(f"{name} should be a sequence of length {wanted}.")
    if len(x) not in sizes:
        raise ValueError(f"{name} should be sequence of length {wanted}.")


def _angle_range(x, name, sizes=(2,)):
    if isinstance(x, numbers.Number):
        if x < 0:
            raise ValueError(f"If {name} is a single number, it must be positive.")
        x = [-x, x]
    else:
        _sequence_of(x, name, sizes)
    return [float(d) for d in x]


class RandomAffine(BaseTransform):
    """An affine warp with angle, translation, scale and shear drawn (in that order) from their ranges."""

    def __init__(self, degrees, translate=None, scale=None, shear=None, interpolation="nearest", fill=0, center=None,
                 keys=None):
        self.degrees = _angle_range(degrees, "degrees")
        super().__init__(keys)
        assert interpolation in ["nearest", "bilinear", "bicubic"]
        self.interpolation = interpolation
        if translate is not None:
            _sequence_of(translate, "translate", (2,))
            if any(not 0.0 <= t <= 1.0 for t in translate):
                raise ValueError("translation values should be between 0 and 1")
        self.translate = translate
        if scale is not None:
            _sequence_of(scale, "scale", (2,))
            if any(s <= 0 for s in scale):
                raise ValueError("scale values should be positive")
        self.scale = scale
        self.shear = None if shear is None else _angle_range(shear, "shear", (2, 4))
        if fill is None:
            fill = 0
        elif not isinstance(fill, (Sequence, numbers.Number)):
            raise TypeError("Fill should be either a sequence or a number.")
        self.fill = fill
        if center is not None:
            _sequence_of(center, "center", (2,))
        self.center = center

    def _get_param(self, img_size, degrees, translate=None, scale_ranges=None, shears=None):
        angle = random.uniform(degrees[0], degrees[1])
        translations = (0, 0)
        if translate is not None:
            max_dx, max_dy = float(translate[0] * img_size[0]), float(translate[1] * img_size[1])
            translations = (int(random.uniform(-max_dx, max_dx)), int(random.uniform(-max_dy, max_dy)))
        scale = 1.0 if scale_ranges is None else random.uniform(scale_ranges[0], scale_ranges[1])
        shear = [0.0, 0.0]
        if shears is not None:
            shear[0] = random.uniform(shears[0], shears[1])
            if len(shears) == 4:
                shear[1] = random.uniform(shears[2], shears[3])
        return angle, translations, scale, tuple(shear)

    def _apply_image(self, img):
        params = self._get_param(list(_image_size(img)), self.degrees, self.translate, self.scale, self.shear)
        return affine(img, *params, interpolation=self.interpolation, fill=self.fill, center=self.center)


class RandomRotation(BaseTransform):
    def __init__(self, degrees, interpolation="nearest", expand=False, center=None, fill=0, keys=None):
        if isinstance(degrees, numbers.Number):
            if degrees < 0:
                raise ValueError("If degrees is a single number, it must be positive.")
            self.degrees = (-degrees, degrees)
        else:
            if len(degrees) != 2:
                raise ValueError("If degrees is a sequence, it must be of len 2.")
            self.degrees = degrees
        super().__init__(keys)
        self.interpolation, self.expand, self.center, self.fill = interpolation, expand, center, fill

    def _apply_image(self, img):
        angle = random.uniform(self.degrees[0], self.degrees[1])
        return rotate(img, angle, self.interpolation, self.expand, self.center, self.fill)


class RandomPerspective(BaseTransform):
    def __init__(self, prob=0.5, distortion_scale=0.5, interpolation="nearest", fill=0, keys=None):
        super().__init__(keys)
        assert 0 <= prob <= 1, "probability must be between 0 and 1"
        assert 0 <= distortion_scale <= 1, "distortion_scale must be between 0 and 1"
        assert interpolation in ["nearest", "bilinear", "bicubic"]
        assert isinstance(fill, (numbers.Number, str, list, tuple))
        self.prob, self.distortion_scale, self.interpolation, self.fill = prob, distortion_scale, interpolation, fill

    def get_params(self, width, height, distortion_scale):
        """Four corners moved inwards at random (top-left, top-right, bottom-right, bottom-left, x before y)."""
        dx, dy = int(distortion_scale * (width // 2)), int(distortion_scale * (height // 2))
        near_x = lambda: int(random.uniform(0, dx + 1))  # noqa: E731
        near_y = lambda: int(random.uniform(0, dy + 1))  # noqa: E731
        far_x = lambda: int(random.uniform(width - dx - 1, width))  # noqa: E731
        far_y = lambda: int(random.uniform(height - dy - 1, height))  # noqa: E731
        top_left = [near_x(), near_y()]
        top_right = [far_x(), near_y()]
        bottom_right = [far_x(), far_y()]
        bottom_left = [near_x(), far_y()]
        startpoints = [[0, 0], [width - 1, 0], [width - 1, height - 1], [0, height - 1]]
        return startpoints, [top_left, top_right, bottom_right, bottom_left]

    def _apply_image(self, img):
        width, height = _image_size(img)
        if random.random() < self.prob:
            startpoints, endpoints = self.get_params(width, height, self.distortion_scale)
            return perspective(img, startpoints, endpoints, self.interpolation, self.fill)
        return img


class RandomResizedCrop(BaseTransform):
    """Crop an area and aspect ratio drawn from NumPy's generator (position from ``random``), then resize."""

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3.0 / 4, 4.0 / 3), interpolation="bilinear", keys=None):
        super().__init__(keys)
        self.size = (size, size) if isinstance(size, int) else size
        assert scale[0] <= scale[1], "scale should be of kind (min, max)"
        assert ratio[0] <= ratio[1], "ratio should be of kind (min, max)"
        self.scale, self.ratio, self.interpolation = scale, ratio, interpolation

    def _get_param(self, image, attempts=10):
        width, height = _image_size(image)
        area = height * width
        for _ in range(attempts):
            target_area = np.random.uniform(*self.scale) * area
            aspect_ratio = math.exp(np.random.uniform(*tuple(math.log(x) for x in self.ratio)))
            w = int(round(math.sqrt(target_area * aspect_ratio)))
            h = int(round(math.sqrt(target_area / aspect_ratio)))
            if 0 < w <= width and 0 < h <= height:
                return random.randint(0, height - h), random.randint(0, width - w), h, w
        in_ratio = float(width) / float(height)
        if in_ratio < min(self.ratio):
            w, h = width, int(round(width / min(self.ratio)))
        elif in_ratio > max(self.ratio):
            w, h = int(round(height * max(self.ratio))), height
        else:
            w, h = width, height
        return (height - h) // 2, (width - w) // 2, h, w

    def _apply_image(self, img):
        return resize(crop(img, *self._get_param(img)), self.size, self.interpolation)


class RandomErasing(BaseTransform):
    """Erase a rectangle (area and aspect ratio drawn from NumPy's generator) with a value or noise."""

    def __init__(self, prob=0.5, scale=(0.02, 0.33), ratio=(0.3, 3.3), value=0, inplace=False, keys=None):
        super().__init__(keys)
        assert isinstance(scale, (tuple, list)), "scale should be a tuple or list"
        assert scale[0] >= 0 and scale[1] <= 1 and scale[0] <= scale[1], \
            "scale should be of kind (min, max) and in range [0, 1]"
        assert isinstance(ratio, (tuple, list)), "ratio should be a tuple or list"
        assert ratio[0] >= 0 and ratio[0] <= ratio[1], "ratio should be of kind (min, max)"
        assert prob >= 0 and prob <= 1, "The probability should be in range [0, 1]"
        assert isinstance(value, (numbers.Number, str, tuple, list)), "value should be a number, tuple, list or str"
        if isinstance(value, str) and value != "random":
            raise ValueError("value must be 'random' when type is str")
        self.prob, self.scale, self.ratio, self.value, self.inplace = prob, scale, ratio, value, inplace

    def _get_param(self, img, value):
        from unigrad.paddle_api._creation import normal
        from unigrad.paddle_api.tensor import to_tensor as make

        if functional._is_pil(img):
            h, w, c = np.asarray(img).astype(np.uint8).shape[-3:]
        elif functional._is_numpy(img):
            h, w, c = img.shape[-3:]
        else:
            c, h, w = img.shape[-3:]
        log_ratio = np.log(self.ratio)
        for _ in range(10):
            erase_area = np.random.uniform(*self.scale) * h * w
            aspect_ratio = np.exp(np.random.uniform(*log_ratio))
            erase_h = int(round(np.sqrt(erase_area * aspect_ratio)))
            erase_w = int(round(np.sqrt(erase_area / aspect_ratio)))
            if erase_h >= h or erase_w >= w:
                continue
            if functional._is_tensor_image(img):
                v = (normal(shape=[c, erase_h, erase_w]).astype(img.dtype) if value is None
                     else make(value, dtype=img.dtype)[:, None, None])
            elif value is None:
                v = np.random.normal(size=[erase_h, erase_w, c]) * 255
            else:
                v = np.array(value)[None, None, :]
            return np.random.randint(0, h - erase_h + 1), np.random.randint(0, w - erase_w + 1), erase_h, erase_w, v
        return 0, 0, h, w, img

    def _apply_image(self, img):
        if random.random() >= self.prob:
            return img
        value = [self.value] if isinstance(self.value, numbers.Number) else None if isinstance(self.value, str) \
            else self.value
        if value is not None and len(value) not in (1, 3):
            raise ValueError("Value should be a single number or a sequence with length equals to image's channel.")
        return erase(img, *self._get_param(img, value), self.inplace)
