"""``paddle.vision.transforms``: image transforms as callables (``Compose([...])(img)``), paddle's semantics.

Random transforms draw from Python's ``random`` module, as paddle's do in dygraph mode.
"""

import numbers
import random
import traceback
from collections.abc import Iterable, Sequence

import numpy as np

from unigrad.paddle_api.vision.transforms import functional
from unigrad.paddle_api.vision.transforms.functional import (
    center_crop, crop, hflip, normalize, resize, to_tensor, vflip,
)

__all__ = ["BaseTransform", "Compose", "ToTensor", "Normalize", "Transpose", "Resize", "CenterCrop", "RandomCrop",
           "RandomHorizontalFlip", "RandomVerticalFlip", "functional", "to_tensor", "normalize", "crop",
           "center_crop", "hflip", "vflip", "resize"]


class Compose:
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


class BaseTransform:
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
        width, height = functional.image_size(img)
        crop_height, crop_width = output_size
        if width == crop_width and height == crop_height:
            return 0, 0, height, width
        return random.randint(0, height - crop_height), random.randint(0, width - crop_width), crop_height, crop_width

    def _apply_image(self, img):
        if self.padding is not None or self.pad_if_needed:
            raise NotImplementedError("unigrad's RandomCrop does not pad (paddle pads with OpenCV or paddle.pad)")
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
