"""``paddle.compat.nn.functional``: torch-signature functions (weight ``[out, in]`` in ``linear``)."""

from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.tensor import Tensor

__all__ = ["linear", "softmax"]


def linear(input, weight, bias=None):
    """torch's ``input @ weight.T + bias``, on paddle's own matmul and add."""
    return F.linear(input, weight.T, bias)


def softmax(input, dim=None, dtype=None):
    return F.softmax(input, -1 if dim is None else dim, dtype)
