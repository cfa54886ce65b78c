"""``mindspore.ops.Primitive`` and ``prim_attr_register``: the base of primitive classes.

A primitive prints as ``Prim[Name]<attr=value, ...>``; its attributes are the
arguments its ``__init__`` was called with when that ``__init__`` is
decorated with ``prim_attr_register``.

>>> class Scale(Primitive):
...     @prim_attr_register
...     def __init__(self, factor, bias=0):
...         pass
>>> Scale(2)
Prim[Scale]<factor=2, bias=0>
"""

import functools
import inspect

__all__ = ["Primitive", "prim_attr_register"]


class Primitive:
    """Base of MindSpore primitives: a name and attributes."""

    #: attribute names a subclass sets itself in ``__init__`` (shown by ``repr``)
    _attrs = ()

    def __init__(self, name):
        self._name = name
        self._registered = {}

    @property
    def name(self):
        return getattr(self, "_name", type(self).__name__)

    @property
    def attrs(self):
        attrs = {attr: getattr(self, attr) for attr in self._attrs}
        attrs.update(getattr(self, "_registered", {}))
        return attrs

    def add_prim_attr(self, name, value):
        """Set attribute ``name`` (shown by ``repr``) and return the primitive."""
        if not hasattr(self, "_registered"):
            self._registered = {}
        self._registered[name] = value
        setattr(self, name, value)
        return self

    def __repr__(self):
        attrs = ", ".join(f"{name}={value}" for name, value in self.attrs.items())
        return f"Prim[{self.name}]" + (f"<{attrs}>" if attrs else "")

    __str__ = __repr__


def prim_attr_register(init):
    """Decorate a primitive's ``__init__``: every argument (defaults included) becomes an attribute."""
    signature = inspect.signature(init)

    @functools.wraps(init)
    def __init__(self, *args, **kwargs):
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        Primitive.__init__(self, type(self).__name__)
        for name, value in list(bound.arguments.items())[1:]:
            self.add_prim_attr(name, value)
        init(self, *args, **kwargs)

    return __init__
