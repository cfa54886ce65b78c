"""``paddle.incubate.autograd``: ``vjp`` and ``jvp`` of a function, as paddle's dygraph computes them, and
the lazy ``Jacobian`` and ``Hessian`` (``functional.py``).

Both return ``(func_out, result)`` with the structure of ``func``'s output and of ``xs`` (a tensor for a
tensor, a tuple for a list); ``v`` defaults to ones. They run on ``paddle.grad`` with ``create_graph``,
so the results require grad as paddle's do.
"""

from unigrad.paddle_api import _creation as creation
from unigrad.paddle_api._gradients import grad
from unigrad.paddle_api.incubate.autograd.functional import Hessian, Jacobian
from unigrad.paddle_api.tensor import Tensor

__all__ = ["vjp", "jvp", "Jacobian", "Hessian"]


def _as_list(value):
    return (list(value), False) if isinstance(value, (list, tuple)) else ([value], True)


def _fresh_inputs(xs):
    """Inputs that require grad without changing the caller's (paddle differentiates copies)."""
    inputs, single = _as_list(xs)
    copies = []
    for x in inputs:
        copy = x.detach()
        copy.stop_gradient = False
        copies.append(copy)
    return copies, single


def _shaped(values, single):
    return values[0] if single else tuple(values)


def vjp(func, xs, v=None):
    inputs, single_x = _fresh_inputs(xs)
    out = func(*inputs)
    outs, single_out = _as_list(out)
    cotangents = [creation.ones_like(o) for o in outs] if v is None else _as_list(v)[0]
    grads = grad(outs, inputs, cotangents, create_graph=True, allow_unused=True)
    grads = [creation.zeros_like(x) if g is None else g for g, x in zip(grads, inputs)]
    return _shaped(outs, single_out), _shaped(grads, single_x)


def jvp(func, xs, v=None):
    """The forward-mode product through two reverse passes: ``d/du <vjp(u), v>``."""
    inputs, single_x = _fresh_inputs(xs)
    out = func(*inputs)
    outs, single_out = _as_list(out)
    tangents = [creation.ones_like(x) for x in inputs] if v is None else _as_list(v)[0]
    dummies = []
    for o in outs:
        u = creation.zeros_like(o)
        u.stop_gradient = False
        dummies.append(u)
    grads = grad(outs, inputs, dummies, create_graph=True, allow_unused=True)
    pairs = [(g, t) for g, t in zip(grads, tangents) if g is not None]
    result = grad([g for g, _ in pairs], dummies, [t for _, t in pairs], create_graph=True, allow_unused=True)
    result = [creation.zeros_like(o) if r is None else r for r, o in zip(result, outs)]
    return _shaped(outs, single_out), _shaped(result, single_out)
