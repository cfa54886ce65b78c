"""``paddle.compat.nn``: torch-signature layers of paddle 3 (``Softmax(dim)``)."""

from unigrad.paddle_api.compat.nn import functional
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["Softmax", "functional"]


class Softmax(Layer):
    def __init__(self, dim=None, **paddle_keywords):
        functional.refuse_paddle_keywords(paddle_keywords, {"axis"}, "paddle.compat.nn.Softmax", "paddle.nn.Softmax")
        super().__init__()
        self._dim = dim

    def forward(self, input):
        return functional.softmax(input, self._dim)

    def extra_repr(self):
        # paddle's reads ``self.dim``, which it never sets: printing the layer raises AttributeError there too
        return f"dim={self.dim}"
