"""``paddle.autograd.jacobian`` / ``hessian``: paddle's lazy Jacobian and Hessian objects.

A :class:`Jacobian` computes nothing until it is indexed (``J[:]``,
``J[0]``, ``J[:, 1]``); then the whole matrix is computed once on the
engine (:func:`unigrad._engine.tape.jacobian`, with ``create_graph`` so the
entries stay differentiable, as paddle's are) and the index applies to it.
Without ``batch_axis`` the matrix is ``[ys.size, xs.size]``; with
``batch_axis=0`` it is ``[B, ys.size / B, xs.size / B]``.
"""

import torch

from unigrad._engine import tape
from unigrad.paddle_api.tensor import _torch_index, wrap

__all__ = ["jacobian", "hessian", "Jacobian", "Hessian"]


class Jacobian:
    """The Jacobian of ``ys`` w.r.t. ``xs``, evaluated on first indexing."""

    def __init__(self, ys, xs, batch_axis=None):
        if batch_axis not in (None, 0):
            raise ValueError(f"batch_axis should be None or 0, but got {batch_axis}.")
        self._ys, self._xs, self._batch_axis = ys, xs, batch_axis
        self._matrix = None
        ny, nx = ys._torch.numel(), xs._torch.numel()
        if batch_axis is None:
            self._shape = [ny, nx] if ys._torch.dim() > 0 else [nx]
            if xs._torch.dim() == 0:
                self._shape = self._shape[:-1]
        else:
            b = ys._torch.shape[0]
            self._shape = [b, ny // b, nx // b]

    @property
    def shape(self):
        return list(self._shape)

    def __repr__(self):
        return f"<paddle.autograd.autograd.{type(self).__name__} object at {hex(id(self))}>"

    def _evaluate(self):
        if self._matrix is None:
            y, x = self._ys._torch, self._xs._torch
            full = tape.jacobian(y, [x], create_graph=True)[0]
            if self._batch_axis is None:
                matrix = full.reshape(self._shape)
            else:
                b = y.shape[0]
                blocks = full.reshape(b, -1, x.shape[0], x.numel() // x.shape[0])
                matrix = torch.stack([blocks[i, :, i, :] for i in range(b)])
            self._matrix = matrix
        return self._matrix

    def __getitem__(self, index):
        out = wrap(self._evaluate()[_torch_index(index)])
        out._sg = False
        return out


class Hessian(Jacobian):
    """The Hessian of scalar ``ys`` w.r.t. ``xs``: the Jacobian of its gradient."""

    def __init__(self, ys, xs, batch_axis=None):
        from unigrad.paddle_api._gradients import grad

        _check_scalar(ys, batch_axis)
        gradient = grad(ys, xs, create_graph=True)[0]
        super().__init__(gradient, xs, batch_axis)


def _check_scalar(ys, batch_axis):
    """paddle's Hessian is of a scalar (one per batch row with ``batch_axis=0``)."""
    size = ys._torch.numel()
    if batch_axis is None and size != 1:
        raise ValueError(f"Only support ys.numel()({size})==1 when batch_axis is None.")


def _apply(kind, ys, xs, batch_axis):
    if isinstance(xs, (list, tuple)):
        if isinstance(ys, (list, tuple)):
            return tuple(tuple(kind(y, x, batch_axis) for x in xs) for y in ys)
        return tuple(kind(ys, x, batch_axis) for x in xs)
    if isinstance(ys, (list, tuple)):
        return tuple(kind(y, xs, batch_axis) for y in ys)
    return kind(ys, xs, batch_axis)


def jacobian(ys, xs, batch_axis=None):
    """``paddle.autograd.jacobian``: a :class:`Jacobian` (tuples of them for sequences)."""
    return _apply(Jacobian, ys, xs, batch_axis)


def hessian(ys, xs, batch_axis=None):
    """``paddle.autograd.hessian``: a :class:`Hessian` (tuples of them for sequences of xs)."""
    if isinstance(xs, (list, tuple)):
        return tuple(tuple(_hessian_block(ys, xi, xj, batch_axis) for xj in xs) for xi in xs)
    return Hessian(ys, xs, batch_axis)


def _hessian_block(ys, xi, xj, batch_axis):
    from unigrad.paddle_api._gradients import grad

    _check_scalar(ys, batch_axis)
    return Jacobian(grad(ys, xi, create_graph=True)[0], xj, batch_axis)
