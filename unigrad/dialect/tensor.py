"""The tables the front ends' tensor operators and methods are installed from.

A dialect tensor is a :class:`unigrad._engine.bridge.TensorBox`: one
``torch.Tensor`` in ``_torch``. Its Python operators and its op methods are
not written one by one: a front end lists them in a table (``"__add__"`` ->
the torch op and whether it is reflected) and installs the table with
:func:`install_operators`, building each method with its own builder (paddle's
promotes Python scalars as paddle does) or with the plain builders here
(:func:`boxed_binary`, :func:`boxed_unary`: the torch op's result in a new
box, nothing else, for dialects whose operators are torch's).

>>> import operator, torch
>>> class T(TensorBox):
...     __slots__ = ()
>>> install_operators(T, {"__add__": (operator.add, False), "__rsub__": (operator.sub, True)},
...                   lambda op, reflected: boxed_binary(T, op, reflected))
>>> t = object.__new__(T); t._torch = torch.tensor([1.0])
>>> (t + 1)._torch, (5 - t)._torch
(tensor([2.]), tensor([4.]))
"""

from unigrad._engine.bridge import TensorBox

__all__ = ["TensorBox", "install", "install_operators", "boxed_binary", "boxed_unary"]

_new = object.__new__


def install(cls, methods, skip=(), only_missing=False):
    """Set each ``name: function`` of ``methods`` on ``cls`` (but the names in ``skip``, and with
    ``only_missing`` those ``cls`` already has: a method written in the class wins over the table)."""
    for name, function in methods.items():
        if name in skip or only_missing and hasattr(cls, name):
            continue
        setattr(cls, name, function)


def install_operators(cls, table, make):
    """Set each ``dunder: arguments`` of ``table`` on ``cls`` as ``make(*arguments)``."""
    for dunder, arguments in table.items():
        setattr(cls, dunder, make(*arguments))


def boxed_binary(cls, torch_op, reflected=False):
    """The operator method ``torch_op(self, other)`` (``torch_op(other, self)`` if ``reflected``) on the
    torch tensors, its result boxed in a new ``cls`` (the hot path: no checks, no promotion of its own)."""
    if reflected:
        def method(self, other):
            out = _new(cls)
            out._torch = torch_op(other._torch if isinstance(other, TensorBox) else other, self._torch)
            return out
    else:
        def method(self, other):
            out = _new(cls)
            out._torch = torch_op(self._torch, other._torch if isinstance(other, TensorBox) else other)
            return out

    return method


def boxed_unary(cls, torch_op):
    """The operator method ``torch_op(self)`` on the torch tensor, its result boxed in a new ``cls``."""

    def method(self):
        out = _new(cls)
        out._torch = torch_op(self._torch)
        return out

    return method
