"""``mindspore.ops.functional_overload``: MindSpore's overloaded functions behind ``mint`` (only those
unigrad's ``mint`` reproduces)."""

__all__ = ["any"]


def any(*args, **kwargs):  # noqa: A001 - MindSpore's name
    """``any(input, dim=None, keepdim=False)``: the Tensor method's overloads."""
    input, *rest = args
    return input.any(*rest, **kwargs)
