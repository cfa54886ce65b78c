"""Classes that print the real framework's module path while keeping their own ``__module__``, and
modules that name it when they refuse a missing attribute (:func:`name_missing_attributes`).

A class's repr (``<class 'paddle.nn.layer.common.Linear'>``), an instance's default repr
(``<paddle.io.dataloader.sampler.RandomSampler object at 0x...>``) and a ``type(x)`` in an error
message name the module the class lives in. unigrad lays its modules out by topic, each framework by
its history, so a front end gives a table of unigrad module -> the framework's module (measured on the
real framework), and :func:`real_named` makes the metaclass and base that print through it. The
classes keep their real ``__module__`` (pickling, imports and ``unigrad coverage`` need it): only what
they print changes. Classes defined outside the front end (a user's subclass) keep their own module.

>>> lookup = RealModules("pkg", "real", {"pkg.a": ("real.x", {"B": "real.y"})})
>>> Meta, Base = real_named(lookup)
>>> A = Meta("A", (Base,), {"__module__": "pkg.a"}); B = Meta("B", (Base,), {"__module__": "pkg.a"})
>>> C = Meta("C", (Base,), {"__module__": "pkg.c.d"}); U = Meta("U", (Base,), {"__module__": "user"})
>>> A, B, C, U
(<class 'real.x.A'>, <class 'real.y.B'>, <class 'real.c.d.C'>, <class 'user.U'>)
>>> type(A)
<class 'type'>
"""

__all__ = ["RealModules", "name_missing_attributes", "real_named"]


class RealModules:
    """The framework's module of a class: ``table`` (unigrad module -> (the framework's module of its
    classes, {class name: module where it differs})), else the unigrad path mirrored under ``real_package``."""

    __slots__ = ("package", "real_package", "table")

    def __init__(self, package, real_package, table):
        self.package, self.real_package, self.table = package, real_package, table

    def __call__(self, cls):
        module = cls.__module__
        if module in self.table:
            default, exceptions = self.table[module]
            return exceptions.get(cls.__name__, default)
        if module == self.package or module.startswith(self.package + "."):
            return self.real_package + module[len(self.package):]
        return module


def real_named(real_module, meta=type, name="RealNamed"):
    """``(metaclass, base)`` printing classes and instances with ``real_module(cls)``.

    ``meta`` is the metaclass to extend where a class family already has one (``abc.ABCMeta``).
    """

    def class_repr(cls):
        return f"<class '{real_module(cls)}.{cls.__qualname__}'>"

    def instance_repr(self):
        cls = type(self)
        return f"<{real_module(cls)}.{cls.__qualname__} object at {id(self):#x}>"

    # The metaclass is named as the one it extends: ``type(cls)`` shows up in messages
    # ("list indices must be integers or slices, not type"), where the framework has ``type``/``ABCMeta``.
    metaclass = type(meta.__name__, (meta,), {"__repr__": class_repr, "__module__": meta.__module__,
                                              "__qualname__": meta.__qualname__,
                                              "__doc__": "Prints a class with the framework's module."})
    base = metaclass(name, (), {"__slots__": (), "__repr__": instance_repr, "__module__": __name__,
                                "__doc__": "A base whose instances and class print with the framework's module."})
    return metaclass, base


def name_missing_attributes(package, real_package, modules):
    """Give each module of ``package`` among ``modules`` (``sys.modules``) that has no ``__getattr__`` one
    that refuses a missing name as the framework's module does: ``module 'paddle.nn' has no attribute 'x'``,
    not ``module 'unigrad.paddle_api.nn' ...`` (a ``getattr`` of a name the front end lacks is the first
    line a ported program prints). Only failed look-ups reach it; ``hasattr`` keeps its answers.

    >>> import types
    >>> m = types.ModuleType("pkg.sub")
    >>> name_missing_attributes("pkg", "real", {"pkg.sub": m})
    >>> m.nothing
    Traceback (most recent call last):
    AttributeError: module 'real.sub' has no attribute 'nothing'
    """
    for name, module in list(modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        if "__getattr__" not in vars(module):
            module.__getattr__ = _missing_attribute(real_package + name[len(package):])


def _missing_attribute(real_name):
    def __getattr__(name):
        raise AttributeError(f"module {real_name!r} has no attribute {name!r}")

    return __getattr__
