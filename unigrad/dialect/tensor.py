"""The wrapped-tensor base of the front ends, and the tables their operators and methods are installed from.

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

__all__ = ["TensorBox", "DialectTensor", "install", "install_operators", "boxed_binary", "boxed_unary"]

_new = object.__new__


class DialectTensor(TensorBox):
    """The wrapped-tensor base: what every dialect's ``Tensor`` reads from its torch tensor the same way.

    A dialect's ``Tensor`` declares its tables in its class body, and the base binds ``shape``, ``dtype``,
    ``T`` and ``len()`` to them when the class is made (closures over the tables: no lookup of a table on
    the hot path). ``_DTYPE_OF``: its :class:`unigrad.dialect.dtypes.DtypeTable`'s ``by_torch``;
    ``_SHAPE_TYPE``: what ``shape`` is (``tuple``, paddle's ``Size``); ``_box``: its constructor from a
    torch tensor (a staticmethod); ``_LEN_OF_0D``: the exception class and message of ``len()`` of a 0-D
    tensor. A method the class writes itself wins over the bound one.
    """

    __slots__ = ()
    __hash__ = object.__hash__  # the operators' table defines __eq__ elementwise; identity stays the hash

    _SHAPE_TYPE = tuple

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "_DTYPE_OF" in cls.__dict__:  # a dialect's Tensor, not a subclass of one
            install(cls, _metadata(cls._DTYPE_OF, cls._SHAPE_TYPE, cls._box, cls._LEN_OF_0D), skip=cls.__dict__)

    @property
    def ndim(self):
        return self._torch.dim()

    def dim(self):
        return self._torch.dim()


def _metadata(dtype_of, shape_type, box, len_of_0d):
    """``shape``, ``dtype``, ``T`` and ``__len__`` bound to one dialect's tables."""
    len_error, len_message = len_of_0d

    def shape(self):
        return shape_type(self._torch.shape)

    def dtype(self):
        return dtype_of[self._torch.dtype]

    def T(self):  # noqa: N802 - the attribute's name
        t = self._torch
        return box(t.permute(*range(t.dim() - 1, -1, -1)))

    def __len__(self):
        t = self._torch
        if t.dim() == 0:
            raise len_error(len_message)
        return t.shape[0]

    return {"shape": property(shape), "dtype": property(dtype), "T": property(T), "__len__": __len__}


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


def boxed_binary(cls, torch_op, reflected=False, compute=None, on_error=None):
    """The operator method ``torch_op(self, other)`` (``torch_op(other, self)`` if ``reflected``) on the
    torch tensors, its result boxed in a new ``cls`` (the hot path: no checks, no promotion of its own).
    ``compute(torch_op, a, b)``, when given, runs in its place (a dialect's own order of summing a broadcast
    operand's gradient). An ``other`` torch refuses that has a method ``__tensor_operator__(torch_op,
    tensor)`` gives the result of ``tensor <op> other`` itself (a sparse tensor's own type, as its framework
    returns it), or NotImplemented for torch's ``TypeError``; where torch raises a RuntimeError (operands
    whose shapes do not fit), ``on_error(self, other)``, when given, answers (the framework's error, raised or
    pending) from inside the ``except`` (a bare ``raise`` there re-raises torch's). A ``try`` costs nothing
    when nothing is raised."""
    if compute is None:
        def compute(op, a, b):
            return op(a, b)

    if reflected:
        def method(self, other):
            out = _new(cls)
            out._torch = compute(torch_op, other._torch if isinstance(other, TensorBox) else other, self._torch)
            return out
    else:
        def method(self, other):
            out = _new(cls)
            other = other._torch if isinstance(other, TensorBox) else other
            try:
                out._torch = compute(torch_op, self._torch, other)
            except RuntimeError:
                if on_error is None:
                    raise
                return on_error(self, other)
            except TypeError:
                # an operand torch cannot take (a dialect's sparse tensor) may answer the operator itself
                answer = getattr(other, "__tensor_operator__", None)
                result = NotImplemented if answer is None else answer(torch_op, self)
                if result is NotImplemented:
                    raise
                return result
            return out

    return method


def boxed_unary(cls, torch_op):
    """The operator method ``torch_op(self)`` on the torch tensor, its result boxed in a new ``cls``."""

    def method(self):
        out = _new(cls)
        out._torch = torch_op(self._torch)
        return out

    return method
