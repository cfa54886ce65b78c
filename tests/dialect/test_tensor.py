"""The operator tables: install, install_operators and the plain boxing builders."""

import operator

import torch

from unigrad.dialect.tensor import TensorBox, boxed_binary, boxed_unary, install, install_operators


class Box(TensorBox):
    __slots__ = ()


def _box(values):
    out = object.__new__(Box)
    out._torch = torch.tensor(values)
    return out


install_operators(Box, {"__sub__": (operator.sub, False), "__rsub__": (operator.sub, True)},
                  lambda op, reflected: boxed_binary(Box, op, reflected))
install_operators(Box, {"__neg__": (operator.neg,)}, lambda op: boxed_unary(Box, op))


def test_binary_and_reflected_operators_box_torch_results():
    a, b = _box([5.0, 7.0]), _box([1.0, 2.0])
    assert type(a - b) is Box and (a - b)._torch.tolist() == [4.0, 5.0]
    assert (a - 1)._torch.tolist() == [4.0, 6.0]
    assert (10 - a)._torch.tolist() == [5.0, 3.0]
    assert (-a)._torch.tolist() == [-5.0, -7.0]


def test_install_skips_and_keeps_what_the_class_has():
    class C:
        def kept(self):
            return "class"

    install(C, {"kept": lambda self: "table", "new": lambda self: "table", "skipped": lambda self: 0},
            skip={"skipped"}, only_missing=True)
    assert C().kept() == "class" and C().new() == "table" and not hasattr(C, "skipped")
    install(C, {"kept": lambda self: "table"})
    assert C().kept() == "table"

