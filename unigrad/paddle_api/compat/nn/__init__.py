"""``paddle.compat.nn``: torch-signature layers of paddle 3 (``Softmax(dim)``)."""

from unigrad.paddle_api.compat.nn import functional
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["Softmax", "functional"]


class Softmax(Layer):
    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return functional.softmax(input, self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"
