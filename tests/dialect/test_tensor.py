"""The operator tables: install, install_operators and the plain boxing builders."""

import operator

import torch

from unigrad.dialect.tensor import DialectTensor, TensorBox, boxed_binary, boxed_unary, install, install_operators


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


class Shaped(list):
    pass


class Wrapped(DialectTensor):
    __slots__ = ()
    _DTYPE_OF = {torch.float32: "f32"}
    _SHAPE_TYPE = Shaped
    _LEN_OF_0D = (AssertionError, "no length")

    @staticmethod
    def _box(torch_tensor):
        out = object.__new__(Wrapped)
        out._torch = torch_tensor
        return out


def test_dialect_tensor_reads_metadata_through_the_tables():
    w = Wrapped._box(torch.zeros(2, 3))
    assert type(w.shape) is Shaped and w.shape == [2, 3]
    assert (w.dtype, w.ndim, w.dim(), len(w)) == ("f32", 2, 2, 2)
    assert type(w.T) is Wrapped and w.T._torch.shape == (3, 2)
    assert hash(w) == object.__hash__(w)


def test_dialect_tensor_len_of_0d_raises_the_dialects_error():
    import pytest

    with pytest.raises(AssertionError, match="no length"):
        len(Wrapped._box(torch.tensor(1.0)))


def test_a_method_the_class_writes_wins_over_the_bound_one():
    class Own(DialectTensor):
        __slots__ = ()
        _DTYPE_OF = {}
        _box = staticmethod(lambda t: t)
        _LEN_OF_0D = (TypeError, "")

        @property
        def shape(self):
            return "own"

    box = object.__new__(Own)
    box._torch = torch.zeros(3)
    assert box.shape == "own" and len(box) == 3 and "dtype" in vars(Own)


def test_compute_runs_in_place_of_the_operator():
    calls = []

    def compute(op, a, b):
        calls.append((op, a is left._torch, b))
        return op(a, b)

    plus = boxed_binary(Box, operator.add, compute=compute)
    left = _box([1.0, 2.0])
    assert plus(left, 1.0)._torch.tolist() == [2.0, 3.0]
    assert calls == [(operator.add, True, 1.0)]
    rminus = boxed_binary(Box, operator.sub, reflected=True, compute=compute)
    assert rminus(left, 5.0)._torch.tolist() == [4.0, 3.0]
    assert calls[-1] == (operator.sub, False, left._torch)


