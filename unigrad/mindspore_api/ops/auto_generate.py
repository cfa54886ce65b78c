"""``mindspore.ops.auto_generate``: MindSpore's generated op functions behind ``mint`` (only those unigrad's
``mint`` reproduces, under MindSpore's names), and the ops whose kernels MindSpore 2.10's CPU backend lacks."""

from unigrad.mindspore_api.common.tensor import _failed_launch, _unregistered
from unigrad.mindspore_api.ops import functional

__all__ = ["broadcast_to_view", "narrow_view", "select_ext_view", "transpose_ext_view", "dot", "outer_ext", "exp2",
           "cumsum_ext"]


def without_cpu_kernel(name, kernel):
    """The op ``name``, whose kernel MindSpore 2.10's CPU backend lacks: the call returns, and the failure
    comes asynchronously, at the next read of any tensor (measured on each op made with this)."""
    def function(input, *args, **kwargs):  # noqa: A002 - MindSpore's argument name
        return _failed_launch(input._torch, _unregistered(kernel))

    function.__name__ = function.__qualname__ = name
    function.__doc__ = f"``{name}``: on MindSpore 2.10's CPU backend the kernel {kernel} is missing."
    return function


dot = without_cpu_kernel("dot", "Dot")
outer_ext = without_cpu_kernel("outer_ext", "Outer")
exp2 = without_cpu_kernel("exp2", "Exp2")
cumsum_ext = without_cpu_kernel("cumsum_ext", "CumsumExt")


def broadcast_to_view(input, shape):  # noqa: A002
    return functional.broadcast_to(input, shape)


def narrow_view(input, dim, start, length):  # noqa: A002
    return input.narrow(dim, start, length)


def select_ext_view(input, dim, index):  # noqa: A002
    return input.select(dim, index)


def transpose_ext_view(input, dim0, dim1):  # noqa: A002
    return functional.swapaxes(input, dim0, dim1)
