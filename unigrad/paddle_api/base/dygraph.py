"""``paddle.base.dygraph``: ``grad``, ``guard`` and the bare-decorator ``no_grad`` of paddle's older API."""

import contextlib

from unigrad.paddle_api._gradients import _decorated, grad
from unigrad.paddle_api._gradients import no_grad as no_grad_
from unigrad.paddle_api.base.framework import Tracer
from unigrad.paddle_api.tensor import to_tensor

__all__ = ["grad", "guard", "no_grad", "no_grad_", "to_variable", "Tracer", "enabled"]


def no_grad(func=None):
    """A ``no_grad`` context (``no_grad()``) or, unlike ``paddle.no_grad``, a decorator used bare."""
    if func is None:
        return no_grad_()
    return _decorated(func, no_grad_)


@contextlib.contextmanager
def guard(place=None):
    """Dygraph mode is the only mode here: the guard only sets nothing and yields."""
    yield


def enabled():
    """Whether dygraph mode is on (always)."""
    return True


def to_variable(value, name=None, zero_copy=None, dtype=None):
    """The old spelling of ``paddle.to_tensor``."""
    return to_tensor(value, dtype=dtype)
