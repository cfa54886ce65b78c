"""The real-module-path repr mechanism: table lookup, mirrored default, user classes, an extra metaclass."""

import abc
import pickle
import re

import pytest

from unigrad.dialect.real_names import RealModules, real_named

LOOKUP = RealModules("pkg", "real", {"pkg.a": ("real.x", {"B": "real.y"})})
Meta, Base = real_named(LOOKUP)


def make(name, module, meta=Meta, base=Base):
    return meta(name, (base,), {"__module__": module})


def test_table_then_exception_then_mirror_then_own_module():
    assert repr(make("A", "pkg.a")) == "<class 'real.x.A'>"
    assert repr(make("B", "pkg.a")) == "<class 'real.y.B'>"
    assert repr(make("C", "pkg.c.d")) == "<class 'real.c.d.C'>"
    assert repr(make("P", "pkg")) == "<class 'real.P'>"
    assert repr(make("U", "pkgx.a")) == "<class 'pkgx.a.U'>"


def test_module_stays_real_and_instances_print_like_object_repr():
    cls = make("A", "pkg.a")
    assert cls.__module__ == "pkg.a"
    obj = cls()
    assert re.fullmatch(r"<real\.x\.A object at 0x[0-9a-f]+>", repr(obj))
    assert repr(obj).endswith(f"{id(obj):#x}>")


def test_metaclass_prints_as_the_one_it_extends():
    assert type(make("A", "pkg.a")).__name__ == "type" and repr(Meta) == "<class 'type'>"


def test_own_repr_wins_and_subclass_inherits_metaclass():
    parent = make("A", "pkg.a")
    child = type("Child", (parent,), {"__module__": "user", "__repr__": lambda self: "mine"})
    assert repr(child) == "<class 'user.Child'>" and repr(child()) == "mine"
    assert isinstance(child(), parent)


def test_over_abcmeta():
    ABCMetaNamed, ABCBase = real_named(LOOKUP, abc.ABCMeta, name="ABCNamed")
    cls = ABCMetaNamed("M", (ABCBase,), {"__module__": "pkg.a", "f": abc.abstractmethod(lambda self: 0)})
    assert isinstance(cls, abc.ABCMeta) and repr(cls) == "<class 'real.x.M'>"
    assert repr(type(cls)) == "<class 'abc.ABCMeta'>"
    try:
        cls()
    except TypeError:
        pass
    else:
        raise AssertionError("abstract class instantiated")


class Picklable(Base):
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


def test_instances_pickle_by_their_real_module():
    assert pickle.loads(pickle.dumps(Picklable(3))).value == 3


def test_missing_attributes_name_the_framework_module():
    import types

    from unigrad.dialect.real_names import name_missing_attributes

    modules = {"pkg": types.ModuleType("pkg"), "pkg.sub": types.ModuleType("pkg.sub"), "other": types.ModuleType("other")}

    def own(name):
        return "own"

    modules["pkg.sub"].__getattr__ = own  # a module's own __getattr__ is kept
    name_missing_attributes("pkg", "real", modules)
    with pytest.raises(AttributeError, match="^module 'real' has no attribute 'x'$"):
        modules["pkg"].x
    assert modules["pkg.sub"].x == "own"
    assert not hasattr(modules["pkg"], "x") and "__getattr__" not in vars(modules["other"])
