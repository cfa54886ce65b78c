"""``mindspore.numpy``'s shape manipulation (reshape, transpose, stacking, splitting, indexing) on torch.

Most rows are torch's own function under numpy's argument names; splits
return tuples (MindSpore's), and out-of-range axes raise MindSpore's
``ValueError``s.
"""

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.numpy._convert import as_torch, axes_of, boxed, promoted


def _axis(axis, ndim, name="axis"):
    if isinstance(axis, bool) or not isinstance(axis, int):
        raise TypeError(f"integer argument expected, but got {type(axis).__name__}")
    if not -ndim <= axis < ndim:
        raise ValueError(f"The '{name}' must be in the range of [-{ndim}, {ndim}), but got {axis}.")
    return axis % ndim


def _tensor_only(x):
    if not isinstance(x, TensorBox):
        raise TypeError(f"expect Tensor, but got {type(x)}")
    return x._torch


def reshape(x, new_shape):
    t = _tensor_only(x)
    shape = (new_shape,) if isinstance(new_shape, int) else tuple(new_shape)
    try:
        return _box(t.reshape(shape))
    except RuntimeError:
        raise ValueError(f"proposed_shape '[const vector]{{{', '.join(str(s) for s in shape)}}}' is invalid for "
                         f"input of size {t.numel()}") from None


def ravel(x):
    return _box(_tensor_only(x).reshape(-1))


def transpose(a, axes=None):
    t = _tensor_only(a)
    if axes is None:
        return _box(t.permute(tuple(range(t.dim() - 1, -1, -1))))
    axes = tuple(axes)
    if len(axes) != t.dim():
        raise ValueError(f"For 'Transpose', size of perm should equal to rank of x, but got {len(axes)} and {t.dim()}!")
    return _box(t.permute(axes))


def swapaxes(x, axis1, axis2):
    t = _tensor_only(x)
    return _box(t.transpose(_axis(axis1, t.dim()), _axis(axis2, t.dim())))


def moveaxis(a, source, destination):
    t = _tensor_only(a)
    source = source if isinstance(source, int) else tuple(source)
    destination = destination if isinstance(destination, int) else tuple(destination)
    return _box(torch.movedim(t, source, destination))


def rollaxis(x, axis, start=0):
    t = _tensor_only(x)
    axis = _axis(axis, t.dim())
    if not -t.dim() <= start <= t.dim():
        raise ValueError(f"'start' out of range [-{t.dim()}, {t.dim()}]")
    start %= t.dim() + 1
    if axis < start:
        start -= 1
    return _box(torch.movedim(t, axis, start))


def expand_dims(a, axis):
    t = _tensor_only(a)
    for ax in sorted(axes_of(axis, t.dim() + len((axis,) if isinstance(axis, int) else axis))):
        t = t.unsqueeze(ax)
    return _box(t)


def squeeze(a, axis=None):
    t = _tensor_only(a)
    if axis is None:
        return _box(t.squeeze())
    axes = axes_of(axis, t.dim())
    for ax in axes:
        if t.shape[ax] != 1:
            raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
    return _box(t.squeeze(axes))


def _tensors(arrays):
    if isinstance(arrays, TensorBox):
        return list(arrays._torch.unbind(0))
    return list(promoted(*[a if isinstance(a, torch.Tensor) else as_torch(a) for a in arrays]))


def concatenate(arrays, axis=0):
    tensors = _tensors(arrays)
    if axis is None:
        return _box(torch.cat([t.reshape(-1) for t in tensors]))
    try:
        return _box(torch.cat(tensors, axis))
    except RuntimeError:
        shapes = ", ".join("[const vector]{" + ", ".join(str(s) for s in t.shape) + "}" for t in tensors)
        mismatch = next(i for i in range(tensors[0].dim()) if i != axis % tensors[0].dim()
                        and any(t.shape[i] != tensors[0].shape[i] for t in tensors))
        raise ValueError(f"For primitive[Concat], shapes of tensors must match except in given concat axis {axis}, "
                         f"but got mismatch in {mismatch}(all input shapes are [const vector]{{{shapes}}})!") from None


def append(arr, values, axis=None):
    a, v = promoted(as_torch(arr), as_torch(values))
    if axis is None:
        return _box(torch.cat([a.reshape(-1), v.reshape(-1)]))
    return _box(torch.cat([a, v], axis))


def stack(arrays, axis=0):
    tensors = _tensors(arrays)
    ndim = tensors[0].dim() + 1
    axis = _axis(axis, ndim)
    return concatenate([t.unsqueeze(axis) for t in tensors], axis)


def _promote_rank(tensors, rank):
    out = []
    for t in tensors:
        if t.dim() == 0:
            t = t.reshape(1)
        if rank >= 2 and t.dim() == 1:
            t = t.unsqueeze(0)
        if rank == 3 and t.dim() == 2:
            t = t.unsqueeze(-1)
        out.append(t)
    return out


def hstack(tup):
    tensors = _tensors(tup)
    if all(t.dim() <= 1 for t in tensors):
        return _box(torch.cat([t.reshape(-1) for t in tensors]))
    return _box(torch.cat(tensors, 1))


def vstack(tup):
    return _box(torch.cat(_promote_rank(_tensors(tup), 2), 0))


def dstack(tup):
    return _box(torch.cat(_promote_rank(_tensors(tup), 3), 2))


def column_stack(tup):
    tensors = [t.reshape(-1, 1) if t.dim() <= 1 else t for t in _tensors(tup)]
    return _box(torch.cat(tensors, 1))


def _split(t, indices_or_sections, axis, exact):
    if isinstance(indices_or_sections, int):
        size = t.shape[axis]
        if exact and size % indices_or_sections:
            raise ValueError("array split does not result in an equal division")
        sections = indices_or_sections
        base, extra = divmod(size, sections)
        sizes = [base + 1] * extra + [base] * (sections - extra)
        return tuple(_box(p) for p in torch.split(t, sizes, axis))
    bounds = [0] + [int(i) for i in indices_or_sections] + [t.shape[axis]]
    return list(_box(t.narrow(axis, min(s, t.shape[axis]), max(min(e, t.shape[axis]) - min(s, t.shape[axis]), 0)))
                 for s, e in zip(bounds, bounds[1:]))


def split(x, indices_or_sections, axis=0):
    t = _tensor_only(x)
    return _split(t, indices_or_sections, _axis(axis, t.dim()), exact=True)


def array_split(x, indices_or_sections, axis=0):
    t = _tensor_only(x)
    return _split(t, indices_or_sections, _axis(axis, t.dim()), exact=False)


def hsplit(x, indices_or_sections):
    t = _tensor_only(x)
    return _split(t, indices_or_sections, 1 if t.dim() > 1 else 0, exact=True)


def vsplit(x, indices_or_sections):
    return _split(_tensor_only(x), indices_or_sections, 0, exact=True)


def dsplit(x, indices_or_sections):
    return _split(_tensor_only(x), indices_or_sections, 2, exact=True)


def flip(m, axis=None):
    t = _tensor_only(m)
    return _box(torch.flip(t, axes_of(axis, t.dim())))


def fliplr(m):
    return flip(m, 1)


def flipud(m):
    return flip(m, 0)


def roll(a, shift, axis=None):
    t = _tensor_only(a)
    if axis is None:
        return _box(torch.roll(t.reshape(-1), shift).reshape(t.shape))
    shift = shift if isinstance(shift, int) else tuple(shift)
    axis = axis if isinstance(axis, int) else tuple(axis)
    return _box(torch.roll(t, shift, axis))


def rot90(a, k=1, axes=(0, 1)):
    return _box(torch.rot90(_tensor_only(a), k, tuple(axes)))


def tile(a, reps):
    reps = (reps,) if isinstance(reps, int) else tuple(reps)
    return _box(as_torch(a).tile(reps))


def broadcast_to(array, shape):
    t = as_torch(array)
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    try:
        return _box(t.broadcast_to(shape))
    except RuntimeError:
        raise ValueError(f"cannot broadcast with shape {tuple(t.shape)} and {shape}") from None


def broadcast_arrays(*args):
    return [_box(t) for t in torch.broadcast_tensors(*[as_torch(a) for a in args])]


def atleast_1d(*arys):
    out = [_box(t.reshape(1) if t.dim() == 0 else t) for t in (_tensor_only(a) for a in arys)]
    return out[0] if len(out) == 1 else out


def atleast_2d(*arys):
    out = [_box(torch.atleast_2d(_tensor_only(a))) for a in arys]
    return out[0] if len(out) == 1 else out


def atleast_3d(*arys):
    out = [_box(torch.atleast_3d(_tensor_only(a))) for a in arys]
    return out[0] if len(out) == 1 else out


def repeat(a, repeats, axis=None):
    t = as_torch(a)
    if axis is None:
        t, axis = t.reshape(-1), 0
    counts = repeats if isinstance(repeats, int) else torch.as_tensor(list(repeats))
    return _box(torch.repeat_interleave(t, counts, axis))


def take(a, indices, axis=None, mode="clip"):
    t, index = as_torch(a), as_torch(indices).long()
    if axis is None:
        t, axis = t.reshape(-1), 0
    size = t.shape[axis]
    # clip: negative indices count from the end, then everything is clipped into range
    index = index % size if mode == "wrap" else index.clamp(-size, size - 1) if mode == "clip" else index
    index = torch.where(index < 0, index + size, index)
    out = torch.index_select(t, axis, index.reshape(-1))
    return _box(out.reshape(t.shape[:axis] + index.shape + t.shape[axis + 1:]))


def take_along_axis(arr, indices, axis):
    t, index = as_torch(arr), as_torch(indices).long()
    if axis is None:
        t, axis = t.reshape(-1), 0
    shape = list(torch.broadcast_shapes(t.shape[:axis] + (1,) + t.shape[axis + 1:], index.shape))
    expanded = list(shape)
    expanded[axis] = t.shape[axis]
    index_shape = list(shape)
    index_shape[axis] = index.shape[axis]
    return _box(torch.gather(t.broadcast_to(expanded), axis, index.broadcast_to(index_shape)))


def choose(a, choices, mode="clip"):
    index = as_torch(a)
    if index.dtype.is_floating_point or index.dtype == torch.bool:
        raise ValueError("`a` should be an int array")
    if isinstance(choices, (list, tuple)):
        options = [as_torch(c) for c in choices]
        shape = torch.broadcast_shapes(index.shape, *[o.shape for o in options])
        options = torch.stack([o.broadcast_to(shape) for o in options])
    else:
        options = as_torch(choices)
        shape = torch.broadcast_shapes(index.shape, options.shape[1:])
        options = options.reshape(options.shape[:1] + (1,) * (len(shape) - options.dim() + 1) + options.shape[1:])
        options = options.broadcast_to(options.shape[:1] + shape)
    count = options.shape[0]
    index = index.long().broadcast_to(shape)
    index = index % count if mode == "wrap" else index.clamp(0, count - 1)
    return _box(torch.gather(options, 0, index.unsqueeze(0))[0])


def select(condlist, choicelist, default=0):
    conditions = [as_torch(c) for c in condlist] if not isinstance(condlist, TensorBox) else list(condlist._torch)
    choices = [c.to({torch.int64: torch.int32, torch.float64: torch.float32}.get(c.dtype, c.dtype))
               for c in _tensors(choicelist)]  # a sequence of choices becomes one 32-bit tensor
    if len(conditions) != len(choices):
        raise ValueError("list of cases must be same length as list of conditions")
    out = torch.as_tensor(as_torch(default), dtype=choices[0].dtype)
    for condition, choice in zip(reversed(conditions), reversed(choices)):
        out = torch.where(condition, choice, out)
    return _box(out)


def piecewise(x, condlist, funclist, *args, **kw):
    """MindSpore's piecewise is ``select`` over the functions' values (or the values themselves): the result
    has their dtype, and one value more than conditions is the default."""
    conditions = list(condlist) if isinstance(condlist, (list, tuple)) else [condlist]
    choices = [function(x, *args, **kw) if callable(function) else function for function in funclist]
    default = 0
    if len(choices) == len(conditions) + 1:
        default = choices.pop()
    elif len(choices) != len(conditions):
        raise ValueError(f"the number of choices should be either equal to conditions or {len(conditions) + 1}")
    return select(conditions, choices, default)


def unique(x, return_inverse=False):
    """The distinct values in order of first appearance (MindSpore's Unique), and where each element went."""
    t = as_torch(x).reshape(-1)
    values, inverse = torch.unique(t, sorted=True, return_inverse=True)
    first = torch.full((values.numel(),), t.numel(), dtype=torch.int64).scatter_reduce(
        0, inverse, torch.arange(t.numel()), "amin")
    order = torch.argsort(first)
    rank = torch.empty_like(order)
    rank[order] = torch.arange(order.numel())
    values, inverse = values[order], rank[inverse]
    return (_box(values), _box(inverse.to(torch.int32))) if return_inverse else _box(values)


def unravel_index(indices, shape, order="C"):
    index = as_torch(indices).long()
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    size = 1
    for s in shape:
        size *= s
    index = torch.where(index < 0, index + size, index)
    out = []
    dims = shape if order == "C" else shape[::-1]
    for s in reversed(dims):
        out.append(index % s)
        index = index // s
    out = out[::-1] if order == "C" else out
    return tuple(_box(o.to(torch.int32)) for o in out)


def ravel_multi_index(multi_index, dims, mode="clip", order="C"):
    """Flat indices, as float32 (MindSpore computes them so)."""
    indices = [as_torch(i).long() for i in multi_index] if not isinstance(multi_index, TensorBox) \
        else list(multi_index._torch.long())
    dims = tuple(dims)
    out = torch.zeros_like(indices[0])
    order_dims = list(zip(indices, dims)) if order == "C" else list(zip(indices, dims))[::-1]
    for index, size in order_dims:
        index = index % size if mode == "wrap" else index.clamp(0, size - 1)
        out = out * size + index
    return _box(out.to(torch.float32))


def size(a, axis=None):
    t = as_torch(a)
    if axis is None:
        return t.numel()
    if isinstance(axis, bool) or not isinstance(axis, int):
        raise TypeError(f"axis argument should be integer, but got {type(axis)}")
    return t.shape[_axis(axis, t.dim())]


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    t = as_torch(arr)
    axis = _axis(axis, t.dim())
    moved = torch.movedim(t, axis, -1)
    rows = moved.reshape(-1, moved.shape[-1])
    results = [as_torch(func1d(_box(row), *args, **kwargs)) for row in rows]
    out = torch.stack(results).reshape(moved.shape[:-1] + results[0].shape)
    if results[0].dim() == 0:
        return _box(out)
    return _box(torch.movedim(out, tuple(range(-results[0].dim(), 0)), tuple(range(axis, axis + results[0].dim()))))


def apply_over_axes(func, a, axes):
    out = a
    for axis in (axes,) if isinstance(axes, int) else axes:
        before = as_torch(out)
        result = func(out, axis=axis)
        if as_torch(result).dim() < before.dim():
            result = _box(as_torch(result).unsqueeze(axis))
        out = result
    return out


def pad(arr, pad_width, mode="constant", stat_length=None, constant_values=0, end_values=0, reflect_type="even",
        **kwargs):
    t = as_torch(arr)
    widths = _pairs(pad_width, t.dim())
    if mode == "constant":
        values = _pairs(constant_values, t.dim())
        for axis, ((before, after), (low, high)) in enumerate(zip(widths, values)):
            shape = list(t.shape)
            shape[axis] = before
            head = torch.full(shape, low, dtype=t.dtype)
            shape[axis] = after
            tail = torch.full(shape, high, dtype=t.dtype)
            t = torch.cat([head, t, tail], axis)
        return _box(t)
    if mode in ("wrap", "edge", "reflect", "symmetric"):
        for axis, (before, after) in enumerate(widths):
            size = t.shape[axis]
            index = torch.arange(-before, size + after)
            if mode == "wrap":
                index = index % size
            elif mode == "edge":
                index = index.clamp(0, size - 1)
            elif mode == "reflect":
                period = 2 * (size - 1) if size > 1 else 1
                index = index % period
                index = torch.where(index >= size, period - index, index)
            else:
                period = 2 * size
                index = index % period
                index = torch.where(index >= size, period - 1 - index, index)
            t = torch.index_select(t, axis, index)
        return _box(t)
    if mode == "linear_ramp":
        ends = _pairs(end_values, t.dim())
        for axis, ((before, after), (low, high)) in enumerate(zip(widths, ends)):
            first, last = t.narrow(axis, 0, 1), t.narrow(axis, t.shape[axis] - 1, 1)
            shape = [1] * t.dim()
            parts = []
            if before:
                shape[axis] = before
                steps = torch.arange(before, dtype=torch.float32).reshape(shape) / before
                parts.append((low + (first - low) * steps).to(t.dtype))
            parts.append(t)
            if after:
                shape[axis] = after
                steps = torch.arange(1, after + 1, dtype=torch.float32).reshape(shape) / after
                parts.append((last + (high - last) * steps).to(t.dtype))
            t = torch.cat(parts, axis)
        return _box(t)
    if mode in ("maximum", "minimum", "mean", "median"):
        reduce = {"maximum": torch.amax, "minimum": torch.amin, "mean": torch.mean,
                  "median": lambda x, dim, keepdim: torch.quantile(x, 0.5, dim=dim[0], keepdim=keepdim)}[mode]
        for axis, (before, after) in enumerate(widths):
            stat = reduce(t, dim=(axis,), keepdim=True)
            shape = list(t.shape)
            shape[axis] = before
            head = stat.expand(shape)
            shape[axis] = after
            tail = stat.expand(shape)
            t = torch.cat([head.to(t.dtype), t, tail.to(t.dtype)], axis)
        return _box(t)
    raise NotImplementedError(f"mode {mode} is not supported")


def _pairs(width, ndim):
    if hasattr(width, "_torch"):
        width = width._torch.tolist()
    if isinstance(width, (int, float)):
        return [(width, width)] * ndim
    width = list(width)
    if len(width) == 2 and all(isinstance(w, (int, float)) for w in width):
        return [tuple(width)] * ndim
    if len(width) == 1:
        w = width[0]
        return [(w, w) if isinstance(w, (int, float)) else tuple(w)] * ndim
    return [tuple(w) if not isinstance(w, (int, float)) else (w, w) for w in width]


__all__ = [
    "reshape", "ravel", "transpose", "swapaxes", "moveaxis", "rollaxis", "expand_dims", "squeeze", "concatenate",
    "append", "stack", "hstack", "vstack", "dstack", "column_stack", "split", "array_split", "hsplit", "vsplit",
    "dsplit", "flip", "fliplr", "flipud", "roll", "rot90", "tile", "broadcast_to", "broadcast_arrays",
    "atleast_1d", "atleast_2d", "atleast_3d", "repeat", "take", "take_along_axis", "choose", "select", "piecewise",
    "unique", "unravel_index", "ravel_multi_index", "size", "apply_along_axis", "apply_over_axes", "pad",
]
