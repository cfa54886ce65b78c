"""``paddle.vision.transforms.transforms``: where paddle defines the transform classes.

Imported by code that names paddle's module path (``from paddle.vision.transforms import transforms``);
like paddle's, it claims no public names."""

from unigrad.paddle_api.vision.transforms import (  # noqa: F401
    BaseTransform, BrightnessTransform, CenterCrop, ColorJitter, Compose, ContrastTransform, Grayscale, HueTransform,
    Normalize, Pad, RandomAffine, RandomCrop, RandomErasing, RandomHorizontalFlip, RandomPerspective,
    RandomResizedCrop, RandomRotation, RandomVerticalFlip, Resize, SaturationTransform, ToTensor, Transpose,
    functional as F)

__all__ = []
