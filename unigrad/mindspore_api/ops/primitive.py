"""``mindspore.ops.Primitive``, ``PrimitiveWithCheck``, ``PrimitiveWithInfer`` and ``prim_attr_register``.

A primitive prints as ``Prim[Name]<attr=value, ...>``; its attributes are the
arguments its ``__init__`` was called with when that ``__init__`` is
decorated with ``prim_attr_register`` (and what ``add_prim_attr`` adds;
``input_names``/``output_names`` are attributes not printed).

A primitive defined outside unigrad runs, as in MindSpore's PyNative mode, the
built-in op of its name (``class Add(PrimitiveWithInfer)`` adds). The
check/infer hooks of PrimitiveWithCheck/PrimitiveWithInfer serve graph
compilation and ops without a kernel, which unigrad does not reproduce.

>>> class Scale(Primitive):
...     @prim_attr_register
...     def __init__(self, factor, bias=0):
...         pass
>>> Scale(2)
Prim[Scale]<factor=2, bias=0>
"""

import functools
import inspect

__all__ = ["Primitive", "PrimitiveWithCheck", "PrimitiveWithInfer", "prim_attr_register"]

#: attributes a primitive has without printing them
_REPR_IGNORED = ("input_names", "output_names")


class Primitive:
    """Base of MindSpore primitives: a name and attributes."""

    #: attribute names a subclass sets itself in ``__init__`` (shown by ``repr``)
    _attrs = ()

    def __init__(self, name):
        self._name = name
        self._registered = {}
        self.init_attrs = {"name": name}

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

    def init_prim_io_names(self, inputs, outputs):
        """Name the inputs and outputs (the attributes ``input_names`` and ``output_names``)."""
        self.add_prim_attr("input_names", inputs)
        self.add_prim_attr("output_names", outputs)

    def __getattr__(self, item):
        # only reached for a name that is not set: MindSpore names the primitive in the error
        if item.startswith("__") or item in ("_name", "_registered"):
            raise AttributeError(item)
        raise AttributeError(f"'{self.name}' object has no attribute '{item}'")

    def __call__(self, *args):
        from unigrad.mindspore_api.ops import operations  # operations builds on this module

        builtin = operations._STATELESS.get(self.name)
        if builtin is None:
            # MindSpore fails too (RuntimeError), after running the Python hooks: no kernel is named so
            raise RuntimeError(f"unigrad runs only MindSpore's built-in ops by name; no built-in op is named '{self.name}'")
        return builtin(*args)

    def __repr__(self):
        attrs = ", ".join(f"{name}={value}" for name, value in self.attrs.items() if name not in _REPR_IGNORED)
        return f"Prim[{self.name}]" + (f"<{attrs}>" if attrs else "")

    __str__ = __repr__


class PrimitiveWithCheck(Primitive):
    """A primitive with Python checks of its inputs' shapes and dtypes (for graph compilation)."""

    def check_shape(self, *args):
        return None

    def check_dtype(self, *args):
        return None


class PrimitiveWithInfer(Primitive):
    """A primitive with Python inference of its output's shape, dtype and value (for graph compilation)."""

    def infer_shape(self, *args):
        return None

    def infer_dtype(self, *args):
        return None

    def infer_value(self, *args):
        return None


def prim_attr_register(init):
    """Decorate a primitive's ``__init__``: every argument (defaults included) becomes an attribute."""
    signature = inspect.signature(init)

    @functools.wraps(init)
    def __init__(self, *args, **kwargs):
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        Primitive.__init__(self, getattr(type(self), "substitute_name", type(self).__name__))
        del self.init_attrs["name"]
        for name, value in list(bound.arguments.items())[1:]:
            self.add_prim_attr(name, value)
            self.init_attrs[name] = value
        init(self, *args, **kwargs)

    return __init__
