"""``paddle.incubate``: the parts of paddle's incubating APIs that PaConvert-converted code reaches."""

from unigrad.paddle_api.incubate import autograd

__all__ = ["autograd"]
