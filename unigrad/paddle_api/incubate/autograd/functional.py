"""``paddle.incubate.autograd.Jacobian`` / ``Hessian``: paddle 3's lazily evaluated matrices of a function.

As in paddle 3.3.1: ``func`` runs once, at construction, on copies of ``xs`` cut from the caller's graph;
its outputs and the inputs are flattened and concatenated (each batch row apart with ``is_batched``), so
the matrix is ``[ys.size, xs.size]`` or ``[B, ys.size / B, xs.size / B]``. A row is computed when an
index first needs it, by one reverse pass of the engine (``paddle.grad``, that is
:func:`unigrad._engine.tape.grad`, with ``create_graph`` so entries stay differentiable; with
``is_batched`` the row's entries of every batch row at once), and cached. Indexes are paddle's: ints and slices per axis, trailing axes ``:``, no
Ellipsis. A Hessian is the Jacobian of the function's gradient.
"""

from collections.abc import Sequence

from unigrad.paddle_api import _creation as creation
from unigrad.paddle_api import ops
from unigrad.paddle_api._gradients import grad
from unigrad.paddle_api.tensor import Tensor

__all__ = ["Jacobian", "Hessian"]


def _as_tensors(values):
    """A tensor as a 1-tuple, a sequence as a tuple, anything else as it is (paddle's ``as_tensors``)."""
    if isinstance(values, Tensor):
        return (values,)
    return tuple(values) if isinstance(values, Sequence) else values


def _separate(x):
    """A copy of ``x`` that requires grad and leads back to no other variable of the caller's graph."""
    if not x.stop_gradient:
        return ops.assign(x)
    copy = x.detach()
    copy.stop_gradient = False
    return copy


def _positive_indexes(indexes, shape):
    """paddle's index normalisation: one int or slice per axis (missing trailing axes ``:``), made
    non-negative; a slice's stop is not clipped to the axis."""
    indexes = indexes if isinstance(indexes, Sequence) else (indexes,)
    if any(index is Ellipsis for index in indexes):
        raise IndexError("Ellipsis index currently is not supported.")
    indexes = indexes + (slice(0, None, None),) * (len(shape) - len(indexes))
    positive = []
    for axis, index in enumerate(indexes):  # more indexes than axes reach the tensor's own indexing
        if isinstance(index, slice):
            start, stop, step = index.start or 0, index.stop or shape[axis], index.step or 1
            positive.append(slice(start + shape[axis] if start < 0 else start,
                                  stop + shape[axis] if stop < 0 else stop, step))
        elif isinstance(index, int):
            positive.append(index + shape[axis] if index < 0 else index)
        else:
            raise TypeError(f"Not supported index type {index}.")
    return tuple(positive)


class _Matrix:
    """The flattened Jacobian of ``func`` at ``xs``, rows along ``lazy_axis`` computed on demand."""

    def __init__(self, func, xs, is_batched):
        self._batched = is_batched
        self._lazy_axis = 1 if is_batched else 0
        self._xs = tuple(_separate(x) for x in xs) if isinstance(xs, Sequence) else _separate(xs)
        ys = func(*_as_tensors(self._xs))
        self._flat_xs = self._flatten(_as_tensors(self._xs))
        self._flat_ys = self._flatten(_as_tensors(ys))
        self._rows = {}

    @property
    def shape(self):
        if self._batched:
            return (self._flat_xs.shape[0], self._flat_ys.shape[1], self._flat_xs.shape[1])
        return (self._flat_ys.shape[0], self._flat_xs.shape[0])

    def _flatten(self, values):
        if self._batched:
            return ops.concat(tuple(v.reshape((v.shape[0], -1)) for v in _as_tensors(values)), 1)
        # like paddle, iterate what it is given: a single tensor goes by its first axis (a 0-D one, nowhere)
        if isinstance(values, Tensor) and values.ndim == 0:
            values = ()
        return ops.concat(tuple(v.reshape((-1,)) for v in values))

    def _row(self, k):
        row = self._rows.get(k)
        if row is None:
            outputs = self._flat_ys[:, k] if self._batched else self._flat_ys[k]
            inputs = _as_tensors(self._xs)
            grads = grad(outputs, list(inputs), create_graph=True, allow_unused=True)
            grads = [_zeros_like(x) if g is None else g for g, x in zip(grads, inputs)]
            row = self._rows[k] = self._flatten(grads[0] if isinstance(self._xs, Tensor) else grads)
        return row

    def __getitem__(self, indexes):
        indexes = _positive_indexes(indexes, self.shape)
        lazy = indexes[self._lazy_axis]
        if isinstance(lazy, int):
            return self._row(lazy)[indexes[:self._lazy_axis] + indexes[self._lazy_axis + 1:]]
        rows = range(lazy.start, lazy.stop, lazy.step)
        shape = list(self.shape)
        shape[self._lazy_axis] = len(rows)
        part = ops.concat([self._row(k) for k in rows], axis=self._lazy_axis).reshape(shape)
        return part[indexes[:self._lazy_axis] + (slice(0, len(rows), 1),) + indexes[self._lazy_axis + 1:]]


def _zeros_like(x):
    zeros = creation.zeros_like(x)
    zeros.stop_gradient = x.stop_gradient
    return zeros


class Jacobian:
    """``paddle.incubate.autograd.Jacobian(func, xs, is_batched=False)``."""

    def __init__(self, func, xs, is_batched=False):
        self._matrix = _Matrix(func, xs, is_batched)

    def __getitem__(self, indexes):
        out = self._matrix[indexes]
        out._sg = False  # rows are gradients taken with create_graph: paddle's are stop_gradient=False
        return out

    @property
    def shape(self):
        """The shape of the flattened matrix (a tuple, as paddle's)."""
        return self._matrix.shape

    def __repr__(self):
        return f"<paddle.incubate.autograd.functional.{type(self).__name__} object at {hex(id(self))}>"


Jacobian.__module__ = "paddle.incubate.autograd.functional"  # as paddle's classes print


class Hessian(Jacobian):
    """``paddle.incubate.autograd.Hessian(func, xs, is_batched=False)``: ``func`` returns one value (per
    batch row)."""

    def __init__(self, func, xs, is_batched=False):
        def gradient(*inputs):
            jacobian = Jacobian(func, inputs, is_batched=is_batched)
            if jacobian.shape[1 if is_batched else 0] != 1:
                raise RuntimeError("The function given to Hessian should return as single element Tensor or "
                                   "batched single element Tensor.")
            return jacobian[:, 0, :] if is_batched else jacobian[0, :]

        super().__init__(gradient, xs, is_batched)


Hessian.__module__ = "paddle.incubate.autograd.functional"
