"""MindSpore's selection, indexing and reshaping ops (``ops.topk``, ``ops.gather_nd``, ``ops.tril``,
``ops.max`` ...): exact by nature, on torch, with MindSpore's argument names, index dtypes, tie order and
return structures.

Ops that only rename a torch function are rows of ``_RENAMED``; the others
are small functions below it.

>>> import unigrad.mindspore_api as ms
>>> print(tril(ms.Tensor([[1.0, 2.0], [3.0, 4.0]])))
[[1. 0.]
 [3. 4.]]
"""

import numpy as np
import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api import _misuse
from unigrad.mindspore_api.common.tensor import _box, _misused


def _u(value):
    return value._torch if isinstance(value, TensorBox) else value


def _tensors(values):
    return [_u(v) for v in values]


#: MindSpore name -> (torch function, MindSpore's parameter names after the input, in order).
_RENAMED = {
    "gather_elements": (lambda input, dim, index: torch.gather(input, dim, index.long()), ("dim", "index")),
    "tril": (torch.tril, ("diagonal",)),
    "triu": (torch.triu, ("diagonal",)),
    "expand_as": (lambda input, other: input.expand_as(other), ("other",)),
    "narrow": (torch.narrow, ("axis", "start", "length")),
    "movedim": (torch.movedim, ("source", "destination")),
    "moveaxis": (torch.movedim, ("source", "destination")),
    "swapdims": (torch.transpose, ("dim0", "dim1")),
    "fliplr": (torch.fliplr, ()),
    "flipud": (torch.flipud, ()),
    "masked_select": (lambda input, mask: torch.masked_select(input, mask), ("mask",)),
    "trace": (torch.trace, ()),
    "diagonal": (torch.diagonal, ("offset", "dim1", "dim2")),
    "argwhere": (torch.argwhere, ()),
}


def _renamed(name, torch_op, parameters):
    def op(input, *args, **kwargs):
        return _box(torch_op(_u(input), *(_u(a) for a in args), **{k: _u(v) for k, v in kwargs.items()}))

    op.__name__ = op.__qualname__ = name
    op.__doc__ = f"MindSpore's ``ops.{name}(input, {', '.join(parameters)})`` on torch."
    return op


for _name, (_torch_op, _parameters) in _RENAMED.items():
    globals()[_name] = _renamed(_name, _torch_op, _parameters)


def flip(input, dims):
    t = _u(input)
    dims = tuple(dims) if isinstance(dims, (tuple, list)) else (dims,)
    try:
        return _box(torch.flip(t, dims))
    except IndexError:
        return _misused(_misuse.flip_error(dims, t.dim()), t)


def topk(input, k, dim=None, largest=True, sorted=True):
    """``(values, int32 indices)`` of the ``k`` largest (or smallest: of the negated input) along ``dim``
    (default the last). Equal values come out in the order MindSpore's CPU kernel leaves them: a stable sort
    when ``k`` is over half the row, else ``std::nth_element`` then a stable sort of the first ``k``."""
    t = _u(input)
    dim = -1 if dim is None else dim
    size = t.shape[dim] if t.dim() else 1
    if not 0 < k <= size:
        raise ValueError(f"For primitive[TopK], the k must be in (0,{size}], but got {k}.")
    keys = (t if largest else -t).movedim(dim, -1)
    rows = keys.reshape(-1, size)
    picked = torch.topk(rows, k, dim=-1, sorted=True).indices
    ordered = torch.sort(rows, dim=-1).values
    tied = (ordered[:, 1:] == ordered[:, :-1]).any(dim=-1)
    if bool(tied.any()):  # only equal values make the order depend on the kernel's algorithm
        values = rows.detach().cpu().tolist()
        for row in torch.nonzero(tied).flatten().tolist():
            picked[row] = torch.as_tensor(_kernel_topk(values[row], k))
    picked = picked.reshape(keys.shape[:-1] + (k,)).movedim(-1, dim)
    return _box(torch.gather(t, dim, picked)), _box(picked.to(torch.int32))


def _kernel_topk(values, k):
    """The first ``k`` positions of ``values`` by descending value, as MindSpore's TopK orders equal ones."""
    index = list(range(len(values)))
    descending = lambda i: -values[i]  # noqa: E731 - sorted() is stable, as std::stable_sort
    if k > int(len(values) * 0.5):
        return sorted(index, key=descending)[:k]
    _nth_element(index, k, lambda i, j: values[i] > values[j])
    return sorted(index[:k], key=descending)


def _nth_element(items, nth, less):
    """libstdc++'s ``std::nth_element(items, items + nth, end, less)`` (introselect), in place."""
    first, last = 0, len(items)
    depth = 2 * (last.bit_length() - 1) if last else 0
    while last - first > 3:
        if depth == 0:
            _heap_select(items, first, nth + 1, last, less)
            items[first], items[nth] = items[nth], items[first]
            return
        depth -= 1
        cut = _partition_pivot(items, first, last, less)
        if cut <= nth:
            first = cut
        else:
            last = cut
    _insertion_sort(items, first, last, less)


def _partition_pivot(items, first, last, less):
    mid = first + (last - first) // 2
    a, b, c = first + 1, mid, last - 1
    if less(items[a], items[b]):
        median = b if less(items[b], items[c]) else c if less(items[a], items[c]) else a
    elif less(items[a], items[c]):
        median = a
    elif less(items[b], items[c]):
        median = c
    else:
        median = b
    items[first], items[median] = items[median], items[first]
    pivot, low, high = items[first], first + 1, last
    while True:
        while less(items[low], pivot):
            low += 1
        high -= 1
        while less(pivot, items[high]):
            high -= 1
        if not low < high:
            return low
        items[low], items[high] = items[high], items[low]
        low += 1


def _insertion_sort(items, first, last, less):
    for i in range(first + 1, last):
        value = items[i]
        if less(value, items[first]):
            items[first + 1:i + 1] = items[first:i]
            items[first] = value
            continue
        j = i
        while less(value, items[j - 1]):
            items[j] = items[j - 1]
            j -= 1
        items[j] = value


def _heap_select(items, first, middle, last, less):
    """libstdc++'s ``std::__heap_select``: a heap of ``[first, middle)`` keeping the greatest under ``less``."""
    length = middle - first
    for parent in range((length - 2) // 2, -1, -1) if length >= 2 else ():
        _adjust_heap(items, first, parent, length, items[first + parent], less)
    for i in range(middle, last):
        if less(items[i], items[first]):
            value, items[i] = items[i], items[first]
            _adjust_heap(items, first, 0, length, value, less)


def _adjust_heap(items, base, hole, length, value, less):
    """libstdc++'s ``std::__adjust_heap`` (then ``__push_heap``) on ``items[base:base + length]``."""
    top, child = hole, hole
    while child < (length - 1) // 2:
        child = 2 * (child + 1)
        if less(items[base + child], items[base + child - 1]):
            child -= 1
        items[base + hole] = items[base + child]
        hole = child
    if length % 2 == 0 and child == (length - 2) // 2:
        child = 2 * (child + 1)
        items[base + hole] = items[base + child - 1]
        hole = child - 1
    parent = (hole - 1) // 2
    while hole > top and less(items[base + parent], value):
        items[base + hole] = items[base + parent]
        hole, parent = parent, (parent - 1) // 2
    items[base + hole] = value


def argsort(input, axis=-1, descending=False):
    """int32 indices that sort ``input`` along ``axis`` (stable: equal values keep their order)."""
    return _box(torch.sort(_u(input), dim=axis, descending=descending, stable=True).indices.to(torch.int32))


def _with_index(torch_op, input, axis, keepdims, initial=None, where=None, bound=None):
    """``(values, indices)`` of ``torch_op`` (torch.max/min) along ``axis``. With ``where`` the excluded
    elements count as ``initial``, and with ``initial`` every element is first clamped by it (``bound``:
    torch.maximum/minimum), so an index points at the first element reaching the result (measured)."""
    t = _u(input)
    if where is not None or initial is not None:
        fill = torch.as_tensor(initial if initial is not None else
                               (-torch.inf if torch_op is torch.max else torch.inf), device=t.device).to(t.dtype)
        if where is not None:
            t = torch.where(_u(where).bool(), t, fill)
        if initial is not None:
            t = bound(t, fill)
    if axis is None:
        # over every element MindSpore returns the value with index 0
        return _box(torch_op(t)), _box(torch.zeros((), dtype=torch.int64, device=t.device))
    try:
        values, indices = torch_op(t, dim=axis, keepdim=keepdims)
    except IndexError:  # MindSpore's infer fails: both outputs can never be read
        error = _misuse.axis_error("ArgMaxWithValue" if torch_op is torch.max else "ArgMinWithValue", axis, t.dim())
        return _misused(error, t), _misused(error, t)
    return _box(values), _box(indices)


def max(input, axis=None, keepdims=False, *, initial=None, where=None):  # noqa: A001 - mindspore.ops.max
    """``(values, int64 indices)`` of the maximum along ``axis``; over all elements, the index is 0."""
    return _with_index(torch.max, input, axis, keepdims, initial, where, torch.maximum)


def min(input, axis=None, keepdims=False, *, initial=None, where=None):  # noqa: A001 - mindspore.ops.min
    """``(values, int64 indices)`` of the minimum along ``axis``; over all elements, the index is 0."""
    return _with_index(torch.min, input, axis, keepdims, initial, where, torch.minimum)


def _logical_reduce(torch_op, input, axis, keep_dims):
    t = _u(input).bool()
    if axis is None or axis == () or axis == []:
        out = torch_op(t)
        return _box(out.reshape([1] * t.dim()) if keep_dims else out)
    dims = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
    for dim in sorted((d % t.dim() for d in dims), reverse=True):
        t = torch_op(t, dim=dim, keepdim=keep_dims)
    return _box(t)


def all(input, axis=None, keep_dims=False):  # noqa: A001 - mindspore.ops.all
    return _logical_reduce(torch.all, input, axis, keep_dims)


def any(input, axis=None, keep_dims=False):  # noqa: A001 - mindspore.ops.any
    return _logical_reduce(torch.any, input, axis, keep_dims)


def gather_nd(input_x, indices):
    """The slices of ``input_x`` at the index tuples along ``indices``' last axis."""
    t, index = _u(input_x), _u(indices).long()
    return _box(t[tuple(index[..., i] for i in range(index.shape[-1]))])


def index_select(input, axis, index):
    index = _u(index)
    if index.dim() != 1:
        raise ValueError(f"For 'index_select', the dimension of `index` must be 1, but got {index.dim()}")
    return _box(torch.index_select(_u(input), axis, index.long()))


def unstack(input_x, axis=0):
    return tuple(_box(part) for part in torch.unbind(_u(input_x), axis))


def unbind(input, dim=0):
    return tuple(_box(part) for part in torch.unbind(_u(input), dim))


def repeat_interleave(input, repeats, axis=None):
    return _box(torch.repeat_interleave(_u(input), _u(repeats), dim=axis))


def select(condition, input, other):  # noqa: A002 - MindSpore's argument names
    """``input`` where ``condition`` holds, else ``other`` (either may be a Python number)."""
    condition = _u(condition)
    x, y = _u(input), _u(other)
    if not isinstance(x, torch.Tensor):
        x = torch.as_tensor(x, dtype=y.dtype if isinstance(y, torch.Tensor) else None, device=condition.device)
    if not isinstance(y, torch.Tensor):
        y = torch.as_tensor(y, dtype=x.dtype, device=condition.device)
    return _box(torch.where(condition, x, y))


def numel(input):
    return _u(input).numel()


def size(input_x):
    return _u(input_x).numel()


def shape(input_x):
    return tuple(_u(input_x).shape)


def rank(input_x):
    return _u(input_x).dim()


def meshgrid(*inputs, indexing="xy"):
    return tuple(_box(grid) for grid in torch.meshgrid(*_tensors(inputs), indexing=indexing))


def diag(input):
    """A rank-2k Tensor with ``input`` (rank k) on its diagonal: ``out[i..., i...] = input[i...]``."""
    t = _u(input)
    count = t.numel()
    flat = torch.zeros((count, count), dtype=t.dtype, device=t.device)
    flat.diagonal().copy_(t.reshape(-1))
    return _box(flat.reshape(tuple(t.shape) * 2))


def addn(x):
    """The sum of a tuple or list of Tensors, added in order."""
    tensors = _tensors(x)
    out = tensors[0]
    for t in tensors[1:]:
        out = out + t
    return _box(out)


def scatter_nd(indices, updates, shape):
    """Zeros of ``shape`` with ``updates`` added at ``indices`` (repeated indices add up)."""
    index, values = _u(indices).long(), _u(updates)
    out = torch.zeros(tuple(shape), dtype=values.dtype, device=values.device)
    return _box(out.index_put(tuple(index[..., i] for i in range(index.shape[-1])), values, accumulate=True))


def vstack(inputs):
    return _box(torch.vstack(_tensors(inputs)))


def hstack(inputs):
    return _box(torch.hstack(_tensors(inputs)))


def count_nonzero(x, axis=(), keep_dims=False, dtype=None):
    t = _u(x) != 0
    return _box(_logical_sum(t, axis, keep_dims).to(torch.int32))


def _logical_sum(t, axis, keep_dims):
    if axis is None or axis == () or axis == []:
        out = t.sum()
        return out.reshape([1] * t.dim()) if keep_dims else out
    return t.sum(dim=tuple(axis) if isinstance(axis, (tuple, list)) else axis, keepdim=keep_dims)


def atleast_2d(inputs):
    if isinstance(inputs, (tuple, list)):
        return tuple(_box(torch.atleast_2d(t)) for t in _tensors(inputs))
    return _box(torch.atleast_2d(_u(inputs)))


def tensor_split(input, indices_or_sections, axis=0):
    return tuple(_box(part) for part in torch.tensor_split(_u(input), indices_or_sections, dim=axis))


def sequence_mask(lengths, maxlen=None):
    """``[..., maxlen]`` bools: position j is below the length (maxlen: the longest, by default)."""
    t = _u(lengths)
    maxlen = int(t.max()) if maxlen is None else int(_u(maxlen))
    return _box(torch.arange(maxlen, device=t.device) < t.unsqueeze(-1))


def cummax(input, axis):
    """``(running maxima, int64 indices)``; an equal value takes the later index."""
    values, indices = torch.cummax(_u(input), axis)
    return _box(values), _box(indices)


def cummin(input, axis):
    """``(running minima, int32 indices)``; an equal value takes the later index."""
    values, indices = torch.cummin(_u(input), axis)
    return _box(values), _box(indices.to(torch.int32))


def unique(input):
    """``(distinct values in order of first appearance, int32 position of each input value among them)``."""
    t = _u(input)
    values, first, inverse = np.unique(t.detach().cpu().numpy().reshape(-1), return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank_of = np.empty_like(order)
    rank_of[order] = np.arange(order.size)
    out = torch.as_tensor(values[order], device=t.device)
    return _box(out), _box(torch.as_tensor(rank_of[inverse].reshape(t.shape), dtype=torch.int32, device=t.device))


__all__ = sorted(list(_RENAMED) + [
    "flip", "topk", "argsort", "max", "min", "all", "any", "gather_nd", "index_select", "unstack", "unbind",
    "repeat_interleave", "select", "numel", "size", "shape", "rank", "meshgrid", "diag", "addn", "scatter_nd",
    "vstack", "hstack", "count_nonzero", "atleast_2d", "tensor_split", "sequence_mask", "cummax", "cummin", "unique",
])
del _name, _torch_op, _parameters
