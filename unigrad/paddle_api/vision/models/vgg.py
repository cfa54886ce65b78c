"""``paddle.vision.models.vgg``: the module path paddle's own examples import from."""

from unigrad.paddle_api.vision.models.classic import VGG, make_layers, vgg11, vgg13, vgg16, vgg19  # noqa: F401
