"""MindSpore Tensor methods that are the ``mindspore.ops`` function of the same name on the tensor.

Real MindSpore 2.10's ``Tensor.topk(k)`` is ``ops.topk(tensor, k)``, and so for
many of its methods. Each name below is bound once, after ``ops`` is loaded,
to run that function with the tensor first; a name is listed only where
MindSpore's Tensor has it and, measured on MindSpore 2.10, this binding gives
MindSpore's output: its documented examples (``unigrad conform --harvest
mindspore mindspore.Tensor.<name>``) or, for the many without one, the calls of
the case ``tensor_ops_methods``. Others whose Tensor method takes another form
than the ops function (``permute(*dims)``, ``cumsum(dim=)``, ``where``,
``sort``, ``chunk`` ...) are left out.
"""

from unigrad.mindspore_api import ops
from unigrad.mindspore_api.common.tensor import Tensor

__all__ = ["OPS_METHODS"]

#: Tensor methods that run ``ops.<name>(tensor, ...)``
OPS_METHODS = (
    "absolute", "amax", "amin", "argsort", "argwhere", "atan2", "bmm", "ceil", "count_nonzero", "cummax", "cummin",
    "diag", "diagonal", "dot", "eq", "equal", "flip", "fliplr", "flipud", "floor", "floor_divide", "fmod",
    "gather_elements", "gather_nd", "ge", "greater", "greater_equal", "gt", "hardshrink", "hypot", "index_select",
    "inner", "isclose", "isfinite", "isinf", "isnan", "le", "lerp", "less", "less_equal", "logical_and",
    "logical_not", "logical_or", "logical_xor", "logsumexp", "lt", "masked_fill", "masked_select", "maximum",
    "minimum", "mm", "moveaxis", "movedim", "narrow", "ne", "negative", "not_equal", "outer", "reciprocal", "round",
    "rsqrt", "sign", "softmax", "split", "swapdims", "t", "tensor_split", "topk", "trace", "tril", "triu",
    "true_divide", "trunc", "unbind", "xlogy",
)


def _bound(name):
    function = getattr(ops, name)

    def method(self, *args, **kwargs):
        return function(self, *args, **kwargs)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"``ops.{name}`` of this tensor."
    return method


for _name in OPS_METHODS:
    if not hasattr(Tensor, _name):
        setattr(Tensor, _name, _bound(_name))
del _name
