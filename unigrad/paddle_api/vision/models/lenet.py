"""``paddle.vision.models.lenet``: the module path paddle's own examples import from."""

from unigrad.paddle_api.vision.models.classic import LeNet  # noqa: F401
