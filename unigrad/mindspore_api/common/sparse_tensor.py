"""MindSpore's sparse tensors: ``COOTensor`` (row-column index pairs) and ``CSRTensor`` (row pointers).

They hold their parts as MindSpore Tensors (``indices``, ``values``, and
``indptr`` for CSR) and a shape tuple, check their inputs with MindSpore
2.10's messages, print as MindSpore does (the parts' values without commas),
and densify through torch's sparse layouts. Measured on MindSpore 2.10.0's
CPU build: ``COOTensor.to_csr`` and ``CSRTensor.to_coo`` need AKG, absent from
the CPU wheel (a ``RuntimeError``; ``to_coo`` refuses a non-int32 ``indptr``
first); two COOTensors add as MindSpore's SparseAdd merges them; adding two
CSRTensors is not reproduced (``TypeError``).

>>> import unigrad.mindspore_api as ms
>>> coo = COOTensor(ms.Tensor([[0, 1], [1, 2]], dtype=ms.int32), ms.Tensor([1.0, 2.0]), (3, 4))
>>> coo.shape, coo.size, coo.ndim
((3, 4), 2, 2)
"""

import torch

from unigrad.mindspore_api._real_names import RealNamed
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import Tensor, _box

__all__ = ["COOTensor", "CSRTensor"]

_INDEX_DTYPES = (torch.int16, torch.int32, torch.int64)


def _is_tensor(value):
    return isinstance(value, Tensor)


def _check_parts(indices, values, shape):
    if not _is_tensor(indices):
        raise TypeError(f"For SparseTensors, 'indices' must be Tensor, but got {type(indices)}.")
    if not _is_tensor(values):
        raise TypeError(f"For SparseTensors, 'values' must be Tensor, but got {type(values)}.")
    if not isinstance(shape, tuple):
        raise TypeError(f"For SparseTensors, 'shape' must be tuple, but got {type(shape)}.")


def _part_repr(name, part):
    """A part inside a sparse tensor's repr: the Tensor's repr without the commas between values."""
    head, _, shown = repr(part).partition("value=")
    shown = shown.replace(",\n", "\n").replace(", ", " ")
    return f"{name}={head}value=" + (shown[1:] if shown.startswith(" ") else shown)


def _dtype_text(values):
    return str(values.dtype)


class _SparseParts(RealNamed):
    """What both sparse formats read from their values and shape (the classes print under MindSpore's
    module path, ``<class 'mindspore.common.sparse_tensor.COOTensor'>``, as messages that name a type do)."""

    @property
    def indices(self):
        return self._indices

    @property
    def values(self):
        return self._values

    @property
    def shape(self):
        return self._shape

    @property
    def dtype(self):
        return self._values.dtype

    @property
    def size(self):
        return self._values.size

    @property
    def itemsize(self):
        return self._values.itemsize

    @property
    def ndim(self):
        return len(self._shape)


class COOTensor(_SparseParts):
    """``mindspore.COOTensor(indices, values, shape)``: ``values[i]`` at row ``indices[i, 0]``, column
    ``indices[i, 1]`` of a 2-D ``shape``."""

    def __init__(self, indices=None, values=None, shape=None, coo_tensor=None):
        if coo_tensor is not None:
            if not isinstance(coo_tensor, COOTensor):
                raise TypeError(f"Expect input `coo_tensor` to be a COOTensor, but got {type(coo_tensor)}")
            if not (indices is None and values is None and shape is None):
                raise TypeError("If input `coo_tensor` is provided, `indices`, `values`, `shapes` should all be `None`")
            indices, values, shape = coo_tensor.indices, coo_tensor.values, coo_tensor.shape
        else:
            _check_parts(indices, values, shape)
            self._check_shapes(tuple(indices.shape), tuple(values.shape), shape)
            if indices._torch.dtype not in _INDEX_DTYPES:
                raise TypeError("For COOTensor, the type of 'indices' must be one of [int16, int32, int64], but got "
                                f"{indices.dtype}.")
        self._indices, self._values, self._shape = _box(indices._torch.detach()), values, tuple(shape)

    @staticmethod
    def _check_shapes(indices_shape, values_shape, shape):
        if len(shape) != 2:
            raise ValueError(f"For COOTensor, the length of 'shape' must be 2, but got {shape}.")
        if indices_shape == (0,) and values_shape == (0,):
            return
        total = 1
        for size in shape:
            if size <= 0:
                raise ValueError(f"For COOTensor, the element of 'shape' must be positive, but got {size} in {shape}.")
            if not isinstance(size, int):
                raise TypeError(f"For COOTensor, the element type of 'shape' must be int, but got {type(size)}")
            total *= size
        if total < values_shape[0]:
            raise ValueError(f"For COOTensor, shape is too small: ({total}) to hold all values({values_shape[0]}).")
        if len(indices_shape) != 2:
            raise ValueError(f"For COOTensor, 'indices' must be a 2-dimensional tensor, but got a {len(indices_shape)}"
                             "-dimensional tensor.")
        if len(values_shape) != 1:
            raise ValueError(f"For COOTensor, 'values' must be a 1-dimensional tensor, but got a {len(values_shape)}"
                             "-dimensional tensor.")
        if indices_shape[0] != values_shape[0]:
            raise ValueError("For COOTensor, 'indices.shape[0]' must be euqal to 'values.shape[0]', but got "
                             f"'indices.shape[0]' = {indices_shape[0]} and 'values.shape[0]' = {values_shape[0]}.")
        if indices_shape[1] != 2:
            raise ValueError(f"For COOTensor, 'indices.shape[1]' must be 2, but got {indices_shape[1]}.")

    # -- parts ---------------------------------------------------------------
    def to_tuple(self):
        return self._indices, self._values, self._shape

    # -- conversions -----------------------------------------------------------
    def to_dense(self):
        """The dense Tensor: values added at their positions (repeated positions add up)."""
        values = self._values._torch
        out = torch.zeros(self._shape, dtype=values.dtype, device=values.device)
        index = self._indices._torch.long()
        return _box(out.index_put((index[:, 0], index[:, 1]), values, accumulate=True))

    def astype(self, dtype):
        return COOTensor(self._indices, self._values.astype(dtype), self._shape)

    def abs(self):
        return COOTensor(self._indices, self._values.abs(), self._shape)

    def to_csr(self):
        # MindSpore 2.10's CPU wheel compiles COO2CSR with AKG, which it does not ship
        raise RuntimeError("Response is empty.")

    # -- arithmetic ------------------------------------------------------------
    def __neg__(self):
        return COOTensor(self._indices, -self._values, self._shape)

    def _same_shape(self, other):
        if not self._shape == other.shape:
            raise ValueError("Input tensors should have the same shape.")

    def __add__(self, other):
        self._same_shape(other)
        if isinstance(other, Tensor):
            index = self._indices._torch.long()
            return _box(other._torch.index_put((index[:, 0], index[:, 1]), self._values._torch, accumulate=True))
        if isinstance(other, COOTensor):
            return self._merged(other)
        raise TypeError("COOTensor add with %s is not supported." % type(other))

    def __sub__(self, other):
        self._same_shape(other)
        if isinstance(other, (Tensor, COOTensor)):
            return self.__add__(-other)
        raise TypeError("COOTensor subtract with %s is not supported." % type(other))

    # ``dense + coo`` and ``dense - coo``: torch defers (NotImplemented) to the reflected methods below, which
    # the Tensor's operator hands torch tensors; ``dense * coo`` is not reproduced (MindSpore gives a COOTensor)
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, torch.Tensor):
            return self.__add__(_box(other))._torch
        return self.__add__(other)

    def __rsub__(self, other):
        if isinstance(other, torch.Tensor):
            return (-self).__add__(_box(other))._torch
        return (-self).__add__(other)

    def _merged(self, other):
        """MindSpore's SparseAdd: both entry lists walked once in step, as if each were sorted by (row, column):
        the smaller position is taken first, equal positions are added (zeros kept); the rest follow in order.
        Indices of two dtypes are both made int64; one dtype must be int64. Values promote."""
        a, b = self._indices._torch, other.indices._torch
        if a.dtype == b.dtype and a.dtype != torch.int64:
            raise TypeError("For primitive[SparseAdd], the input argument[x1_indices] must be a type of "
                            f"{{Tensor[Int64]}}, but got Tensor[{self._indices.dtype}].")
        values_dtype = torch.promote_types(self._values._torch.dtype, other.values._torch.dtype)
        x_values, y_values = self._values._torch.to(values_dtype), other.values._torch.to(values_dtype)
        x_keys, y_keys = a.tolist(), b.tolist()
        rows, picks = [], []  # picks: (source, index) pairs summed into one output value
        i = j = 0
        while i < len(x_keys) and j < len(y_keys):
            if x_keys[i] == y_keys[j]:
                rows.append(x_keys[i]), picks.append(((0, i), (1, j)))
                i, j = i + 1, j + 1
            elif x_keys[i] < y_keys[j]:
                rows.append(x_keys[i]), picks.append(((0, i),))
                i += 1
            else:
                rows.append(y_keys[j]), picks.append(((1, j),))
                j += 1
        rows += x_keys[i:] + y_keys[j:]
        picks += [((0, k),) for k in range(i, len(x_keys))] + [((1, k),) for k in range(j, len(y_keys))]
        sources = (x_values, y_values)
        values = [sum((sources[s][k] for s, k in pick[1:]), sources[pick[0][0]][pick[0][1]]) for pick in picks]
        out_values = torch.stack(values) if values else torch.zeros(0, dtype=values_dtype)
        out_indices = torch.tensor(rows, dtype=torch.int64).reshape(-1, 2)
        return COOTensor(_box(out_indices), _box(out_values), self._shape)

    def _gathered(self, other):
        index = self._indices._torch.long()
        return _box(other._torch[index[:, 0], index[:, 1]])

    def __mul__(self, other):
        self._same_shape(other)
        if isinstance(other, Tensor):
            return COOTensor(self._indices, self._values * self._gathered(other), self._shape)
        raise TypeError("COOTensor multiply with %s is not supported." % type(other))

    def __truediv__(self, other):
        self._same_shape(other)
        if isinstance(other, Tensor):
            return COOTensor(self._indices, self._values / self._gathered(other), self._shape)
        raise TypeError("COOTensor divide with %s is not supported." % type(other))

    def __repr__(self):
        return (f"COOTensor(shape={list(self._shape)}, dtype={_dtype_text(self._values)}, "
                f"{_part_repr('indices', self._indices)}, {_part_repr('values', self._values)})")

    __str__ = __repr__


class CSRTensor(_SparseParts):
    """``mindspore.CSRTensor(indptr, indices, values, shape)``: row ``r``'s values are
    ``values[indptr[r]:indptr[r + 1]]`` at columns ``indices[indptr[r]:indptr[r + 1]]``."""

    def __init__(self, indptr=None, indices=None, values=None, shape=None, csr_tensor=None):
        if csr_tensor is not None:
            if not isinstance(csr_tensor, CSRTensor):
                raise TypeError(f"Expect input `csr_tensor` to be a CSRTensor, but got {type(csr_tensor)}")
            if not (indptr is None and indices is None and values is None and shape is None):
                raise TypeError(
                    "If input `csr_tensor` is provided, `indptr`, `indices`, `values`, `shapes` should all be `None`")
            indptr, indices, values, shape = csr_tensor.indptr, csr_tensor.indices, csr_tensor.values, csr_tensor.shape
        else:
            if not _is_tensor(indptr):
                raise TypeError(f"For CSRTensor, 'indptr' must be Tensor, but got {type(indptr)}.")
            _check_parts(indices, values, shape)
            self._check_shapes(tuple(indptr.shape), tuple(indices.shape), tuple(values.shape), shape)
            for name, part in (("indptr", indptr), ("indices", indices)):
                if part._torch.dtype not in _INDEX_DTYPES:
                    raise TypeError(f"For CSRTensor, {name} must have int16 or int32 or int64 data type, "
                                    f"but got {part.dtype}.")
        self._indptr, self._indices = _box(indptr._torch.detach()), _box(indices._torch.detach())
        self._values, self._shape = values, tuple(shape)

    @staticmethod
    def _check_shapes(indptr_shape, indices_shape, values_shape, shape):
        if indptr_shape == (0,) and indices_shape == (0,) and values_shape == (0,):
            return
        total = values_total = 1
        for size in shape:
            if size <= 0:
                raise ValueError(f"For CSRTensor, the element of shape must be positive, but got {size}")
            if not isinstance(size, int):
                raise TypeError(f"For CSRTensor, the element type of shape must be int, but got {type(size)}")
            total *= size
        for size in values_shape:
            if size <= 0:
                raise ValueError(f"The element of shape must be positive, but got {size}")
            values_total *= size
        if total < values_total:
            raise ValueError(f"Shape total size: {total} is too small to hold {values_total} non-zero values.")
        if len(indices_shape) != 1:
            raise ValueError("For CSRTensor, indices must be a 1-dimensional tensor, "
                             f"but got a {len(indices_shape)} dimension tensor.")
        if len(indptr_shape) != 1:
            raise ValueError("For CSRTensor, indptr must be a 1-dimensional tensor, "
                             f"but got a {len(indptr_shape)} dimension tensor.")
        if shape[0] + 1 != indptr_shape[0]:
            raise ValueError(f"For CSRTensor, indptr must have length (1 + shape[0]), but got: {indptr_shape[0]}")
        if indices_shape[0] != values_shape[0]:
            raise ValueError("For CSRTensor, indices and values must equal in their shape, "
                             f"but got indices shape: {indices_shape[0]}, values shape: {values_shape[0]}.")
        if len(values_shape) + 1 != len(shape):
            raise ValueError("Values' dimension should equal to CSRTensor's dimension - 1, but got"
                             f"Values' dimension: {len(values_shape)} , CSRTensor's dimension: {len(shape)}")
        if values_shape[1:] != shape[2:]:
            raise ValueError("CSRTensor's shape[2: ] must be equal to value's shape[1: ],"
                             f"but CSRTensor's shape[2: ] got: {shape[2:]} and value's shape[1: ]"
                             f"got: {values_shape[1:]}")

    # -- parts ---------------------------------------------------------------
    @property
    def indptr(self):
        return self._indptr

    def to_tuple(self):
        return self._indptr, self._indices, self._values, self._shape

    def _rows(self):
        """The row of each stored value (from ``indptr``)."""
        indptr = self._indptr._torch.long()
        counts = indptr[1:] - indptr[:-1]
        return torch.repeat_interleave(torch.arange(len(counts), device=indptr.device), counts)

    # -- conversions -----------------------------------------------------------
    def to_dense(self):
        if len(self._shape) != 2:  # MindSpore densifies through to_coo
            raise ValueError("Currently only support 2-D CSRTensor when converting to COOTensor.")
        values = self._values._torch
        out = torch.zeros(self._shape, dtype=values.dtype, device=values.device)
        return _box(out.index_put((self._rows(), self._indices._torch.long()), values, accumulate=True))

    def to_coo(self):
        if len(self._shape) != 2:
            raise ValueError("Currently only support 2-D CSRTensor when converting to COOTensor.")
        if self._indptr._torch.dtype != torch.int32:
            raise TypeError(f"The dtype of Indptr only support Int32 for now, but got {self._indptr.dtype}.")
        # MindSpore 2.10's CPU wheel compiles CSR2COO with AKG, which it does not ship
        raise RuntimeError("Response is empty.")

    def astype(self, dtype):
        return CSRTensor(self._indptr, self._indices, self._values.astype(dtype), self._shape)

    def abs(self):
        return CSRTensor(self._indptr, self._indices, self._values.abs(), self._shape)

    def __neg__(self):
        return CSRTensor(self._indptr, self._indices, -self._values, self._shape)

    def __add__(self, other):
        if not self._shape == other.shape:
            raise ValueError("Input tensors should have the same shape.")
        raise TypeError("CSRTensor add with %s is not supported." % type(other))

    def __sub__(self, other):
        if not self._shape == other.shape:
            raise ValueError("Input tensors should have the same shape.")
        raise TypeError("CSRTensor subtract with %s is not supported." % type(other))

    def __repr__(self):
        return (f"CSRTensor(shape={list(self._shape)}, dtype={_dtype_text(self._values)}, "
                f"{_part_repr('indptr', self._indptr)}, {_part_repr('indices', self._indices)}, "
                f"{_part_repr('values', self._values)})")

    __str__ = __repr__


def _tensor_to_coo(self):
    """``Tensor.to_coo()``: a ``COOTensor`` of the non-zero entries (int32 indices, row by row) of a 2-D Tensor."""
    if self._torch.dim() > 2:
        raise ValueError("Currently only support 2-D Tensor when converting to COOTensor.")
    indices = torch.nonzero(self._torch).to(torch.int32)
    values = self._torch[self._torch != 0]
    return COOTensor(_box(indices), _box(values), tuple(self._torch.shape))


Tensor.to_coo = _tensor_to_coo
