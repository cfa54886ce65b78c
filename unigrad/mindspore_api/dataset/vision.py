"""``mindspore.dataset.vision``: image operations on HWC numpy arrays (``Rescale``, ``Normalize``, ``RandomCrop`` ...).

The arithmetic is MindSpore's: ``Rescale`` rounds ``x * rescale + shift``
once to float32 (a fused multiply-add with float32 factors, exact in double
here), ``ToTensor`` multiplies by the float32 ``1/255`` and ``Normalize``
works in float32.

The random operations (``RandomHorizontalFlip``, ``RandomVerticalFlip``,
``RandomCrop``) draw what MindSpore's C++ kernels draw, from the same
generators, seeded as MindSpore seeds them (measured on MindSpore 2.10):

* each operation owns a ``std::mt19937`` seeded with the dataset seed
  (``dataset.config.set_seed`` or ``mindspore.set_seed``): every operation of
  a ``map`` and of every other ``map`` starts from that same seed, read when
  the iterator builds the pipeline, and runs on from epoch to epoch;
* a ``map`` with ``n`` workers gives worker ``k`` its own copy seeded with
  ``seed + k`` (modulo 2**32) and deals the rows round-robin, the
  end-of-epoch marker taking a worker's turn as well (measured with 1 and 2
  workers; more are assumed to follow the same rule);
* called eagerly, an operation reseeds for every call, so that each call
  makes the first draw of ``std::mt19937(seed)``.

A flip is ``std::bernoulli_distribution(float(prob))`` (two engine words per
draw), a crop offset ``std::uniform_int_distribution<int>`` with
libstdc++'s division method, x before y. Unseeded, the draws are random.

>>> import numpy as np
>>> HWC2CHW()(np.zeros((4, 5, 3))).shape
(3, 4, 5)
"""

import enum
import numbers

import numpy as np

from unigrad.mindspore_api.dataset import config
from unigrad.numerics import random as std_random

__all__ = ["Rescale", "Normalize", "HWC2CHW", "ToTensor", "Inter", "Resize", "Border",
           "RandomHorizontalFlip", "RandomVerticalFlip", "RandomCrop"]


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


class Border(str, enum.Enum):
    """Padding modes: a constant, the edge pixel, a reflection without (REFLECT) or with (SYMMETRIC) the edge."""

    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


# -- argument checks, with the messages of MindSpore's Python validators -------------------------

_INT32_MAX = 2**31 - 1
_FLOAT_MAX_INTEGER = 2**24


def _type_check(value, types, name):
    if int in types and bool not in types and isinstance(value, bool):
        raise TypeError(f"Argument {name} with value {value} is not of type {types}, but got {type(value)}.")
    if not isinstance(value, types):
        shown = '""' if repr(value) == repr("") else value
        raise TypeError(f"Argument {name} with value {shown} is not of type {list(types)}, but got {type(value)}.")


def _check_range(value, low, high, name=""):
    if value < low or value > high:
        name = f"{name} " if name else ""
        raise ValueError(f"Input {name}is not within the required interval of [{low}, {high}].")


def _check_prob(prob):
    _type_check(prob, (float, int), "prob")
    _check_range(prob, 0.0, 1.0, "prob")


def _check_crop_size(size):
    _type_check(size, (int, list, tuple), "size")
    if isinstance(size, int):
        _check_range(size, 1, _FLOAT_MAX_INTEGER)
    elif len(size) == 2:
        for index, value in enumerate(size):
            _type_check(value, (int,), f"size[{index}]")
            _check_range(value, 1, _FLOAT_MAX_INTEGER)
    else:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def _check_padding(padding):
    _type_check(padding, (tuple, list, numbers.Number), "padding")
    if isinstance(padding, numbers.Number):
        _type_check(padding, (int,), "padding")
        _check_range(padding, 0, _INT32_MAX, "padding")
    else:
        if len(padding) not in (2, 4):
            raise ValueError("The size of the padding list or tuple should be 2 or 4.")
        for index, value in enumerate(padding):
            _type_check(value, (int,), f"padding[{index}]")
            _check_range(value, 0, _INT32_MAX, "pad_value")


def _check_fill_value(fill_value):
    if isinstance(fill_value, int):
        values, names = [fill_value], ["fill_value"]
    elif isinstance(fill_value, tuple) and len(fill_value) == 3:
        values, names = fill_value, [f"fill_value[{i}]" for i in range(3)]
    else:
        raise TypeError("fill_value should be a single integer or a 3-tuple.")
    for value, name in zip(values, names):
        _type_check(value, (int,), name)
        _check_range(value, 0, 255, name)


# -- the C++ kernels' failures -------------------------------------------------------------------

class _KernelFailure(Exception):
    """A failed check of a C++ kernel: its message, its source location and its status's first line."""

    def __init__(self, message, location, headline=config.PIPELINE_HEADLINE):
        super().__init__(message)
        self.message, self.location, self.headline = message, location, headline


_IMAGE_UTILS = "mindspore/ccsrc/minddata/dataset/vision/kernels/image_utils.cc"
_RANDOM_CROP_CC = "mindspore/ccsrc/minddata/dataset/vision/kernels/random_crop_op.cc"
#: the dtypes MindSpore's image kernels take (its ValidateImage list), in the order its message names them
_IMAGE_DTYPES = ("bool", "int8", "uint8", "int16", "uint16", "int32", "float16", "float32", "float64")
#: the dtypes OpenCV has no type for (what RandomVerticalFlip's conversion refuses)
_NO_OPENCV_DTYPES = ("uint32", "int64", "uint64")


def _check_image_dtype(image, kernel):
    if image.dtype.name not in _IMAGE_DTYPES:
        raise _KernelFailure(
            f"{kernel}: the data type of image tensor does not match the requirement of operator. Expecting tensor "
            f"in type of ({', '.join(_IMAGE_DTYPES)}). But got type {image.dtype.name}.", f"{_IMAGE_UTILS}(148).")


class _RandomImageOp:
    """A random image kernel: ``_compute(engine, images)`` draws from the ``std::mt19937`` engine it is
    given. Called eagerly it draws from a fresh engine (MindSpore reseeds per call); a pipeline takes
    ``_with_engine(seed)``, a callable that keeps one engine from row to row."""

    _kernel = ""  # MindSpore's name of the kernel, as its messages print it

    def __call__(self, *images):
        for image in images:
            if not isinstance(image, np.ndarray):
                if type(image).__module__.startswith("PIL"):
                    raise NotImplementedError(f"unigrad: vision.{self._kernel} on a PIL image (MindSpore's Python "
                                              "implementation, drawing from Python's random) is not reproduced yet")
                raise TypeError(f"Input should be NumPy or PIL image, got {type(image)}.")
            if image.size == 0:
                raise config.pipeline_error("Input Tensor has no data.",
                                            "mindspore/ccsrc/minddata/dataset/api/execute.cc(455).")
        try:
            outputs = self._compute(std_random.MT19937(config.pipeline_seed()), list(images))
        except _KernelFailure as failure:
            raise config.pipeline_error(failure.message, failure.location, failure.headline) from None
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def _with_engine(self, seed):
        """This operation as one map worker runs it: its own engine, seeded once, and map's error messages."""
        engine = std_random.MT19937(seed)

        def apply(*images):
            try:
                outputs = self._compute(engine, [np.asarray(image) for image in images])
            except _KernelFailure as failure:
                raise config.pipeline_error(f"map operation: [{self._kernel}] failed. {failure.message}",
                                            failure.location, failure.headline) from None
            return outputs[0] if len(outputs) == 1 else tuple(outputs)

        return apply

    def _compute(self, engine, images):
        raise NotImplementedError


def _bernoulli(engine, probability):
    """``std::bernoulli_distribution(probability)(engine)``: a canonical double from two 32-bit words."""
    canonical = std_random.generate_canonical(engine.take(2), np.float64, 1 << 32, per_value=2)
    return bool(canonical[0] < probability)


class RandomHorizontalFlip(_RandomImageOp):
    """Flips <H, W> or <..., H, W, C> images left to right with probability ``prob`` (one draw per row)."""

    _kernel = "RandomHorizontalFlip"

    def __init__(self, prob=0.5):
        _check_prob(prob)
        self.prob = prob

    def _compute(self, engine, images):
        for image in images:
            _check_image_dtype(image, self._kernel)
            if image.ndim < 2:
                raise _KernelFailure(f"{self._kernel}: the image tensor should have at least two dimensions. "
                                     "You may need to perform Decode first.", f"{_IMAGE_UTILS}(174).")
        if not _bernoulli(engine, float(np.float32(self.prob))):  # the C++ kernel keeps prob as a float
            return images
        return [np.ascontiguousarray(np.flip(image, axis=1 if image.ndim == 2 else -2)) for image in images]


class RandomVerticalFlip(_RandomImageOp):
    """Flips <H, W> or <H, W, C> images upside down with probability ``prob`` (one draw per row)."""

    _kernel = "RandomVerticalFlip"

    def __init__(self, prob=0.5):
        _check_prob(prob)
        self.prob = prob

    def _compute(self, engine, images):
        for image in images:
            if image.dtype.name in _NO_OPENCV_DTYPES:
                raise _KernelFailure(f"{self._kernel}: Cannot convert [{image.dtype.name}] to OpenCV type. "
                                     "Currently unsupported data type: [uint32, int64, uint64, string]",
                                     f"{_IMAGE_UTILS}(200).")
            if image.ndim not in (2, 3):
                hint = ". You may need to perform Decode first." if image.ndim < 2 else ""
                raise _KernelFailure(f"{self._kernel}: input tensor is not in shape of <H,W> or <H,W,C>, "
                                     f"but got rank: {image.ndim}{hint}", f"{_IMAGE_UTILS}(212).")
        if not _bernoulli(engine, float(np.float32(self.prob))):
            return images
        return [np.ascontiguousarray(image[::-1]) for image in images]


def _border_positions(length, before, after, mode):
    """For each position of a side padded by ``before``/``after``, the source position it copies
    (OpenCV's border rules: EDGE replicates, REFLECT mirrors about the edge pixel, SYMMETRIC
    mirrors the edge pixel too; long paddings keep mirroring)."""
    positions = np.arange(-before, length + after)
    if mode == Border.EDGE:
        return np.clip(positions, 0, length - 1)
    if mode == Border.SYMMETRIC:
        folded = positions % (2 * length)
        return np.where(folded < length, folded, 2 * length - 1 - folded)
    if length == 1:  # REFLECT of a single pixel repeats it
        return np.zeros_like(positions)
    period = 2 * (length - 1)
    folded = positions % period
    return np.where(folded < length, folded, period - folded)


def _pad(image, top, bottom, left, right, mode, fill):
    """MindSpore's Pad kernel on an <H, W> or <H, W, C> image (1 or 3 channels)."""
    _check_image_dtype(image, "Pad")
    if image.ndim == 3 and image.shape[2] not in (1, 3):
        raise _KernelFailure("Pad: the channel of image tensor does not match the requirement of operator. "
                             f"Expecting tensor in channel of (1, 3). But got channel {image.shape[2]}.",
                             f"{_IMAGE_UTILS}(185).")
    if not (top or bottom or left or right):
        return image
    height, width = image.shape[:2]
    if mode == Border.CONSTANT:
        # OpenCV's border Scalar(r, g, b): a one-channel image takes its first value
        channels = image.shape[2] if image.ndim == 3 else 1
        value = np.asarray(fill[:channels] if channels == 3 else fill[:1]).astype(image.dtype)
        out = np.empty((height + top + bottom, width + left + right) + image.shape[2:], dtype=image.dtype)
        out[...] = value if image.ndim == 3 else value[0]
        out[top:top + height, left:left + width] = image
        return out
    rows = _border_positions(height, top, bottom, mode)
    cols = _border_positions(width, left, right, mode)
    return image[rows][:, cols]


class RandomCrop(_RandomImageOp):
    """Pads (``padding``, then ``pad_if_needed``) and crops a random ``size`` window of <H, W> or
    <..., H, W, C> images; the images of one row share the window."""

    _kernel = "RandomCrop"

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0, padding_mode=Border.CONSTANT):
        _check_crop_size(size)
        _type_check(pad_if_needed, (bool,), "pad_if_needed")
        if padding is not None:
            _check_padding(padding)
        if fill_value is not None:
            _check_fill_value(fill_value)
        if padding_mode is not None:
            _type_check(padding_mode, (Border,), "padding_mode")
        self.size = (size, size) if isinstance(size, int) else tuple(size)
        if padding is None:
            padding = (0, 0, 0, 0)
        elif isinstance(padding, numbers.Number):
            padding = (padding,) * 4
        elif len(padding) == 2:
            padding = (padding[0], padding[1], padding[0], padding[1])
        self.padding = tuple(padding)  # left, top, right, bottom
        self.pad_if_needed = pad_if_needed
        self.fill_value = (fill_value,) * 3 if isinstance(fill_value, int) else tuple(fill_value)
        self.padding_mode = padding_mode

    def _compute(self, engine, images):
        for image in images:
            if image.ndim < 2:
                raise _KernelFailure(f"RandomCropOp: input tensor should have at least 2 dimensions, but got: "
                                     f"{image.ndim}", f"{_RANDOM_CROP_CC}(153).")
        for first, second in zip(images, images[1:]):
            if first.shape[:2] != second.shape[:2]:
                raise _KernelFailure("RandomCrop: Input images in different column must have the same shape, "
                                     "check the output shape in specified 'input_columns' before call this "
                                     "operation.", f"{_RANDOM_CROP_CC}(160).")
        offset = [0, 0]  # x, y: drawn for the first image, shared by the others
        outputs = []
        for index, image in enumerate(images):
            if image.ndim <= 3:
                outputs.append(self._crop(engine, image, offset, index))
                continue
            # [..., H, W, C]: each frame on its own (frames of the first image each draw a window)
            frames = image.reshape((-1,) + image.shape[-3:])
            cropped = np.stack([self._crop(engine, frame, offset, index) for frame in frames])
            outputs.append(cropped.reshape(image.shape[:-3] + cropped.shape[1:]))
        return outputs

    def _crop(self, engine, image, offset, index):
        crop_height, crop_width = self.size
        left, top, right, bottom = self.padding
        height, width = image.shape[:2]
        if not (top < 3 * height and bottom < 3 * height and left < 3 * width and right < 3 * width):
            raise _KernelFailure(
                f"RandomCrop: padding size is three times bigger than the image size, padding top: {top}, padding "
                f"bottom: {bottom}, padding pad_left_: {left}, padding padding right:{right}, image shape: {height}, "
                f"{width}", f"{_RANDOM_CROP_CC}(48).")
        padded = _pad(image, top, bottom, left, right, self.padding_mode, self.fill_value)
        if padded.shape[:2] == (crop_height, crop_width):
            return padded  # already the crop's size: MindSpore draws nothing
        if self.pad_if_needed:
            # MindSpore pads the whole shortfall on both sides (not half on each)
            short_rows = max(crop_height - padded.shape[0], 0)
            short_cols = max(crop_width - padded.shape[1], 0)
            padded = _pad(padded, short_rows, short_rows, 0, 0, self.padding_mode, self.fill_value)
            padded = _pad(padded, 0, 0, short_cols, short_cols, self.padding_mode, self.fill_value)
        padded_height, padded_width = padded.shape[:2]
        if padded_height < crop_height or padded_width < crop_width:
            raise _KernelFailure(f"RandomCrop: invalid crop size, crop size is bigger than the image dimensions, "
                                 f"got crop height: {crop_height}, crop width: {crop_width}",
                                 f"{_RANDOM_CROP_CC}(94).", config.SHAPE_HEADLINE)
        if index == 0:
            spans = np.array([padded_width - crop_width + 1, padded_height - crop_height + 1])
            offset[:] = std_random.uniform_int_division(engine, spans).tolist()
        x, y = offset
        return np.ascontiguousarray(padded[y:y + crop_height, x:x + crop_width])
