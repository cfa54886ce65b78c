"""The public surface unigrad claims for each dialect, read from the front ends themselves.

A front-end module's ``__all__`` is its claim: ``unigrad.paddle_api.X`` with
``__all__ = ["grad"]`` claims ``paddle.X.grad``; a claimed class also claims
its public methods and properties (``paddle.Tensor.backward``). Nothing is
listed twice: adding a name to a front end's ``__all__`` adds it here, and an
object exported from several modules is claimed once, under its shortest
name (``paddle.ones``, not ``paddle._creation.ones`` too).
"""

import importlib
import inspect
import pkgutil

from unigrad.dialects import REGISTRY


def _modules(package_name):
    package = importlib.import_module(package_name)
    yield package
    for info in pkgutil.walk_packages(getattr(package, "__path__", []), package_name + "."):
        if not any(part.startswith("_") for part in info.name[len(package_name) + 1 :].split(".")):
            yield importlib.import_module(info.name)


def _exports(dialect):
    """``{real dotted name: object}`` for every non-module name in a front-end module's ``__all__``."""
    package, real = REGISTRY[dialect].package, REGISTRY[dialect].real_module
    exports = {}
    for module in _modules(package):
        prefix = real + module.__name__[len(package):]
        for name in getattr(module, "__all__", ()):
            value = getattr(module, name)
            if not inspect.ismodule(value):
                exports[f"{prefix}.{name}"] = value
    return exports


def _shortest_names(exports):
    """``exports`` with each object kept under one name: the fewest dots, then alphabetical."""
    chosen = {}
    for name in sorted(exports, key=lambda n: (n.count("."), n)):
        value = exports[name]
        key = id(value) if callable(value) or inspect.isclass(value) else name  # constants may repeat legitimately
        chosen.setdefault(key, (name, value))
    return dict(chosen.values())


def _members(cls, dialect, inherited):
    """Public members a unigrad class defines itself (or gets from the dialect base it is built on, ``unigrad.dialect``:
    a dialect's ``Tensor`` claims the ``shape`` the base defines for it), or (``inherited``) gets from any unigrad
    class it derives from."""
    classes = [c for c in cls.__mro__ if _ours(c, dialect)] if inherited else [cls, *_dialect_bases(cls)]
    return {m for c in classes for m in vars(c) if not m.startswith("_")}


def _ours(cls, dialect):
    """Whether unigrad defines ``cls``: its module is unigrad's, or the real framework's module a front end
    gave it so that it prints as the real class does (``paddle.Tensor``; the real framework is never
    imported beside unigrad)."""
    module, real = cls.__module__, REGISTRY[dialect].real_module
    return module.startswith("unigrad.") or module == real or module.startswith(real + ".")


def _dialect_bases(cls):
    """The dialect-base classes ``cls`` is built on directly (and those they are built on)."""
    bases = [b for b in cls.__bases__ if b.__module__.startswith("unigrad.dialect.")]
    return [c for b in bases for c in (b, *_dialect_bases(b))]


def claimed(dialect, inherited=False, every_name=False):
    """Sorted dotted names (in the real framework's spelling) that unigrad's ``dialect`` front end claims.

    A class's methods are listed where they are defined; with ``inherited``
    under every claimed class that has them (``paddle.nn.Linear.parameters``),
    as a comparison of surfaces needs. An object exported from several
    modules is listed under its shortest name, or (``every_name``) under each,
    as a check of which real names resolve needs (``paddle.nn.functional.sigmoid``
    is ``paddle.sigmoid``).

    >>> [n for n in claimed("torch") if n.startswith("torch.autograd") and "functional" not in n]
    ['torch.autograd.backward', 'torch.autograd.grad']
    """
    names = set()
    exports = _exports(dialect)
    for name, value in (exports if every_name else _shortest_names(exports)).items():
        names.add(name)
        if inspect.isclass(value) and _ours(value, dialect):
            names.update(f"{name}.{m}" for m in _members(value, dialect, inherited))
    return sorted(names)


def owners(names):
    """``{module or class dotted name: [member names]}`` for dotted ``names``.

    >>> owners(["torch.func.grad", "torch.func.vjp", "torch.autograd.grad"])
    {'torch.func': ['grad', 'vjp'], 'torch.autograd': ['grad']}
    """
    grouped = {}
    for name in names:
        owner, _, member = name.rpartition(".")
        grouped.setdefault(owner, []).append(member)
    return grouped
