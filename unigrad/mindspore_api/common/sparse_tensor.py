"""MindSpore's sparse tensors: ``COOTensor`` (row-column index pairs) and ``CSRTensor`` (row pointers).

They hold their parts as MindSpore Tensors (``indices``, ``values``, and
``indptr`` for CSR) and a shape tuple, check their inputs with MindSpore
2.10's messages, print as MindSpore does (the parts' values without commas),
and densify through torch's sparse layouts. Measured on MindSpore 2.10.0's
CPU build: ``COOTensor.to_csr``, ``CSRTensor.to_coo``, ``mv``, ``mm``, ``sum``
and a CSRTensor times (or over) a dense Tensor of more than one value need
AKG, absent from the CPU wheel (a ``RuntimeError`` after the checks MindSpore
makes first); two COOTensors add as MindSpore's SparseAdd merges them, two
CSRTensors as its SparseMatrixAdd does, ``coalesce`` as its Coalesce kernel
does on its first launch (MindSpore's later launches in one process return
stale entries, which is not reproduced).

>>> import unigrad.mindspore_api as ms
>>> coo = COOTensor(ms.Tensor([[0, 1], [1, 2]], dtype=ms.int32), ms.Tensor([1.0, 2.0]), (3, 4))
>>> coo.shape, coo.size, coo.ndim
((3, 4), 2, 2)
"""

import operator

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


#: the Tensor operators MindSpore refuses a sparse operand with a message of its own (the others: Python's)
_REFUSED_BY_DENSE = {operator.truediv: 'Failed calling div with "div({})".',
                     operator.pow: 'Failed calling pow with "pow({})".',
                     operator.add: 'Failed calling Add with "Add()(input=Tensor, other={})".',
                     operator.sub: 'Failed calling Sub with "Sub()(input=Tensor, other={})".'}


def _refused_by_dense(torch_op, sparse):
    """``dense <op> sparse`` where MindSpore has no such operator: its ``TypeError``, or NotImplemented."""
    message = _REFUSED_BY_DENSE.get(torch_op)
    if message is None:
        return NotImplemented
    raise TypeError(message.format(type(sparse)))


#: what MindSpore 2.10's CPU wheel raises for an op it compiles with AKG, which it does not ship
_NO_AKG = "Response is empty."


def _picked(values, picks):
    """``values[pick]`` for each pick, 0 where the pick is -1 (an operand without that entry)."""
    return torch.cat([values, values.new_zeros(1)])[torch.tensor(picks, dtype=torch.long)]


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
        raise RuntimeError(_NO_AKG)

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

    def __tensor_operator__(self, torch_op, dense):
        """``dense <op> self`` for a Tensor ``dense``: its operator hands a COOTensor here (``Tensor.__mul__``
        gives a COOTensor, as MindSpore's does)."""
        if torch_op is operator.add:
            return self.__add__(dense)
        if torch_op is operator.sub:
            return (-self).__add__(dense)
        if torch_op is operator.mul:
            return self.__mul__(dense)
        return _refused_by_dense(torch_op, self)

    def add(self, other, thresh):
        """``COOTensor.add(other, thresh)``: SparseAdd, a summed pair kept only where ``thresh <= |sum|``."""
        return self._merged(other, thresh)

    def coalesce(self):
        """MindSpore's Coalesce kernel: the entries sorted by (row, column), repeated positions summed into one.
        Its sort (libstdc++'s insertion sort, up to 16 entries; beyond, taken to be the same) puts a later
        entry before an earlier one at the same position, so repeated values are summed last to first; float64
        values are summed in float32. MindSpore's later launches of the kernel in one process return stale
        entries; this gives what its first launch gives."""
        indices, values = self._indices._torch, self._values._torch
        if indices.dtype != torch.int64:
            raise TypeError("For primitive[Coalesce], the input argument[x_indices] must be a type of "
                            f"{{Tensor[Int64]}}, but got Tensor[{self._indices.dtype}].")
        if values.dtype not in (torch.float16, torch.float32, torch.float64):
            raise TypeError("For primitive[Coalesce], the input argument[x_values] must be a type of {Tensor[Float16], "
                            f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{self._values.dtype}].")
        keys = indices.tolist()
        for entry, key in enumerate(keys):  # checked as the kernel does: entry by entry, row then column
            for axis, (index, size) in enumerate(zip(key, self._shape)):
                if index < 0:
                    raise ValueError("For Coalesce, values of elements of x_indices must be non-negative, but got "
                                     f"x_indices[{axis}][{entry}] = {index}")
                if index >= size:
                    raise ValueError("For Coalesce, values of elements of x_indices can not exceed the limit set by "
                                     f"x_shape, but got x_indices[{axis}][{entry}] = {index}, got x_shape[{axis}] = "
                                     f"{size}")
        if values.dtype == torch.float64:  # MindSpore casts to the float32 kernel and back
            return COOTensor(self._indices, self._values.astype(mstype.float32), self._shape).coalesce().astype(
                mstype.float64)
        order = sorted(range(len(keys)), key=lambda entry: (keys[entry], -entry))
        positions, sums = [], []
        for entry in order:
            if positions and keys[entry] == positions[-1]:
                sums[-1] = sums[-1] + values[entry]
            else:
                positions.append(keys[entry]), sums.append(values[entry])
        out_values = torch.stack(sums) if sums else values[:0]
        out_indices = torch.tensor(positions, dtype=torch.int64).reshape(-1, 2)
        return COOTensor(_box(out_indices), _box(out_values), self._shape)

    def _merged(self, other, thresh=None):
        """MindSpore's SparseAdd: both entry lists walked once in step, as if each were sorted by (row, column):
        the smaller position is taken first, equal positions are added (kept where ``thresh <= |sum|``; the
        operators' threshold is 0, which drops a NaN sum); the rest follow in order. Indices and values promote
        first; indices must then be int64."""
        a, b = self._indices._torch, other.indices._torch
        index_dtype = torch.promote_types(a.dtype, b.dtype)
        if index_dtype != torch.int64:
            raise TypeError("For primitive[SparseAdd], the input argument[x1_indices] must be a type of "
                            f"{{Tensor[Int64]}}, but got Tensor[{mstype.from_torch(index_dtype)}].")
        values_dtype = torch.promote_types(self._values._torch.dtype, other.values._torch.dtype)
        thresh = torch.zeros((), dtype=values_dtype) if thresh is None else \
            thresh.astype(mstype.from_torch(values_dtype))._torch
        x_values, y_values = self._values._torch.to(values_dtype), other.values._torch.to(values_dtype)
        x_keys, y_keys = a.tolist(), b.tolist()
        rows, picks = [], []  # picks: (source, index) pairs summed into one output value
        i = j = 0
        while i < len(x_keys) and j < len(y_keys):
            if x_keys[i] == y_keys[j]:
                if thresh <= (x_values[i] + y_values[j]).abs():
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
        raise RuntimeError(_NO_AKG)

    def astype(self, dtype):
        return CSRTensor(self._indptr, self._indices, self._values.astype(dtype), self._shape)

    def abs(self):
        return CSRTensor(self._indptr, self._indices, self._values.abs(), self._shape)

    def __neg__(self):
        return CSRTensor(self._indptr, self._indices, -self._values, self._shape)

    def __add__(self, other):
        if not self._shape == other.shape:
            raise ValueError("Input tensors should have the same shape.")
        if isinstance(other, CSRTensor):
            one = Tensor(1, self._values.dtype)
            return self.add(other, one, one)
        raise TypeError("CSRTensor add with %s is not supported." % type(other))

    def __sub__(self, other):
        if not self._shape == other.shape:
            raise ValueError("Input tensors should have the same shape.")
        if isinstance(other, CSRTensor):
            return self.add(other, Tensor(1, self._values.dtype), Tensor(-1, self._values.dtype))
        raise TypeError("CSRTensor subtract with %s is not supported." % type(other))

    def add(self, b, alpha, beta):
        """``alpha * self + beta * b`` as MindSpore's SparseMatrixAdd kernel computes it: each row's columns of
        either operand in increasing order, each value ``alpha * a + beta * b`` (0 for a missing one, two roundings,
        no fused multiply-add), ``alpha`` and ``beta`` their first values in the values' dtype. Like the kernel,
        it takes each operand's values in stored order for its columns in increasing order (a row stored out of
        order gets its values in that order)."""
        if not isinstance(self, CSRTensor) or not isinstance(b, CSRTensor):
            raise TypeError("For functional operator csr_add, both inputs a and b must be type of CSRTensor.")
        if not isinstance(alpha, Tensor) or not isinstance(beta, Tensor):
            raise TypeError("For functional operator csr_add, both inputs alpha and beta must be Tensor.")
        parts = [(torch.promote_types(x._torch.dtype, y._torch.dtype), x._torch, y._torch)
                 for x, y in ((self._indptr, b.indptr), (self._indices, b.indices), (self._values, b.values))]
        (index_dtype, a_ptr, b_ptr), (indices_dtype, a_cols, b_cols), (values_dtype, a_values, b_values) = parts
        if values_dtype not in (torch.float32, torch.float64, torch.complex64, torch.complex128):
            raise TypeError("For primitive[SparseMatrixAdd], the input argument[a values] must be a type of "
                            "{Tensor[Complex128], Tensor[Complex64], Tensor[Float32], Tensor[Float64]}, but got "
                            f"Tensor[{mstype.from_torch(values_dtype)}].")
        if index_dtype not in (torch.int32, torch.int64):
            raise TypeError("For primitive[SparseMatrixAdd], the input argument[a batch ptr type] must be a type of "
                            f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{mstype.from_torch(index_dtype)}].")
        if indices_dtype != index_dtype:
            raise TypeError("For primitive[SparseMatrixAdd], the input type must be same.")
        if a_values.dim() != 1:
            raise ValueError(f"For primitive[SparseMatrixAdd], the A values must be equal to 1, but got {a_values.dim()}.")
        dtype = mstype.from_torch(values_dtype)
        alpha, beta = (scale.astype(dtype)._torch.reshape(-1)[0] for scale in (alpha, beta))
        a_ptr, b_ptr, a_cols, b_cols = (part.tolist() for part in (a_ptr, b_ptr, a_cols, b_cols))
        indptr, columns, a_picks, b_picks = [0], [], [], []  # picks: the value taken, or -1 for none
        a_next = b_next = 0  # the kernel's cursors into each operand's values
        for row in range(len(a_ptr) - 1):
            a_row, b_row = set(a_cols[a_ptr[row]:a_ptr[row + 1]]), set(b_cols[b_ptr[row]:b_ptr[row + 1]])
            for column in sorted(a_row | b_row):
                a_picks.append(a_next if column in a_row else -1)
                b_picks.append(b_next if column in b_row else -1)
                a_next, b_next = a_next + (column in a_row), b_next + (column in b_row)
                columns.append(column)
            indptr.append(len(columns))
        out = alpha * _picked(a_values.to(values_dtype), a_picks) + beta * _picked(b_values.to(values_dtype), b_picks)
        return CSRTensor(_box(torch.tensor(indptr, dtype=index_dtype)), _box(torch.tensor(columns, dtype=index_dtype)),
                         _box(out), self._shape)

    def __mul__(self, other):
        return self._scaled(other, operator.mul, "CSRMul")

    def __truediv__(self, other):
        return self._scaled(other, operator.truediv, "CSRDiv")

    def _scaled(self, other, torch_op, primitive):
        """MindSpore's csr_mul/csr_div: a one-value Tensor (or number) gives the bare values scaled, a dense
        Tensor; a larger one needs AKG."""
        if isinstance(other, (int, float, bool)):
            other = Tensor(other)
        if isinstance(other, CSRTensor):
            parts = ",".join(str(part.dtype) for part in (other.indptr, other.indices, other.values))
            raise TypeError(f"For '{primitive}', input[4] should be Tensor, but got CSRTensor[{parts},"
                            + "Int64," * len(other.shape) + "].")
        if other.size == 1 and other.ndim <= 2:
            return torch_op(self._values, other).reshape(self._values.shape)
        if other.ndim > len(self._shape):
            raise ValueError("Currently, only support dense tensor broadcast to sparse tensor, but sparse tensor has "
                             f"{len(self._shape)} dimensions, and dense tensor has {other.ndim} dimensions. ")
        raise RuntimeError(_NO_AKG)

    def __tensor_operator__(self, torch_op, dense):
        """``dense <op> self`` for a Tensor ``dense``: MindSpore multiplies (as ``self * dense``), refuses the rest."""
        if torch_op is operator.mul:
            return self._scaled(dense, torch_op, "CSRMul")
        return _refused_by_dense(torch_op, self)

    def _check_dense_operand(self, dense):
        if dense.ndim != 2:
            raise ValueError(f"Currently, only support 2-D inputs! But csr tensor has {len(self._shape)} dimensions, "
                             f"and dense tensor has {dense.ndim} dimension(s). ")

    def mv(self, dense_vector):
        """MindSpore's CSRMV: its checks, then AKG, which the CPU wheel lacks."""
        if not isinstance(dense_vector, Tensor):
            raise TypeError("For 'CSRTensor.mv', the type of 'dense_vector' should be one of '['Tensor', 'TensorPy']', "
                            f"but got type '{type(dense_vector).__name__}'.")
        self._check_dense_operand(dense_vector)
        if tuple(dense_vector.shape) != (self._shape[1], 1):
            raise ValueError(f"The dense_vector's shape should be ({self._shape[1]}, 1), but its current shape is: "
                             f"{tuple(dense_vector.shape)}.")
        raise RuntimeError(_NO_AKG)

    def mm(self, matrix):
        """MindSpore's CSRMM (AKG) for a dense matrix, its sparse product for a CSRTensor: neither runs on the CPU
        wheel."""
        if isinstance(matrix, CSRTensor):
            raise RuntimeError("")
        self._check_dense_operand(matrix)
        raise RuntimeError(_NO_AKG)

    def sum(self, axis):
        """MindSpore's CSRReduceSum: its axis check, then AKG, which the CPU wheel lacks."""
        if axis not in (1, 1 - len(self._shape)):
            raise ValueError(f"For CSRReduceSum, `axis` should be 1 or 1-dim. But got `axis`: {axis}and `1- dim`: "
                             f"{1 - len(self._shape)}.")
        raise RuntimeError(_NO_AKG)

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


def _tensor_to_csr(self):
    """``Tensor.to_csr()``: a ``CSRTensor`` of the non-zero entries, row by row (int32 ``indptr`` and ``indices``)
    of a 2-D float or complex Tensor (MindSpore's DenseToCSRSparseMatrix)."""
    if self._torch.dim() == 1:
        raise ValueError("Currently only support 2-D Tensor when converting to CSRTensor, but got Tensor dimension: 1.")
    if self._torch.dim() != 2:
        raise ValueError("Currently only support 2-D Tensor when converting to CSRTensor.")
    if self._torch.dtype not in (torch.float32, torch.float64, torch.complex64, torch.complex128):
        raise TypeError("For primitive[DenseToCSRSparseMatrix], the input argument[dense_input] must be a type of "
                        "{Tensor[Complex128], Tensor[Complex64], Tensor[Float32], Tensor[Float64]}, but got "
                        f"Tensor[{self.dtype}].")
    nonzero = self._torch != 0
    indptr = torch.cat([torch.zeros(1, dtype=torch.int64), nonzero.sum(dim=1).cumsum(0)]).to(torch.int32)
    indices = torch.nonzero(nonzero)[:, 1].to(torch.int32)
    return CSRTensor(_box(indptr), _box(indices), _box(self._torch[nonzero]), tuple(self._torch.shape))


Tensor.to_csr = _tensor_to_csr
