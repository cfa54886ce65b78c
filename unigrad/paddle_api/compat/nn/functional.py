"""``paddle.compat.nn.functional``: torch-signature functions (weight ``[out, in]`` in ``linear``)."""

from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.tensor import Tensor

__all__ = ["linear", "softmax"]


def linear(input, weight, bias=None):
    """torch's ``input @ weight.T + bias``, on paddle's own matmul and add."""
    return F.linear(input, weight.T, bias)


def refuse_paddle_keywords(keywords, paddle_names, name, paddle_function):
    """paddle's TypeError for a compat function called with its paddle twin's keywords (``axis``), pointing to the twin;
    any other unknown keyword gets Python's own error."""
    for key in keywords:
        if key in paddle_names:
            raise TypeError(f"{name}() received unexpected keyword argument '{key}'. \n"
                            f"Did you mean to use {paddle_function}() instead?")
    if keywords:
        raise TypeError(f"{name.rpartition('.')[2]}() got an unexpected keyword argument '{next(iter(keywords))}'")


def softmax(input=None, dim=None, dtype=None, *, out=None, **paddle_keywords):
    """torch's softmax, with torch's old implicit ``dim`` (0 for 0-, 1- and 3-D input, else 1) as paddle has it."""
    refuse_paddle_keywords(paddle_keywords, {"x", "axis", "name"}, "paddle.compat.nn.functional.softmax",
                           "paddle.nn.functional.softmax")
    if dim is None:
        dim = 0 if input.ndim in (0, 1, 3) else 1
    return F.softmax(input, dim, dtype)
