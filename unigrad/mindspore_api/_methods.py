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

from unigrad.dialect.tensor import install
from unigrad.mindspore_api import ops
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import Tensor

__all__ = ["OPS_METHODS", "OWN_FORM_METHODS"]

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


install(Tensor, {name: _bound(name) for name in OPS_METHODS}, only_missing=True)


def _permute(self, *axis):
    """``Tensor.permute(*axis)``: the axes as separate arguments or one tuple."""
    return ops.permute(self, tuple(axis[0]) if len(axis) == 1 and isinstance(axis[0], (tuple, list)) else axis)


def _as(name, dtype):
    """``Tensor.<name>()`` (``x.half()`` ...): the tensor cast to ``dtype``."""

    def method(self):
        return self.astype(dtype)

    method.__name__ = method.__qualname__ = name
    return method


def _new_filled(fill):
    """``Tensor.new_ones`` & co.: a new tensor of ``size`` in this one's dtype (or ``dtype``)."""

    def method(self, size, dtype=None):
        return ops.full(tuple(size) if isinstance(size, (tuple, list)) else (size,), fill,
                        dtype=self.dtype if dtype is None else dtype)

    return method


def _new_full(self, size, fill_value, dtype=None):
    raise NotImplementedError("new_full method support Ascend only")  # MindSpore 2.10's words on CPU


def _type(self, dtype=None):
    """``Tensor.type()``: the dtype's name (``'Float32'``); ``type(dtype)``: the tensor cast to it."""
    return str(self.dtype) if dtype is None else self.astype(dtype)


#: Tensor methods with a form of their own (measured on MindSpore 2.10: case tensor_own_form_methods)
OWN_FORM_METHODS = {
    "permute": _permute,
    "view_as": lambda self, other: ops.reshape(self, other.shape),
    **{name: _as(name, dtype) for name, dtype in (
        ("float", mstype.float32), ("int", mstype.int32), ("long", mstype.int64), ("half", mstype.float16),
        ("double", mstype.float64), ("bool", mstype.bool_), ("short", mstype.int16), ("byte", mstype.uint8),
        ("bfloat16", mstype.bfloat16))},
    "type_as": lambda self, other: self.astype(other.dtype),
    "new_ones": _new_filled(1), "new_zeros": _new_filled(0), "new_empty": _new_filled(0), "new_full": _new_full,
    "type": _type,
}

install(Tensor, OWN_FORM_METHODS, only_missing=True)
