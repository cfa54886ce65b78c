"""``mindspore.dataset.vision``: image operations on HWC numpy arrays (``Rescale``, ``Normalize``, ``HWC2CHW`` ...).

The arithmetic is MindSpore's: ``Rescale`` rounds ``x * rescale + shift``
once to float32 (a fused multiply-add with float32 factors, exact in double
here), ``ToTensor`` multiplies by the float32 ``1/255`` and ``Normalize``
works in float32.

>>> import numpy as np
>>> HWC2CHW()(np.zeros((4, 5, 3))).shape
(3, 4, 5)
"""

import enum

import numpy as np

__all__ = ["Rescale", "Normalize", "HWC2CHW", "ToTensor", "Inter", "Resize"]


class Inter(enum.IntEnum):
    NEAREST = 0
    LINEAR = 1
    BILINEAR = 1
    CUBIC = 2
    BICUBIC = 2
    AREA = 3
    PILCUBIC = 4


class Rescale:
    def __init__(self, rescale, shift):
        self.rescale, self.shift = rescale, shift

    def __call__(self, image):
        scale, shift = float(np.float32(self.rescale)), float(np.float32(self.shift))
        return (np.asarray(image).astype(np.float64) * scale + shift).astype(np.float32)


class Normalize:
    def __init__(self, mean, std, is_hwc=True):
        self.mean = np.asarray(mean, dtype=np.float32)
        self.std = np.asarray(std, dtype=np.float32)
        self.is_hwc = is_hwc

    def __call__(self, image):
        image = np.asarray(image).astype(np.float32)
        if image.ndim == 2:
            return (image - self.mean[0]) / self.std[0]
        if self.is_hwc:
            return (image - self.mean) / self.std
        return (image - self.mean[:, None, None]) / self.std[:, None, None]


class HWC2CHW:
    def __call__(self, image):
        image = np.asarray(image)
        if image.ndim == 2:
            image = image[..., None]
        return np.ascontiguousarray(image.transpose(2, 0, 1))


class ToTensor:
    def __init__(self, output_type=np.float32):
        from unigrad.mindspore_api.dataset.transforms import numpy_dtype

        self.output_type = numpy_dtype(output_type)

    def __call__(self, image):
        image = np.asarray(image)
        if image.ndim == 2:
            image = image[..., None]
        scaled = (image.astype(np.float32) * np.float32(1.0 / 255.0)).astype(self.output_type)
        return np.ascontiguousarray(scaled.transpose(2, 0, 1))


class Resize:
    """Nearest-neighbour resizing only (others would need OpenCV's exact kernels)."""

    def __init__(self, size, interpolation=Inter.LINEAR):
        self.size, self.interpolation = size, interpolation

    def __call__(self, image):
        image = np.asarray(image)
        height, width = image.shape[:2]
        if isinstance(self.size, int):
            if height <= width:
                new_h, new_w = self.size, int(self.size * width / height)
            else:
                new_h, new_w = int(self.size * height / width), self.size
        else:
            new_h, new_w = self.size
        if self.interpolation != Inter.NEAREST:
            raise NotImplementedError("unigrad's vision.Resize reproduces Inter.NEAREST only")
        rows = np.minimum((np.arange(new_h) * (height / new_h)).astype(np.int64), height - 1)
        cols = np.minimum((np.arange(new_w) * (width / new_w)).astype(np.int64), width - 1)
        return image[rows][:, cols]
