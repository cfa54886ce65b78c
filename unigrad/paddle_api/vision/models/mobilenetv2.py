"""``paddle.vision.models.mobilenetv2``: the module path paddle's own examples import from."""

from unigrad.paddle_api.vision.models.classic import MobileNetV2, InvertedResidual, mobilenet_v2  # noqa: F401
