"""``mindspore.numpy``'s comparisons and logic (``equal``, ``isclose``, ``logical_and``, ``isin`` ...) on torch.

Comparisons promote their two inputs as the arithmetic does and return bool
Tensors; ``array_equal`` and friends return 0-D bool Tensors, as MindSpore's.
"""

import numbers

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.numpy._convert import FLOATS, as_torch, axes_of, boxed, promoted


#: Comparisons MindSpore's numpy checks with ``_check_input_tensor`` (Python data refused).
_TENSORS_ONLY = {"not_equal", "less_equal", "logical_xor"}


def _tensor_only(x):
    if not isinstance(x, TensorBox):
        names = {list: "List", tuple: "Tuple", int: "Int", float: "Float", bool: "Bool", str: "String"}
        name = names.get(type(x))
        raise TypeError(f"expect Tensor, but got {f'<class {chr(39)}mindspore._c_expression.typing.{name}{chr(39)}>' if name else type(x)}")
    return x._torch


def _comparison(name, torch_op):
    convert = _tensor_only if name in _TENSORS_ONLY else as_torch

    def comparison(x1, x2, dtype=None):
        return boxed(torch_op(*promoted(convert(x1), convert(x2))), dtype)

    comparison.__name__ = comparison.__qualname__ = name
    comparison.__doc__ = f"``mindspore.numpy.{name}``: elementwise comparison, a bool Tensor."
    return comparison


#: name -> torch's comparison or logical function
_COMPARISONS = {
    "equal": torch.eq, "not_equal": torch.ne, "greater": torch.gt, "greater_equal": torch.ge, "less": torch.lt,
    "less_equal": torch.le, "logical_and": torch.logical_and, "logical_or": torch.logical_or,
    "logical_xor": torch.logical_xor,
}

for _name, _op in _COMPARISONS.items():
    globals()[_name] = _comparison(_name, _op)


def logical_not(a, dtype=None):
    t = as_torch(a)
    if t.dtype != torch.bool:
        raise TypeError("input should be boolean")
    return boxed(torch.logical_not(t), dtype)


def _predicate(name, torch_op, floats_only=False):
    def predicate(x, dtype=None):
        t = as_torch(x)
        return boxed(torch_op(t), dtype)

    predicate.__name__ = predicate.__qualname__ = name
    return predicate


isnan = _predicate("isnan", torch.isnan)
isinf = _predicate("isinf", torch.isinf)
isfinite = _predicate("isfinite", torch.isfinite)


def isposinf(x):
    return _box(torch.isposinf(_tensor_only(x)))


def isneginf(x):
    return _box(torch.isneginf(_tensor_only(x)))


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    x, y = promoted(as_torch(a), as_torch(b))
    if x.dtype not in FLOATS:
        x, y = x.to(torch.float32), y.to(torch.float32)
    return _box(torch.isclose(x, y, rtol, atol, equal_nan))


def isscalar(element):
    return isinstance(element, (numbers.Number, str, bytes)) and not isinstance(element, TensorBox)


def array_equal(a1, a2, equal_nan=False):
    x, y = as_torch(a1), as_torch(a2)
    if x.shape != y.shape:
        return _box(torch.tensor(False))
    x, y = promoted(x, y)
    same = x == y
    if equal_nan:
        same = same | (torch.isnan(x) & torch.isnan(y)) if x.dtype in FLOATS else same
    return _box(same.all())


def array_equiv(a1, a2):
    x, y = as_torch(a1), as_torch(a2)
    try:
        x, y = torch.broadcast_tensors(*promoted(x, y))
    except RuntimeError:
        return _box(torch.tensor(False))
    return _box((x == y).all())


def in1d(ar1, ar2, invert=False):
    values, tests = promoted(as_torch(ar1).reshape(-1), as_torch(ar2).reshape(-1))
    return _box(torch.isin(values, tests, invert=invert))


def isin(element, test_elements, invert=False):
    values, tests = promoted(as_torch(element), as_torch(test_elements))
    return _box(torch.isin(values, tests.reshape(-1), invert=invert))


def sometrue(a, axis=None, keepdims=False):
    t = as_torch(a)
    axes = axes_of(axis, t.dim())
    if not axes:
        return _box(t != 0 if t.dim() == 0 else t.bool())
    return _box(torch.any(t, dim=axes, keepdim=bool(keepdims)))


def where(condition, x=None, y=None):
    if x is None and y is None:
        raise TypeError("Expect input to be array like.")
    if x is None or y is None:
        raise ValueError("either both or neither of x and y should be given")
    c = as_torch(condition)
    a, b = promoted(as_torch(x), as_torch(y))
    return _box(torch.where(c.bool(), a, b))


def argwhere(a):
    return _box(torch.nonzero(as_torch(a)).to(torch.int64))


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False):
    a, b = promoted(as_torch(ar1).reshape(-1), as_torch(ar2).reshape(-1))
    values = torch.unique(a[torch.isin(a, b)])
    if not return_indices:
        return _box(values)
    first = lambda t: torch.stack([torch.nonzero(t == v)[0, 0] for v in values]) if values.numel() else values.long()
    return _box(values), _box(first(a).to(torch.int32)), _box(first(b).to(torch.int32))


def setdiff1d(ar1, ar2, assume_unique=False):
    a, b = promoted(as_torch(ar1).reshape(-1), as_torch(ar2).reshape(-1))
    if not assume_unique:
        a = torch.unique(a)
    return _box(a[~torch.isin(a, b)])


__all__ = sorted(list(_COMPARISONS) + [
    "logical_not", "isnan", "isinf", "isfinite", "isposinf", "isneginf", "isclose", "isscalar", "array_equal",
    "array_equiv", "in1d", "isin", "sometrue", "where", "argwhere", "intersect1d", "setdiff1d",
])
del _name, _op
