"""``paddle.base.framework``: the parameter class under paddle's name, ``Variable`` and the dygraph tracer."""

import torch

from unigrad.paddle_api._flags import get_flags, set_flags
from unigrad.paddle_api.framework import Parameter as EagerParamBase

__all__ = ["EagerParamBase", "Variable", "Tracer", "_dygraph_tracer", "in_dygraph_mode", "in_dynamic_mode",
           "set_flags", "get_flags"]


class _VariableMeta(type):
    """In dygraph mode (always, here) paddle's ``Variable`` counts every Tensor as an instance."""

    def __instancecheck__(cls, instance):
        from unigrad.paddle_api.tensor import Tensor

        return isinstance(instance, Tensor)


_VariableMeta.__name__ = _VariableMeta.__qualname__ = "VariableMetaClass"


class Variable(metaclass=_VariableMeta):
    """paddle's static-graph variable class: here only what ``isinstance(tensor, Variable)`` answers."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("paddle's static graph variables are not reproduced by unigrad")


class Tracer:
    """paddle's dygraph tracer: ``_has_grad`` is grad mode; ``_train_mode`` a flag paddle's layers read."""

    def __init__(self):
        self._train_mode = True

    @property
    def _has_grad(self):
        return torch.is_grad_enabled()

    @_has_grad.setter
    def _has_grad(self, value):
        torch.set_grad_enabled(bool(value))

    def train_mode(self):
        self._train_mode = True

    def eval_mode(self):
        self._train_mode = False

    def __repr__(self):
        return f"<paddle.base.dygraph.tracer.Tracer object at {hex(id(self))}>"


_TRACER = Tracer()


def _dygraph_tracer():
    """The one tracer of dygraph mode."""
    return _TRACER


def in_dygraph_mode():
    """Always True: unigrad runs paddle's dygraph (static graph mode is not reproduced)."""
    return True


in_dynamic_mode = in_dygraph_mode
