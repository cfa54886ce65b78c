"""``mindspore.ops.function.math_func``: where MindSpore defines the math functions ``mint`` exports (only
those unigrad's ``mint`` reproduces, under MindSpore's ``_ext`` names)."""

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.ops import functional
from unigrad.mindspore_api.ops.auto_generate import without_cpu_kernel
from unigrad.mindspore_api.ops.functional import diff_ext  # noqa: F401 - MindSpore defines it here

__all__ = ["addbmm_ext", "addmm_ext", "baddbmm_ext", "std_mean_ext", "amax_ext", "amin_ext", "float_power_ext",
           "isnan_ext", "diff_ext"]

addbmm_ext = without_cpu_kernel("addbmm_ext", "Addbmm")
addmm_ext = without_cpu_kernel("addmm_ext", "Addmm")
baddbmm_ext = without_cpu_kernel("baddbmm_ext", "Baddbmm")
std_mean_ext = without_cpu_kernel("std_mean_ext", "StdMean")


def amax_ext(input, dim=(), keepdim=False):  # noqa: A002 - MindSpore's argument name
    return functional.amax(input, None if dim == () else dim, keepdim)


def amin_ext(input, dim=(), keepdim=False):  # noqa: A002
    return functional.amin(input, None if dim == () else dim, keepdim)


def float_power_ext(input, exponent):  # noqa: A002
    """``input ** exponent`` in float64 (torch's pow; measured: 165 of 1,000 differ from MindSpore's)."""
    def wide(value):
        return value._torch.double() if isinstance(value, TensorBox) else value
    return _box(torch.pow(wide(input), wide(exponent)))


def isnan_ext(tensor):
    return tensor.isnan()
