"""``paddle.vision.models.mobilenetv1``: the module path paddle's own examples import from."""

from unigrad.paddle_api.vision.models.classic import MobileNetV1, DepthwiseSeparable, mobilenet_v1  # noqa: F401
