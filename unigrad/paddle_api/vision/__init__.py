"""``paddle.vision``: image models, transforms and datasets (read from local files; unigrad never downloads)."""

from unigrad.paddle_api.vision import datasets, models, ops, transforms
from unigrad.paddle_api.vision.image import get_image_backend, image_load, set_image_backend
from unigrad.paddle_api.vision.models import *  # noqa: F401,F403 -- paddle.vision re-exports the models

# paddle's own list (its star import gives these three); the models are claimed under paddle.vision.models
__all__ = ["set_image_backend", "get_image_backend", "image_load"]
